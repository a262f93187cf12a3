import {
  type ClientDocumentPayload,
  type DocumentParty,
  REFERENCE_FIELDS,
  type ReferenceField,
} from '@app/domain/invoicing/client-document.schemas';
import { dueDateFor } from '@app/domain/invoicing/due-date';
import { computeTotals, type DocumentTotals } from '@app/domain/invoicing/totals';
import { vatCategoryIssues } from '@app/domain/invoicing/vat-category-rules';
import type { Db } from '../../db/client';
import {
  checkLineSources,
  FieldErrorCollector,
  lineRatesOf,
  loadLineSources,
  storedAmountsOf,
  storedLinesOf,
  totalsInputOf,
} from '../../platform/invoicing/invoice-lines-builder';
import type { DocumentKind, DocumentValues, LineValues } from './client-invoices.repo';
import { documentSourcesRepo } from './document-sources.repo';
import { warehouseIssue } from './invoice-stock';

export type BuiltDocument = {
  values: DocumentValues;
  lines: LineValues[];
  totals: DocumentTotals;
  buyerIsPerson: boolean;
};

const SERIES_TYPE: Record<DocumentKind, string> = {
  invoice: 'client-invoice',
  proforma: 'client-proforma-invoice',
};

/**
 * Checks a document payload against the company's data (spec 02 §5 Client invoice, Invoice line)
 * and turns it into the stored row, lines and totals: the parties as they are now, each line's VAT
 * rate as applied, the authoritative totals of the domain arithmetic. Every broken rule is a 422.
 */
export async function buildDocument(
  db: Db,
  companyId: string,
  kind: DocumentKind,
  payload: ClientDocumentPayload,
): Promise<BuiltDocument> {
  const errors = new FieldErrorCollector();
  // One after another: a transaction's connection runs one query at a time anyway.
  const buyer = await documentSourcesRepo.buyer(db, companyId, payload.partnerId, payload.deliveryAddressId);
  const series = await documentSourcesRepo.series(db, companyId, payload.documentSeriesId);
  const sources = await loadLineSources(db, companyId, payload.lines);
  const companyAccounts = await documentSourcesRepo.companyBankAccountIds(db, companyId);

  if (!buyer) errors.add(['partnerId'], 'exists');
  else if (buyer.partner.role !== 'client' && buyer.partner.role !== 'both')
    errors.add(['partnerId'], 'invalid');
  if (!series) errors.add(['documentSeriesId'], 'exists');
  else if (series.type !== SERIES_TYPE[kind]) errors.add(['documentSeriesId'], 'invalid');
  payload.companyBankAccountIds.forEach((id, index) => {
    if (!companyAccounts.includes(id)) errors.add(['companyBankAccountIds', index], 'exists');
  });
  if (
    buyer &&
    payload.contactId &&
    !(await documentSourcesRepo.partnerHas(db, buyer.partner.id, 'contact', payload.contactId))
  )
    errors.add(['contactId'], 'exists');
  if (
    buyer &&
    payload.deliveryAddressId &&
    !(await documentSourcesRepo.partnerHas(db, buyer.partner.id, 'address', payload.deliveryAddressId))
  )
    errors.add(['deliveryAddressId'], 'exists');
  const warehouse = payload.warehouseId && (await warehouseIssue(db, companyId, kind, payload.warehouseId));
  if (warehouse) errors.add(['warehouseId'], warehouse);

  checkLineSources(payload.lines, sources, errors);
  errors.throwIfAny();

  const seller = await documentSourcesRepo.seller(db, companyId, payload.companyBankAccountIds);
  const party = (buyer as NonNullable<typeof buyer>).party;
  if (payload.beneficiaryBusinessId && sameBusinessId(payload.beneficiaryBusinessId, seller))
    errors.add(['beneficiaryBusinessId'], 'different');

  const lineRates = lineRatesOf(payload.lines, sources);
  // A company that does not pay VAT invoices every line with its internal rate (code O).
  if (!seller.vatPayer) {
    lineRates.forEach((rate, index) => {
      if (!rate.internal) errors.add(['lines', index, 'vatRateId'], 'invalid');
    });
  }
  for (const issue of vatCategoryIssues(
    lineRates.map((rate) => ({ vatCategory: rate.code as 'S' })),
    { clientIsVatPayer: party.vatPayer },
  )) {
    errors.add(issue.path, issue.code);
  }

  // A line that cannot be priced in the invoice currency is refused, never billed at its price as
  // typed: the totals always count every line.
  const totalsInput = totalsInputOf(payload, lineRates, errors);
  const dueDate = dueDateFor(payload.dueDateType, payload.issueDate, payload.dueDate);
  if (dueDate !== null && dueDate < payload.issueDate) errors.add(['dueDate'], 'after_or_equal:issueDate');
  errors.throwIfAny();

  const totals = computeTotals(totalsInput);
  const { lines: _lines, dueDate: _typed, ...header } = payload;
  const columns = Object.fromEntries(
    Object.entries(header).filter(([field]) => !REFERENCE_FIELDS.includes(field as ReferenceField)),
  ) as Omit<typeof header, ReferenceField>;
  const values: DocumentValues = {
    ...columns,
    partnerName: (buyer as NonNullable<typeof buyer>).partner.name,
    dueDate,
    currencyRate: payload.currency === 'RON' ? null : payload.currencyRate,
    discountValue: payload.discountType ? payload.discountValue : null,
    references: Object.fromEntries(REFERENCE_FIELDS.map((field) => [field, payload[field]])),
    seller,
    buyer: party,
    ...amountColumns(totals),
  };
  // Line fields are stored under their own names, with the VAT rate as applied and the amounts.
  const lines: LineValues[] = storedLinesOf(payload, lineRates, totals);
  return { values, lines, totals, buyerIsPerson: buyer?.partner.type === 'person' };
}

/** The stored total columns and the breakdown of computed totals. */
export function amountColumns(totals: DocumentTotals) {
  return {
    lineNetTotal: totals.lineNetTotal,
    allowanceTotal: totals.allowanceTotal,
    chargeTotal: totals.chargeTotal,
    netTotal: totals.netTotal,
    vatTotal: totals.vatTotal,
    vatTotalRon: totals.vatTotalRon,
    grossTotal: totals.grossTotal,
    prepaid: totals.prepaid,
    rounding: totals.rounding,
    amountDue: totals.amountDue,
    amounts: storedAmountsOf(totals),
  };
}

const digits = (value: string) => value.toUpperCase().replace(/^RO/, '').replace(/\s+/g, '');
const sameBusinessId = (value: string, seller: DocumentParty) =>
  seller.businessId !== null && digits(value) === digits(seller.businessId);
