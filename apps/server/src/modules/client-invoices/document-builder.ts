import {
  type ClientDocumentPayload,
  type DocumentParty,
  REFERENCE_FIELDS,
  type ReferenceField,
} from '@app/domain/invoicing/client-document.schemas';
import { dueDateFor } from '@app/domain/invoicing/due-date';
import { foreignLineCurrency, linePriceInDocumentCurrency } from '@app/domain/invoicing/line-currency';
import { computeTotals, type DocumentTotals, totalsInputIssues } from '@app/domain/invoicing/totals';
import { isInvoiceVatCategory, vatCategoryIssues } from '@app/domain/invoicing/vat-category-rules';
import type { Db } from '../../db/client';
import { ValidationError } from '../../platform/http/errors';
import type { DocumentKind, DocumentValues, LineValues } from './client-invoices.repo';
import { documentSourcesRepo } from './document-sources.repo';

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

class Errors {
  readonly byField: Record<string, string[]> = {};
  add(path: (string | number)[], code: string) {
    const key = path.join('.');
    this.byField[key] = [...(this.byField[key] ?? []), code];
  }
  throwIfAny() {
    if (Object.keys(this.byField).length > 0) throw new ValidationError(this.byField);
  }
}

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
  const errors = new Errors();
  // One after another: a transaction's connection runs one query at a time anyway.
  const buyer = await documentSourcesRepo.buyer(db, companyId, payload.partnerId, payload.deliveryAddressId);
  const series = await documentSourcesRepo.series(db, companyId, payload.documentSeriesId);
  const rates = await documentSourcesRepo.vatRates(db, companyId, [
    ...new Set(payload.lines.map((l) => l.vatRateId)),
  ]);
  const units = await documentSourcesRepo.unitCodes(db, companyId, [
    ...new Set(payload.lines.map((l) => l.unitCode)),
  ]);
  const products = await documentSourcesRepo.products(db, companyId, [
    ...new Set(payload.lines.flatMap((l) => (l.productId ? [l.productId] : []))),
  ]);
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

  const rateById = new Map(rates.map((rate) => [rate.id, rate]));
  const productById = new Map(products.map((product) => [product.id, product]));
  payload.lines.forEach((line, index) => {
    const rate = rateById.get(line.vatRateId);
    if (!rate) errors.add(['lines', index, 'vatRateId'], 'exists');
    else if (!isInvoiceVatCategory(rate.code)) errors.add(['lines', index, 'vatRateId'], 'invalid');
    if (!units.has(line.unitCode)) errors.add(['lines', index, 'unitCode'], 'exists');
    if (line.productId) {
      const product = productById.get(line.productId);
      if (!product) errors.add(['lines', index, 'productId'], 'exists');
      else if (product.unitCode !== line.unitCode) errors.add(['lines', index, 'unitCode'], 'locked');
    }
  });
  errors.throwIfAny();

  const seller = await documentSourcesRepo.seller(db, companyId, payload.companyBankAccountIds);
  const party = (buyer as NonNullable<typeof buyer>).party;
  if (payload.beneficiaryBusinessId && sameBusinessId(payload.beneficiaryBusinessId, seller))
    errors.add(['beneficiaryBusinessId'], 'different');

  const lineRates = payload.lines.map((line) => rateById.get(line.vatRateId) as (typeof rates)[number]);
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
  const prices = payload.lines.map((line, index) => {
    const price = linePriceInDocumentCurrency(line, payload.currency);
    if (price === null) errors.add(['lines', index, 'currencyRate'], 'required');
    return price ?? line.price;
  });
  const totalsInput = {
    lines: payload.lines.map((line, index) => ({
      quantity: line.quantity,
      price: prices[index] as string,
      baseQuantity: line.baseQuantity,
      vatCategory: lineRates[index]?.code as 'S',
      vatRate: lineRates[index]?.value ?? '0',
      discountPercent: line.discountPercent,
    })),
    pricesIncludeVat: payload.pricesIncludeVat,
    discount:
      payload.discountType && payload.discountValue !== null
        ? { type: payload.discountType, value: payload.discountValue }
        : null,
    currencyRate: payload.currency === 'RON' ? null : payload.currencyRate,
  };
  for (const issue of totalsInputIssues(totalsInput)) {
    const [first, ...rest] = issue.path;
    errors.add(first === 'discount' ? ['discountValue'] : [first ?? 'lines', ...rest], issue.code);
  }
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
  const lines: LineValues[] = payload.lines.map((line, index) => {
    const rate = lineRates[index] as (typeof rates)[number];
    const computed = totals.lines[index] as DocumentTotals['lines'][number];
    // A price in the invoice's own currency keeps no currency of its own nor a rate.
    const currency = foreignLineCurrency(line.currency, payload.currency);
    return {
      ...line,
      currency,
      currencyRate: currency ? line.currencyRate : null,
      position: index + 1,
      vatCategory: rate.code,
      vatRate: rate.value ?? '0',
      exemptionReasonCode: rate.exemptionReasonCode,
      net: computed.net,
      vat: computed.vat,
      gross: computed.gross,
    };
  });
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
    amounts: { breakdown: totals.breakdown, allowances: totals.allowances, charges: totals.charges },
  };
}

const digits = (value: string) => value.toUpperCase().replace(/^RO/, '').replace(/\s+/g, '');
const sameBusinessId = (value: string, seller: DocumentParty) =>
  seller.businessId !== null && digits(value) === digits(seller.businessId);
