import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { useFormFieldErrorText } from '../../../shared/forms/FormFields';
import { codesOfFieldError } from '../../../shared/forms/field-errors';

const BOUNDS = new Set(['min', 'max']);

/**
 * The text under an amount: its bounds as amounts ("At most 600,00"), the other codes through the
 * form's texts (client-payments.rules.* first, then the shared ones).
 */
export function useAmountErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation();
  const format = useFormat();
  const formText = useFormFieldErrorText();
  return (error) => {
    const codes = codesOfFieldError(error);
    if (codes.length === 0) return undefined;
    return codes
      .map((code) => {
        const [name = '', arg = ''] = code.split(':');
        if (BOUNDS.has(name) && /^-?\d+(\.\d+)?$/.test(arg)) {
          return t(`client-payments.rules.amount-${name}`, { n: format.number(arg) });
        }
        return formText({ type: 'server', message: code }) ?? '';
      })
      .join(' ');
  };
}
