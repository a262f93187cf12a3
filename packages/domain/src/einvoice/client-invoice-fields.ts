import type { EInvoice } from './einvoice.types';
import { NC_LIST_ID } from './einvoice-lines';

/**
 * The client invoice form field an e-invoice finding belongs to, from its location in the EInvoice
 * ("buyer.address.city" -> "partnerId", "lines.2.item.name" -> "lines.2.name"): the names of the
 * payload schema (client-document.schemas.ts, invoice-line.schemas.ts), so the form shows the
 * finding next to the field the user can change. Everything the company's own data gives (the
 * seller) is "seller", which the form shows as a general message; findings on the document as a
 * whole (totals, type code) are "". With the invoice, a VAT breakdown finding goes to the VAT rate
 * of the first line of its category and rate, and a classification to the CPV or NC field by its
 * list id; without it, they go to the document and to the CPV field.
 */
export function clientInvoiceFieldOf(location: string, invoice?: EInvoice): string {
  const path = location
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((part) => part !== '');
  const [head = '', ...rest] = path;
  if (head === 'lines') return lineFieldOf(rest, invoice);
  if (head === 'vatBreakdown') return breakdownFieldOf(rest, invoice);
  const fixed = HEADER_FIELDS[head];
  if (typeof fixed === 'string') return fixed;
  if (typeof fixed === 'function') return fixed(rest);
  return '';
}

const index = (part: string | undefined): number | null =>
  part !== undefined && /^\d+$/.test(part) ? Number(part) : null;

/** The field of a location after its first part (the rest of the path in `rest`). */
const HEADER_FIELDS: Record<string, string | ((rest: string[]) => string)> = {
  // BT-1 comes from the series the invoice is numbered in.
  id: 'documentSeriesId',
  issueDate: 'issueDate',
  dueDate: 'dueDate',
  notes: 'notes',
  taxPointDate: 'taxPointDate',
  taxPointCode: 'taxPointType',
  currency: 'currency',
  vatCurrency: 'currency',
  invoicingPeriod: (rest) => (rest[0] === 'end' ? 'billingPeriodEnd' : 'billingPeriodStart'),
  projectReference: 'projectReference',
  contractReference: 'contractReference',
  purchaseOrderReference: 'purchaseOrderReference',
  salesOrderReference: 'salesOrderReference',
  receivingAdviceReference: 'receivingAdviceReference',
  despatchAdviceReference: 'despatchAdviceReference',
  tenderReference: 'tenderReference',
  invoicedObject: 'invoicedObjectIdentifier',
  precedingInvoices: (rest) => (rest[1] === 'issueDate' ? 'previousInvoiceDate' : 'previousInvoiceNumber'),
  seller: 'seller',
  buyer: 'partnerId',
  payee: (rest) => (rest[0] === 'name' || rest.length === 0 ? 'beneficiaryName' : 'beneficiaryBusinessId'),
  delivery: (rest) => (rest[0] === 'date' ? 'deliveryDate' : 'deliveryAddressId'),
  paymentMeans: (rest) => (rest[1] === 'paymentId' ? 'paymentIdentifier' : 'companyBankAccountIds'),
  paymentTerms: 'paymentTerms',
  allowances: 'discountValue',
};

/** Where a line location points in the form's line ("lines.2.price.amount" -> "lines.2.price"). */
const LINE_FIELDS: Record<string, string | ((rest: string[]) => string)> = {
  quantity: 'quantity',
  unitCode: 'unitCode',
  net: 'price',
  note: 'description',
  accountingCost: 'clientAccountingReference',
  period: (rest) => (rest[0] === 'end' ? 'billingPeriodEnd' : 'billingPeriodStart'),
  allowances: 'discountPercent',
  charges: 'price',
  price: (rest) =>
    rest[0] === 'baseQuantity' ? 'baseQuantity' : rest[0] === 'baseUnitCode' ? 'unitCode' : 'price',
};

const ITEM_FIELDS: Record<string, string> = {
  name: 'name',
  description: 'description',
  sellerId: 'productCode',
  buyerId: 'partnerProductCode',
  vatCategory: 'vatRateId',
  vatRate: 'vatRateId',
};

function lineFieldOf(rest: string[], invoice: EInvoice | undefined): string {
  const position = index(rest[0]);
  if (position === null) return 'lines';
  const prefix = `lines.${position}`;
  const [field = '', ...further] = rest.slice(1);
  if (field === 'item') {
    const [itemField = ''] = further;
    if (itemField === 'classifications') {
      const listId = invoice?.lines[position]?.item.classifications[index(further[1]) ?? -1]?.listId;
      return `${prefix}.${listId === NC_LIST_ID ? 'ncCode' : 'cpvCode'}`;
    }
    if (itemField === 'standardId')
      return `${prefix}.${further[1] === 'schemeId' ? 'standardCodeScheme' : 'standardCode'}`;
    return `${prefix}.${ITEM_FIELDS[itemField] ?? 'name'}`;
  }
  const fixed = LINE_FIELDS[field];
  if (typeof fixed === 'string') return `${prefix}.${fixed}`;
  if (typeof fixed === 'function') return `${prefix}.${fixed(further)}`;
  return `${prefix}.name`;
}

/** A VAT breakdown row is the VAT rate of its lines: the first line of its category and rate. */
function breakdownFieldOf(rest: string[], invoice: EInvoice | undefined): string {
  const row = invoice?.vatBreakdown[index(rest[0]) ?? -1];
  if (!invoice || !row) return '';
  const line = invoice.lines.findIndex(
    (candidate) => candidate.item.vatCategory === row.category && candidate.item.vatRate === row.rate,
  );
  return line < 0 ? '' : `lines.${line}.vatRateId`;
}
