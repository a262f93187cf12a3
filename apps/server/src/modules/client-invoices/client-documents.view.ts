import { efacturaDeadlineOf } from '@app/domain/efactura/efactura-sending.schemas';
import type {
  ClientDocument,
  ClientDocumentListItem,
  ClientDocumentPayload,
  DocumentWarning,
  PaymentMethod,
  ReferenceField,
} from '@app/domain/invoicing/client-document.schemas';
import { REFERENCE_FIELDS } from '@app/domain/invoicing/client-document.schemas';
import { dueDateFor } from '@app/domain/invoicing/due-date';
import { linePriceInDocumentCurrency } from '@app/domain/invoicing/line-currency';
import { paymentState, remainingToPay } from '@app/domain/invoicing/payment-state';
import { todayInRomania } from '@app/domain/validators/iso-date';
import type { DocumentListRow, DocumentRow, LineRow } from './client-invoices.repo';

type Linked = { id: string; seriesNumber: string | null; issueDate: string };
type Header = Omit<ClientDocumentPayload, 'lines'>;

/** Payment state of an issued invoice; drafts, voided invoices and proformas have none. */
export function paymentStateOf(
  row: Pick<DocumentListRow, 'kind' | 'status' | 'amountDue' | 'paidTotal' | 'dueDate'>,
  today: string,
) {
  if (row.kind !== 'invoice' || row.status !== 'published') return null;
  return paymentState(row.amountDue, row.paidTotal, row.dueDate, today);
}

/** The last day to send an issued invoice to RO e-Factura (drafts have none yet). */
export function efacturaDeadlineOfRow(row: Pick<DocumentListRow, 'kind' | 'status' | 'issueDate'>) {
  return row.kind === 'invoice' && row.status !== 'draft' ? efacturaDeadlineOf(row.issueDate) : null;
}

export function toListItem(row: DocumentListRow, today: string): ClientDocumentListItem {
  return {
    ...row,
    paymentState: paymentStateOf(row, today),
    createdAt: row.createdAt.toISOString(),
    efacturaDeadline: efacturaDeadlineOfRow(row),
  };
}

/** The fields a document was saved with, as its payload names them (references unfolded). */
function headerOf(row: DocumentRow): Header {
  const references = Object.fromEntries(
    REFERENCE_FIELDS.map((field) => [field, row.references[field] ?? null]),
  ) as Record<ReferenceField, string | null>;
  return {
    partnerId: row.partnerId,
    documentSeriesId: row.documentSeriesId,
    issueDate: row.issueDate,
    dueDateType: row.dueDateType as Header['dueDateType'],
    dueDate: row.dueDate,
    paymentTerms: row.paymentTerms,
    language: row.language as Header['language'],
    currency: row.currency,
    currencyRate: row.currencyRate,
    pricesIncludeVat: row.pricesIncludeVat,
    companyBankAccountIds: row.companyBankAccountIds,
    contactId: row.contactId,
    deliveryAddressId: row.deliveryAddressId,
    notes: row.notes,
    footerNotes: row.footerNotes,
    paymentIdentifier: row.paymentIdentifier,
    paymentMethod: row.paymentMethod as PaymentMethod,
    qrCodeText: row.qrCodeText,
    ...references,
    previousInvoiceNumber: row.previousInvoiceNumber,
    previousInvoiceDate: row.previousInvoiceDate,
    billingPeriodStart: row.billingPeriodStart,
    billingPeriodEnd: row.billingPeriodEnd,
    taxPointType: row.taxPointType as Header['taxPointType'],
    taxPointDate: row.taxPointDate,
    beneficiaryName: row.beneficiaryName,
    beneficiaryBusinessId: row.beneficiaryBusinessId,
    deliveryDate: row.deliveryDate,
    discountType: row.discountType as Header['discountType'],
    discountValue: row.discountValue,
    template: row.template as Header['template'],
    proformaId: row.proformaId,
    warehouseId: row.warehouseId,
  };
}

/** A stored line as the answer shows it: every column but its owners and position. */
function lineView(line: LineRow) {
  const { companyId: _company, documentId: _document, position: _position, ...view } = line;
  return view;
}

/** A line as the answer shows it, with its unit price in the document's currency. */
function lineAnswer(line: LineRow, currency: string) {
  return { ...lineView(line), unitPrice: linePriceInDocumentCurrency(line, currency) ?? line.price };
}

export function toClientDocument(
  row: DocumentRow,
  lines: LineRow[],
  context: { today: string; linked: Map<string, Linked>; warnings: DocumentWarning[] },
): ClientDocument {
  const link = (id: string | null) => (id ? (context.linked.get(id) ?? null) : null);
  return {
    ...headerOf(row),
    id: row.id,
    kind: row.kind,
    status: row.status,
    number: row.number,
    seriesNumber: row.seriesNumber,
    partnerName: row.partnerName,
    seller: row.seller,
    buyer: row.buyer,
    lines: lines.map((line) => lineAnswer(line, row.currency)),
    totals: {
      lineNetTotal: row.lineNetTotal,
      allowanceTotal: row.allowanceTotal,
      chargeTotal: row.chargeTotal,
      netTotal: row.netTotal,
      vatTotal: row.vatTotal,
      vatTotalRon: row.vatTotalRon,
      grossTotal: row.grossTotal,
      prepaid: row.prepaid,
      rounding: row.rounding,
      amountDue: row.amountDue,
      breakdown: row.amounts.breakdown,
      allowances: row.amounts.allowances,
    },
    paidTotal: row.paidTotal,
    remaining: remainingToPay(row.amountDue, row.paidTotal),
    paymentState: paymentStateOf(row, context.today),
    refunds: link(row.refundsId),
    refundedBy: link(row.refundedById),
    proforma: link(row.proformaId),
    invoice: link(row.invoiceId),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    warnings: context.warnings,
    efacturaStatus: row.efacturaStatus,
    efacturaSendAfter: row.efacturaSendAfter?.toISOString() ?? null,
    efacturaDeadline: efacturaDeadlineOfRow(row),
  };
}

/** A stored document as the payload that would make it again (publication, copies, stornos). */
export function payloadOf(row: DocumentRow, lines: LineRow[]): ClientDocumentPayload {
  return {
    ...headerOf(row),
    lines: lines.map((line) => {
      const {
        id: _id,
        vatCategory: _category,
        vatRate: _rate,
        exemptionReasonCode: _reason,
        net: _net,
        vat: _vat,
        gross: _gross,
        ...input
      } = lineView(line);
      return input;
    }),
  };
}

/** A document's payload for a new draft made from it (copy, storno, invoice): dated today, no proforma. */
export function todayCopy(payload: ClientDocumentPayload): ClientDocumentPayload {
  const issueDate = todayInRomania();
  return {
    ...payload,
    issueDate,
    dueDate: payload.dueDateType === 'custom' ? dueDateFor('30-days', issueDate) : payload.dueDate,
    dueDateType: payload.dueDateType === 'custom' ? '30-days' : payload.dueDateType,
    taxPointType: 'issue-date',
    taxPointDate: null,
    proformaId: null,
  };
}
