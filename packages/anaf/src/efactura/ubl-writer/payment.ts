import type { EInvoice, EInvoicePaymentMeans } from '@app/domain/einvoice/einvoice.types';
import { isAbsent, leaf, leafWith, type Out } from './xml';

/**
 * UBL requires a card network (cbc:NetworkID) that EN 16931 has no term for; "NA" (not
 * applicable) stands in for it.
 */
const UNKNOWN_CARD_NETWORK = 'NA';

/**
 * One cac:PaymentMeans (BG-16). `dueDate` is BT-9 of a credit note: UBL 2.1 CreditNote has no
 * cbc:DueDate, so the EN 16931 binding puts it in the first PaymentMeans' PaymentDueDate (once:
 * UBL-SR-45). A credit note without payment means has no place for BT-9, which is then not written.
 */
function paymentMeans(out: Out, value: EInvoicePaymentMeans, dueDate: string | null): void {
  out.push('<cac:PaymentMeans>');
  leafWith(out, 'cbc:PaymentMeansCode', value.code, 'name', value.text);
  leaf(out, 'cbc:PaymentDueDate', dueDate);
  leaf(out, 'cbc:PaymentID', value.paymentId);
  if (value.card && !isAbsent(value.card.pan)) {
    out.push('<cac:CardAccount>');
    leaf(out, 'cbc:PrimaryAccountNumberID', value.card.pan);
    leaf(out, 'cbc:NetworkID', UNKNOWN_CARD_NETWORK);
    leaf(out, 'cbc:HolderName', value.card.holder);
    out.push('</cac:CardAccount>');
  }
  if (value.account && !isAbsent(value.account.id)) {
    out.push('<cac:PayeeFinancialAccount>');
    leaf(out, 'cbc:ID', value.account.id);
    leaf(out, 'cbc:Name', value.account.name);
    if (!isAbsent(value.account.bic)) {
      out.push('<cac:FinancialInstitutionBranch>');
      leaf(out, 'cbc:ID', value.account.bic);
      out.push('</cac:FinancialInstitutionBranch>');
    }
    out.push('</cac:PayeeFinancialAccount>');
  }
  out.push('</cac:PaymentMeans>');
}

/** BG-16 then BT-20 (cac:PaymentTerms/cbc:Note). */
export function payment(out: Out, invoice: EInvoice): void {
  let creditNoteDueDate = invoice.syntax === 'CreditNote' ? invoice.dueDate : null;
  for (const means of invoice.paymentMeans) {
    if (isAbsent(means.code)) continue;
    paymentMeans(out, means, creditNoteDueDate);
    creditNoteDueDate = null;
  }
  if (!isAbsent(invoice.paymentTerms)) {
    out.push('<cac:PaymentTerms>');
    leaf(out, 'cbc:Note', invoice.paymentTerms);
    out.push('</cac:PaymentTerms>');
  }
}
