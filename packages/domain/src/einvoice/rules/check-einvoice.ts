import type { EInvoice } from '../einvoice.types';
import { ruleContext } from './rule-context';
import { checkDocument } from './rules-document';
import { checkDocumentAllowances, checkLines } from './rules-lines';
import { checkNumbers } from './rules-numbers';
import { checkParties } from './rules-parties';
import { checkPaymentMeans } from './rules-payment';
import { checkTotals } from './rules-totals';
import { checkVat } from './rules-vat';

export type EInvoiceFinding = {
  /** The official rule id: "BR-RO-110", "BR-CO-15", "BR-S-08", "BR-CL-23"... */
  ruleId: string;
  severity: 'fatal' | 'warning';
  /** Dotted path of the offending term in the EInvoice: "buyer.address.city", "lines.2.item.name". */
  location: string;
};

/**
 * The CIUS-RO and EN 16931 rules the product's data can break, checked on the EInvoice itself: the
 * form runs this on every change and the server before publishing. Each finding carries the official
 * rule id (rule-catalogue.ts lists them); an invoice without fatal findings passes the official
 * validation artefacts, which the rule agreement test shows rule by rule. Pure, browser-safe.
 */
export function checkEInvoice(invoice: EInvoice): EInvoiceFinding[] {
  const findings: EInvoiceFinding[] = [];
  const context = ruleContext(invoice, findings);
  checkDocument(context);
  checkParties(context);
  checkPaymentMeans(context);
  checkDocumentAllowances(context);
  checkLines(context);
  checkVat(context);
  checkTotals(context);
  checkNumbers(context);
  return findings;
}
