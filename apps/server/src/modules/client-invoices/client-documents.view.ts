import type {
  ClientDocument,
  ClientDocumentListItem,
  ClientDocumentPayload,
  DocumentWarning,
  ReferenceField,
} from '@app/domain/invoicing/client-document.schemas';
import { REFERENCE_FIELDS } from '@app/domain/invoicing/client-document.schemas';
import { paymentState, remainingToPay } from '@app/domain/invoicing/payment-state';
import type { DocumentListRow, DocumentRow, LineRow } from './client-invoices.repo';

type Linked = { id: string; seriesNumber: string | null; issueDate: string };

/** Payment state of an issued invoice; drafts, voided invoices and proformas have none. */
export function paymentStateOf(
  row: Pick<DocumentListRow, 'kind' | 'status' | 'amountDue' | 'paidTotal' | 'dueDate'>,
  today: string,
) {
  if (row.kind !== 'invoice' || row.status !== 'published') return null;
  return paymentState(row.amountDue, row.paidTotal, row.dueDate, today);
}

export function toListItem(row: DocumentListRow, today: string): ClientDocumentListItem {
  return {
    ...row,
    paymentState: paymentStateOf(row, today),
    createdAt: row.createdAt.toISOString(),
  };
}

const lineView = (line: LineRow) => ({
  id: line.id,
  productId: line.productId,
  name: line.name,
  description: line.description,
  unitCode: line.unitCode,
  quantity: line.quantity,
  baseQuantity: line.baseQuantity,
  packagingQuantity: line.packagingQuantity,
  price: line.price,
  discountPercent: line.discountPercent,
  vatRateId: line.vatRateId,
  vatCategory: line.vatCategory,
  vatRate: line.vatRate,
  exemptionReasonCode: line.exemptionReasonCode,
  currency: line.currency,
  currencyRate: line.currencyRate,
  currencyPriceDescription: line.currencyPriceDescription,
  productCode: line.productCode,
  partnerProductCode: line.partnerProductCode,
  clientAccountingReference: line.clientAccountingReference,
  cpvCode: line.cpvCode,
  ncCode: line.ncCode,
  isHighFiscalRisk: line.isHighFiscalRisk,
  billingPeriodStart: line.billingPeriodStart,
  billingPeriodEnd: line.billingPeriodEnd,
  net: line.net,
  vat: line.vat,
  gross: line.gross,
});

const referencesOf = (row: DocumentRow) =>
  Object.fromEntries(REFERENCE_FIELDS.map((field) => [field, row.references[field] ?? null])) as Record<
    ReferenceField,
    string | null
  >;

export function toClientDocument(
  row: DocumentRow,
  lines: LineRow[],
  context: { today: string; linked: Map<string, Linked>; warnings: DocumentWarning[] },
): ClientDocument {
  const link = (id: string | null) => (id ? (context.linked.get(id) ?? null) : null);
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    number: row.number,
    seriesNumber: row.seriesNumber,
    partnerId: row.partnerId,
    partnerName: row.partnerName,
    documentSeriesId: row.documentSeriesId,
    issueDate: row.issueDate,
    dueDateType: row.dueDateType as ClientDocument['dueDateType'],
    dueDate: row.dueDate,
    paymentTerms: row.paymentTerms,
    language: row.language as ClientDocument['language'],
    currency: row.currency,
    currencyRate: row.currencyRate,
    pricesIncludeVat: row.pricesIncludeVat,
    companyBankAccountIds: row.companyBankAccountIds,
    contactId: row.contactId,
    deliveryAddressId: row.deliveryAddressId,
    notes: row.notes,
    footerNotes: row.footerNotes,
    paymentIdentifier: row.paymentIdentifier,
    qrCodeText: row.qrCodeText,
    ...referencesOf(row),
    previousInvoiceNumber: row.previousInvoiceNumber,
    previousInvoiceDate: row.previousInvoiceDate,
    billingPeriodStart: row.billingPeriodStart,
    billingPeriodEnd: row.billingPeriodEnd,
    taxPointType: row.taxPointType as ClientDocument['taxPointType'],
    taxPointDate: row.taxPointDate,
    beneficiaryName: row.beneficiaryName,
    beneficiaryBusinessId: row.beneficiaryBusinessId,
    deliveryDate: row.deliveryDate,
    discountType: row.discountType as ClientDocument['discountType'],
    discountValue: row.discountValue,
    template: row.template as ClientDocument['template'],
    proformaId: row.proformaId,
    seller: row.seller,
    buyer: row.buyer,
    lines: lines.map(lineView),
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
  };
}

/** A stored document as the payload that would make it again (publication, copies, stornos). */
export function payloadOf(row: DocumentRow, lines: LineRow[]): ClientDocumentPayload {
  return {
    partnerId: row.partnerId,
    documentSeriesId: row.documentSeriesId,
    issueDate: row.issueDate,
    dueDateType: row.dueDateType as ClientDocumentPayload['dueDateType'],
    dueDate: row.dueDate,
    paymentTerms: row.paymentTerms,
    language: row.language as ClientDocumentPayload['language'],
    currency: row.currency,
    currencyRate: row.currencyRate,
    pricesIncludeVat: row.pricesIncludeVat,
    companyBankAccountIds: row.companyBankAccountIds,
    contactId: row.contactId,
    deliveryAddressId: row.deliveryAddressId,
    notes: row.notes,
    footerNotes: row.footerNotes,
    paymentIdentifier: row.paymentIdentifier,
    qrCodeText: row.qrCodeText,
    ...referencesOf(row),
    previousInvoiceNumber: row.previousInvoiceNumber,
    previousInvoiceDate: row.previousInvoiceDate,
    billingPeriodStart: row.billingPeriodStart,
    billingPeriodEnd: row.billingPeriodEnd,
    taxPointType: row.taxPointType as ClientDocumentPayload['taxPointType'],
    taxPointDate: row.taxPointDate,
    beneficiaryName: row.beneficiaryName,
    beneficiaryBusinessId: row.beneficiaryBusinessId,
    deliveryDate: row.deliveryDate,
    discountType: row.discountType as ClientDocumentPayload['discountType'],
    discountValue: row.discountValue,
    template: row.template as ClientDocumentPayload['template'],
    proformaId: row.proformaId,
    lines: lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      description: line.description,
      unitCode: line.unitCode,
      quantity: line.quantity,
      baseQuantity: line.baseQuantity,
      packagingQuantity: line.packagingQuantity,
      price: line.price,
      discountPercent: line.discountPercent,
      vatRateId: line.vatRateId,
      currency: line.currency,
      currencyRate: line.currencyRate,
      currencyPriceDescription: line.currencyPriceDescription,
      productCode: line.productCode,
      partnerProductCode: line.partnerProductCode,
      clientAccountingReference: line.clientAccountingReference,
      cpvCode: line.cpvCode,
      ncCode: line.ncCode,
      isHighFiscalRisk: line.isHighFiscalRisk,
      billingPeriodStart: line.billingPeriodStart,
      billingPeriodEnd: line.billingPeriodEnd,
    })),
  };
}
