import { useTranslation } from 'react-i18next';
import { ApiError, validationErrorsOf } from '../../../shared/api/api-error';
import { useRuleCodeText } from '../../../shared/forms/useFieldErrorText';

/** The server's refusals of the register: a 422 whose message is `etransport.errors.<code>`. */
const REFUSAL_PREFIX = 'etransport.errors.';

/**
 * Words a rule or refusal code of the register outside a form (a send, a cancellation, an
 * activation): the register's refusals, the module's own rule texts (BR-xxx, after_or_equal...),
 * the shared texts for the rest.
 */
export function useEtransportCodeText(): (code: string) => string {
  const { t, i18n } = useTranslation();
  const shared = useRuleCodeText();
  return (code) => {
    if (code.startsWith(REFUSAL_PREFIX)) {
      if (i18n.exists(code)) return t(code);
      // not-allowed-<action>: the row changed since the page showed the action.
      return code.startsWith(`${REFUSAL_PREFIX}not-allowed`)
        ? t(`${REFUSAL_PREFIX}not-allowed`)
        : t('errors.generic');
    }
    const [name = '', arg = ''] = code.split(':');
    const key = `etransport.rules.${name}`;
    return i18n.exists(key) ? t(key, { n: arg }) : shared(code);
  };
}

/** Every code of a 422 answer, once each, whatever field it is under. */
export const codesOf = (errors: Record<string, string[]>): string[] => [
  ...new Set(Object.values(errors).flat()),
];

/** The register's refusal of a 422 answer (`etransport.errors.<code>`), or null. */
export function refusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const message = (error.body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.startsWith(REFUSAL_PREFIX) ? message : null;
}

/** Every code of a 422 answer, the register's refusal first; null when the error is not a 422. */
export function refusalCodesOf(error: unknown): string[] | null {
  const fields = validationErrorsOf(error);
  const refusal = refusalOf(error);
  if (fields === null && refusal === null) return null;
  return [...(refusal ? [refusal] : []), ...codesOf(fields ?? {})];
}
