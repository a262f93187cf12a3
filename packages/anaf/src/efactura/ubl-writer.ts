import type { EInvoice } from '@app/domain/einvoice/einvoice.types';
import { line } from './ubl-writer/lines';
import { delivery, party, payee } from './ubl-writer/parties';
import { payment } from './ubl-writer/payment';
import {
  additionalDocumentReferences,
  billingReferences,
  idReference,
  orderReference,
} from './ubl-writer/references';
import { allowanceCharge, legalMonetaryTotal, taxTotals } from './ubl-writer/totals';
import { close, isAbsent, leaf, type Out, open } from './ubl-writer/xml';

export { UblWriteError } from './ubl-writer/xml';

const NAMESPACES =
  'xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" ' +
  'xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"';
const ROOT = {
  Invoice: `<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" ${NAMESPACES}>`,
  CreditNote: `<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2" ${NAMESPACES}>`,
};

/**
 * The EN 16931 invoice as UBL 2.1 XML (an `Invoice`, or a `CreditNote` for type 381), elements in
 * the order of the UBL 2.1 schemas, absent terms left out, amounts exactly as the model's text.
 * Pure: no I/O. Throws `UblWriteError` on a character XML 1.0 cannot hold.
 */
export function writeUbl(invoice: EInvoice): string {
  const credit = invoice.syntax === 'CreditNote';
  const out: Out = ['<?xml version="1.0" encoding="UTF-8"?>\n', ROOT[invoice.syntax]];
  leaf(out, 'cbc:CustomizationID', invoice.customizationId);
  leaf(out, 'cbc:ProfileID', invoice.profileId);
  leaf(out, 'cbc:ID', invoice.id);
  leaf(out, 'cbc:IssueDate', invoice.issueDate);
  // The two roots differ here: CreditNote has no DueDate (see payment.ts) and its TaxPointDate
  // comes before the type code and the notes.
  if (credit) {
    leaf(out, 'cbc:TaxPointDate', invoice.taxPointDate);
    leaf(out, 'cbc:CreditNoteTypeCode', invoice.typeCode);
  } else {
    leaf(out, 'cbc:DueDate', invoice.dueDate);
    leaf(out, 'cbc:InvoiceTypeCode', invoice.typeCode);
  }
  for (const note of invoice.notes) leaf(out, 'cbc:Note', note);
  if (!credit) leaf(out, 'cbc:TaxPointDate', invoice.taxPointDate);
  leaf(out, 'cbc:DocumentCurrencyCode', invoice.currency);
  leaf(out, 'cbc:TaxCurrencyCode', invoice.vatCurrency);
  leaf(out, 'cbc:AccountingCost', invoice.buyerAccountingReference);
  leaf(out, 'cbc:BuyerReference', invoice.buyerReference);
  if (invoice.invoicingPeriod || !isAbsent(invoice.taxPointCode)) {
    const mark = open(out, 'cac:InvoicePeriod');
    leaf(out, 'cbc:StartDate', invoice.invoicingPeriod?.start);
    leaf(out, 'cbc:EndDate', invoice.invoicingPeriod?.end);
    leaf(out, 'cbc:DescriptionCode', invoice.taxPointCode);
    close(out, 'cac:InvoicePeriod', mark);
  }
  orderReference(out, invoice);
  billingReferences(out, invoice);
  idReference(out, 'cac:DespatchDocumentReference', invoice.despatchAdviceReference);
  idReference(out, 'cac:ReceiptDocumentReference', invoice.receivingAdviceReference);
  if (credit) {
    idReference(out, 'cac:ContractDocumentReference', invoice.contractReference);
    additionalDocumentReferences(out, invoice);
    idReference(out, 'cac:OriginatorDocumentReference', invoice.tenderReference);
  } else {
    idReference(out, 'cac:OriginatorDocumentReference', invoice.tenderReference);
    idReference(out, 'cac:ContractDocumentReference', invoice.contractReference);
    additionalDocumentReferences(out, invoice);
    idReference(out, 'cac:ProjectReference', invoice.projectReference);
  }
  party(out, 'cac:AccountingSupplierParty', invoice.seller);
  party(out, 'cac:AccountingCustomerParty', invoice.buyer);
  payee(out, invoice.payee);
  delivery(out, invoice.delivery);
  payment(out, invoice);
  for (const value of invoice.allowances) allowanceCharge(out, false, value, invoice.currency, true);
  for (const value of invoice.charges) allowanceCharge(out, true, value, invoice.currency, true);
  taxTotals(out, invoice);
  legalMonetaryTotal(out, invoice);
  for (const value of invoice.lines) line(out, invoice.syntax, value, invoice.currency);
  out.push(credit ? '</CreditNote>' : '</Invoice>');
  return out.join('');
}
