import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { codesOfFieldError } from './field-errors';
import { fieldLabelKey, ruleMessage } from './rule-messages';

/** Translates one rule code; the "same" rule names the other field by its label. */
export function useRuleCodeText(): (code: string) => string {
  const { t } = useTranslation();
  return (code) => {
    const { key, params } = ruleMessage(code);
    if (params && typeof params.field === 'string') {
      return t(key, { ...params, field: t(fieldLabelKey(params.field), { defaultValue: params.field }) });
    }
    return t(key, params);
  };
}

/** Returns a function that turns a field's rule codes into the translated text shown under the input. */
export function useFieldErrorText(): (error: FieldError | undefined) => string | undefined {
  const translateCode = useRuleCodeText();
  return (error) => {
    const codes = codesOfFieldError(error);
    return codes.length === 0 ? undefined : codes.map(translateCode).join(' ');
  };
}
