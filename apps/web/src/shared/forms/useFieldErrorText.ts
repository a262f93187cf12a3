import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../format/format';
import { codesOfFieldError } from './field-errors';
import { fieldLabelKey, type RuleMessageOptions, ruleMessage } from './rule-messages';

/**
 * Translates one rule code; the "same" rule names the other field by its label, and on a number
 * field a bound is written as the language writes numbers ("9.999.999,99").
 */
export function useRuleCodeText(options: RuleMessageOptions = {}): (code: string) => string {
  const { t, i18n } = useTranslation();
  return (code) => {
    const { key, params } = ruleMessage(code, options);
    if (params && typeof params.field === 'string') {
      return t(key, { ...params, field: t(fieldLabelKey(params.field), { defaultValue: params.field }) });
    }
    if (options.numeric && params && typeof params.n === 'number' && key !== 'validation.decimal') {
      return t(key, { n: formatNumber(params.n, i18n.language, { decimals: 6, trimZeros: true }) });
    }
    return t(key, params);
  };
}

/** Returns a function that turns a field's rule codes into the translated text shown under the input. */
export function useFieldErrorText(
  options: RuleMessageOptions = {},
): (error: FieldError | undefined) => string | undefined {
  const translateCode = useRuleCodeText(options);
  return (error) => {
    const codes = codesOfFieldError(error);
    return codes.length === 0 ? undefined : codes.map(translateCode).join(' ');
  };
}
