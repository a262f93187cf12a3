import type { Locale } from '@app/domain/auth/locale';
import { einvoiceRuleMessage } from '@app/domain/einvoice/rules/rule-messages';

/**
 * An official e-invoice rule id as a 422 answer may carry it among the field codes: EN 16931
 * ("BR-CO-15", "BR-S-08", "BR-CL-23"), CIUS-RO ("BR-RO-L301", "BR-RO-110"), UBL syntax ("UBL-SR-12")
 * or ANAF's own checks ("R_BT_32_cui").
 */
const RULE_ID = /^(?:(?:BR|UBL|PEPPOL)-[A-Z0-9]+(?:-[A-Z0-9]+)*|R_BT_\w+)$/;

export const isEInvoiceRuleId = (code: string) => RULE_ID.test(code);

/** "BR-RO-L301 · Payment terms (BT-20) ..." in the user's language: the rule id always shows. */
export function eInvoiceRuleText(ruleId: string, language: string): string {
  const locale: Locale = language.startsWith('en') ? 'en-GB' : 'ro-RO';
  const message = einvoiceRuleMessage(ruleId, locale).trim();
  return message === '' || message === ruleId ? ruleId : `${ruleId} · ${message}`;
}
