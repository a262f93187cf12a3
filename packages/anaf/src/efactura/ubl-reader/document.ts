import type { EInvoice, EInvoiceLine, EInvoiceSyntax } from '@app/domain/einvoice/einvoice.types';
import { LINE_KEYS } from './lines';
import { readDelivery, readParty, readPayee } from './parties';
import { readPaymentMeans } from './payment';
import { readReferences } from './references';
import { childrenOf, date, find, freeText, freeTextOf, invalid, required, requiredDate, text } from './terms';
import { readAllowancesAndCharges, readTotals, readVatTotals } from './totals';
import type { XmlElement } from './xml-tree';

const TYPE_CODE_KEYS: Readonly<Record<EInvoiceSyntax, string>> = {
  Invoice: 'cbc:InvoiceTypeCode',
  CreditNote: 'cbc:CreditNoteTypeCode',
};

/** The whole EInvoice from the root element; its lines were read as the parser met them. */
export function readDocument(root: XmlElement, syntax: EInvoiceSyntax, lines: EInvoiceLine[]): EInvoice {
  const customizationId = required(root, 'cbc:CustomizationID', 'BT-24 specification identifier');
  const id = required(root, 'cbc:ID', 'BT-1 invoice number');
  const issueDate = requiredDate(root, 'cbc:IssueDate', 'BT-2 invoice issue date');
  const typeCode = required(root, TYPE_CODE_KEYS[syntax], 'BT-3 invoice type code');
  const currency = required(root, 'cbc:DocumentCurrencyCode', 'BT-5 invoice currency code');
  const vatCurrency = text(root, 'cbc:TaxCurrencyCode');
  const period = find(root, 'cac:InvoicePeriod');
  const periodStart = date(
    period,
    'cbc:StartDate',
    'BT-73 invoicing period start date',
    'cac:InvoicePeriod: ',
  );
  const periodEnd = date(period, 'cbc:EndDate', 'BT-74 invoicing period end date', 'cac:InvoicePeriod: ');
  const seller = readParty(
    find(root, 'cac:AccountingSupplierParty'),
    'seller',
    'cac:AccountingSupplierParty',
  );
  const buyer = readParty(find(root, 'cac:AccountingCustomerParty'), 'buyer', 'cac:AccountingCustomerParty');
  const { allowances, charges } = readAllowancesAndCharges(root, 'document level: ', true);
  const vat = readVatTotals(root, currency, vatCurrency);
  const totals = readTotals(root, vat);
  if (lines.length === 0)
    throw invalid(`BG-25 invoice line (${LINE_KEYS[syntax]}) is missing: a document has at least one line`);

  return {
    syntax,
    customizationId,
    profileId: text(root, 'cbc:ProfileID'),
    id,
    issueDate,
    // A UBL 2.1 credit note has no cbc:DueDate: EN 16931 puts BT-9 in cac:PaymentMeans there.
    dueDate:
      date(root, 'cbc:DueDate', 'BT-9 payment due date') ??
      date(root, 'cac:PaymentMeans/cbc:PaymentDueDate', 'BT-9 payment due date'),
    typeCode,
    notes: childrenOf(root, 'cbc:Note').flatMap((note) => {
      const value = freeTextOf(note);
      return value === null ? [] : [value];
    }),
    taxPointDate: date(root, 'cbc:TaxPointDate', 'BT-7 value added tax point date'),
    currency,
    vatCurrency,
    buyerAccountingReference: freeText(root, 'cbc:AccountingCost'),
    buyerReference: freeText(root, 'cbc:BuyerReference'),
    invoicingPeriod:
      periodStart === null && periodEnd === null ? null : { start: periodStart, end: periodEnd },
    taxPointCode: text(period, 'cbc:DescriptionCode'),
    ...readReferences(root, syntax),
    seller,
    buyer,
    payee: readPayee(find(root, 'cac:PayeeParty')),
    delivery: readDelivery(find(root, 'cac:Delivery')),
    paymentMeans: readPaymentMeans(root),
    paymentTerms: freeText(root, 'cac:PaymentTerms/cbc:Note'),
    allowances,
    charges,
    vatBreakdown: vat.breakdown,
    totals,
    lines,
  };
}
