import { localeDecimalText, parseLocaleDecimal } from '@app/domain/format/locale-decimal';
import { TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type DecimalInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'inputMode'> & {
  /** A plain dot decimal ("4999.99"), or the text typed when it is not a number. */
  value: string;
  onChange: (value: string) => void;
};

/**
 * A number typed the language's way ("4.999,99" or "1,9" in Romanian, "4,999.99" in English, see
 * parseLocaleDecimal) and handed on as a plain dot decimal ("4999.99"), so totals, schemas and the
 * server never see a comma. A text that is not a number is handed on as typed, for the rules to
 * refuse it ("Enter a number").
 */
export const DecimalInput = forwardRef<HTMLInputElement, DecimalInputProps>(function DecimalInput(
  { value, onChange, ...props },
  ref,
) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const [typed, setTyped] = useState<{ text: string; locale: string } | null>(null);
  // What was typed stays on screen while it still means the value; a value set from elsewhere (a
  // reset, a product picked) or a change of language shows the language's way ("4999,99").
  const stillTyped =
    typed !== null &&
    typed.locale === locale &&
    (parseLocaleDecimal(typed.text, locale) ?? typed.text) === value;
  return (
    <TextInput
      autoComplete="off"
      {...props}
      ref={ref}
      inputMode="decimal"
      value={stillTyped ? typed.text : localeDecimalText(value, locale)}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setTyped({ text, locale });
        onChange(parseLocaleDecimal(text, locale) ?? text);
      }}
    />
  );
});
