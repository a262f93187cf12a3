import { useTranslation } from 'react-i18next';
import { useRuleCodeText } from '../../../shared/forms/useFieldErrorText';

/**
 * Words a rule or refusal code of the register outside a form (a send, a cancellation, an
 * activation): the module's own text first (BR-xxx, etransport.*), the shared texts for the rest.
 */
export function useEtransportCodeText(): (code: string) => string {
  const { t, i18n } = useTranslation();
  const shared = useRuleCodeText();
  return (code) => {
    const [name = '', arg = ''] = code.split(':');
    const key = `etransport.rules.${name}`;
    return i18n.exists(key) ? t(key, { n: arg }) : shared(code);
  };
}

/** Every code of a 422 answer, once each, whatever field it is under. */
export const codesOf = (errors: Record<string, string[]>): string[] => [
  ...new Set(Object.values(errors).flat()),
];
