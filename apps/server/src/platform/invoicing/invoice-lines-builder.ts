import type { InvoiceLinePayload } from '@app/domain/invoicing/invoice-line.schemas';
import { foreignLineCurrency, linePriceInDocumentCurrency } from '@app/domain/invoicing/line-currency';
import {
  type DocumentDiscountType,
  type DocumentTotals,
  type TotalsInput,
  totalsInputIssues,
} from '@app/domain/invoicing/totals';
import { isInvoiceVatCategory, type VatCategoryCode } from '@app/domain/invoicing/vat-category-rules';
import type { Db } from '../../db/client';
import { ValidationError } from '../http/errors';
import { type LineVatRate, lineSourcesRepo } from './line-sources.repo';

/** Rule codes collected by field path ("lines.0.vatRateId"), thrown together as one 422. */
export class FieldErrorCollector {
  readonly byField: Record<string, string[]> = {};
  add(path: (string | number)[], code: string) {
    const key = path.join('.');
    this.byField[key] = [...(this.byField[key] ?? []), code];
  }
  throwIfAny() {
    if (Object.keys(this.byField).length > 0) throw new ValidationError(this.byField);
  }
}

/** The fields of a document payload that price its lines, the same on client and supplier invoices. */
export type PricedDocument = {
  lines: InvoiceLinePayload[];
  currency: string;
  currencyRate: string | null;
  pricesIncludeVat: boolean;
  discountType: DocumentDiscountType | null;
  discountValue: string | null;
};

/** A line as stored: its payload fields, its position, the VAT rate as applied and its amounts. */
export type StoredLineValues = InvoiceLinePayload & {
  position: number;
  vatCategory: string;
  vatRate: string;
  exemptionReasonCode: string | null;
  net: string;
  vat: string;
  gross: string;
};

export type LineSources = {
  rateById: Map<string, LineVatRate>;
  units: Set<string>;
  productById: Map<string, { id: string; unitCode: string }>;
};

const distinct = <T>(values: T[]) => [...new Set(values)];

/** The company's VAT rates, units and products the lines name, read one query after another. */
export async function loadLineSources(
  db: Db,
  companyId: string,
  lines: InvoiceLinePayload[],
): Promise<LineSources> {
  const rates = await lineSourcesRepo.vatRates(db, companyId, distinct(lines.map((l) => l.vatRateId)));
  const units = await lineSourcesRepo.unitCodes(db, companyId, distinct(lines.map((l) => l.unitCode)));
  const products = await lineSourcesRepo.products(
    db,
    companyId,
    distinct(lines.flatMap((l) => (l.productId ? [l.productId] : []))),
  );
  return {
    rateById: new Map(rates.map((rate) => [rate.id, rate])),
    units,
    productById: new Map(products.map((product) => [product.id, product])),
  };
}

/**
 * Spec 02 §5 Invoice line, Quantities and prices: each line's VAT rate, unit and product exist in
 * the company's catalogues, the rate can be invoiced, and a catalogued product keeps its unit.
 */
export function checkLineSources(
  lines: InvoiceLinePayload[],
  sources: LineSources,
  errors: FieldErrorCollector,
) {
  lines.forEach((line, index) => {
    const rate = sources.rateById.get(line.vatRateId);
    if (!rate) errors.add(['lines', index, 'vatRateId'], 'exists');
    else if (!isInvoiceVatCategory(rate.code)) errors.add(['lines', index, 'vatRateId'], 'invalid');
    if (!sources.units.has(line.unitCode)) errors.add(['lines', index, 'unitCode'], 'exists');
    if (line.productId) {
      const product = sources.productById.get(line.productId);
      if (!product) errors.add(['lines', index, 'productId'], 'exists');
      else if (product.unitCode !== line.unitCode) errors.add(['lines', index, 'unitCode'], 'locked');
    }
  });
}

/** Each line's VAT rate, once checkLineSources found them all. */
export const lineRatesOf = (lines: InvoiceLinePayload[], sources: LineSources): LineVatRate[] =>
  lines.map((line) => sources.rateById.get(line.vatRateId) as LineVatRate);

/**
 * The input of the domain's `computeTotals` for a document: every line priced in the document's
 * currency (a line that cannot be is refused next to its rate, never left out of the totals), the
 * document discount, the document's rate. Input issues are added to `errors` under the form's fields.
 */
export function totalsInputOf(
  doc: PricedDocument,
  lineRates: LineVatRate[],
  errors: FieldErrorCollector,
): TotalsInput {
  const prices = doc.lines.map((line, index) => {
    const price = linePriceInDocumentCurrency(line, doc.currency);
    if (price === null) errors.add(['lines', index, 'currencyRate'], 'required');
    return price ?? line.price;
  });
  const input: TotalsInput = {
    lines: doc.lines.map((line, index) => ({
      quantity: line.quantity,
      price: prices[index] as string,
      baseQuantity: line.baseQuantity,
      vatCategory: lineRates[index]?.code as VatCategoryCode,
      vatRate: lineRates[index]?.value ?? '0',
      discountPercent: line.discountPercent,
    })),
    pricesIncludeVat: doc.pricesIncludeVat,
    discount:
      doc.discountType && doc.discountValue !== null
        ? { type: doc.discountType, value: doc.discountValue }
        : null,
    currencyRate: doc.currency === 'RON' ? null : doc.currencyRate,
  };
  for (const issue of totalsInputIssues(input)) {
    const [first, ...rest] = issue.path;
    errors.add(first === 'discount' ? ['discountValue'] : [first ?? 'lines', ...rest], issue.code);
  }
  return input;
}

/** The lines as stored: fields under their own names, the VAT rate as applied, the computed amounts. */
export function storedLinesOf(
  doc: PricedDocument,
  lineRates: LineVatRate[],
  totals: DocumentTotals,
): StoredLineValues[] {
  return doc.lines.map((line, index) => {
    const rate = lineRates[index] as LineVatRate;
    const computed = totals.lines[index] as DocumentTotals['lines'][number];
    // A price in the invoice's own currency keeps no currency of its own nor a rate.
    const currency = foreignLineCurrency(line.currency, doc.currency);
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
}

/** The breakdown, allowances and charges of computed totals, as the documents' `amounts` column keeps them. */
export const storedAmountsOf = (totals: DocumentTotals) => ({
  breakdown: totals.breakdown,
  allowances: totals.allowances,
  charges: totals.charges,
});
