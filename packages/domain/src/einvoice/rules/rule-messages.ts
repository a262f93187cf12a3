import type { Locale } from '../../auth/locale';

/** A rule's message in the user's language. Owned by the rules work: replace the body. */
export function einvoiceRuleMessage(ruleId: string, _locale: Locale): string {
  return ruleId;
}
