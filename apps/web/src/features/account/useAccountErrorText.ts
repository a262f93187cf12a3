import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { codesOfFieldError } from '../../shared/forms/field-errors';
import { useRuleCodeText } from '../../shared/forms/useFieldErrorText';
import { accountCodeKey } from './account-errors';

/** Like the shared field error text, plus the account codes ("current-password", "email-taken"...). */
export function useAccountErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation();
  const ruleText = useRuleCodeText();
  return (error) => {
    const codes = codesOfFieldError(error);
    if (codes.length === 0) return undefined;
    return codes
      .map((code) => {
        const key = accountCodeKey(code);
        return key ? t(key) : ruleText(code);
      })
      .join(' ');
  };
}
