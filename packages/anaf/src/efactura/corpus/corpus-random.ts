import type {
  ClientInvoiceSource,
  ClientInvoiceSourceLine,
} from '@app/domain/einvoice/client-invoice-source';
import type { DocumentParty } from '@app/domain/invoicing/client-document.schemas';
import { totalsInputIssues } from '@app/domain/invoicing/totals';
import type { VatCategoryCode } from '@app/domain/invoicing/vat-category-rules';
import { VAT_CATEGORY_RULES } from '@app/domain/vat-rates/vat-categories';
import fc from 'fast-check';
import { type CorpusInvoice, corpusInvoice, corpusLine } from './corpus-invoice';
import {
  COUNTIES_OUTSIDE_BUCHAREST,
  deliveryAddressOf,
  euCompanyBuyer,
  foreignPersonBuyer,
  nonEuCompanyBuyer,
  nonVatPayerSeller,
  romanianAddress,
  romanianCompanyBuyer,
  romanianPersonBuyer,
  vatPayerSeller,
} from './corpus-parties';
import { extrasShape, lineExtrasShape, withExtras, withLineExtras } from './corpus-random-extras';
import { optional, text } from './corpus-random-text';

/**
 * Random invoices over the same source shape as the fixed scenarios (fast-check), within what the
 * product lets a user issue: categories the seller and client allow (O alone and only for a
 * seller that does not pay VAT, K for EU VAT payers, G outside the EU, AE for VAT payers), amounts
 * the totals accept, texts within the limits. The same seed gives the same invoices.
 */

/** Decimal text with up to `decimals` decimals between 0 and `max` units. */
const decimal = (max: number, decimals: number) =>
  fc.integer({ min: 0, max: max * 10 ** decimals }).map((n) => {
    const value = (n / 10 ** decimals).toFixed(decimals);
    return value.includes('.') ? value.replace(/\.?0+$/, '') || '0' : value;
  });

const date = (from: string, to: string) =>
  fc
    .date({ min: new Date(`${from}T00:00:00Z`), max: new Date(`${to}T00:00:00Z`), noInvalidDate: true })
    .map((value) => value.toISOString().slice(0, 10));
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type BuyerKind =
  | 'ro-company'
  | 'ro-non-payer'
  | 'ro-person'
  | 'eu-company'
  | 'non-eu-company'
  | 'foreign-person';

const romanianPlace = fc.oneof(
  fc.constantFrom(...COUNTIES_OUTSIDE_BUCHAREST).map((county) => ({ county: county.code })),
  fc.integer({ min: 1, max: 6 }).map((sector) => ({ county: 'RO-B', sector })),
);

function buyerOf(kind: BuyerKind, n: number, place: { county: string; sector?: number }): DocumentParty {
  const address = romanianAddress(place, n);
  switch (kind) {
    case 'ro-company':
      return romanianCompanyBuyer(n, { address });
    case 'ro-non-payer':
      return romanianCompanyBuyer(n, { address, vatPayer: false });
    case 'ro-person':
      return romanianPersonBuyer(n, { address });
    case 'eu-company':
      return euCompanyBuyer(n);
    case 'non-eu-company':
      return nonEuCompanyBuyer(n);
    case 'foreign-person': {
      const [country, city] = n % 2 === 0 ? ['IT', 'Roma'] : ['US', 'Chicago'];
      return foreignPersonBuyer(country, city);
    }
  }
}

/** The categories a line may take, given who sells and who buys. */
function categoriesFor(sellerPaysVat: boolean, buyer: BuyerKind, n: number): VatCategoryCode[] {
  if (!sellerPaysVat) return ['O'];
  const categories: VatCategoryCode[] = ['S', 'S', 'S', 'Z', 'E'];
  if (buyer === 'ro-company' || buyer === 'eu-company') categories.push('AE');
  if (buyer === 'eu-company') categories.push('K');
  if (buyer === 'non-eu-company' || (buyer === 'foreign-person' && n % 2 === 1)) categories.push('G');
  return categories;
}

const EXEMPT = VAT_CATEGORY_RULES.E.exemptionCodes;
const UNITS = ['H87', 'C62', 'KGM', 'LTR', 'MTR', 'HUR', 'DAY', 'XBX', 'MTK', 'SET'];

const lineShape = fc.record({
  category: fc.nat(),
  rate: fc.constantFrom('21', '11'),
  exemption: fc.constantFrom(...EXEMPT),
  name: text(100),
  unitCode: fc.constantFrom(...UNITS),
  quantity: decimal(5_000, 4).filter((value) => value !== '0'),
  baseQuantity: fc.constantFrom('1', '1', '1', '10', '1000'),
  price: decimal(50_000, 4),
  discountPercent: optional(decimal(100, 2)),
  foreignPrice: fc.option(fc.constantFrom(['EUR', '4.9765'], ['USD', '4.4123'], ['RON', '1']), {
    nil: null,
    freq: 6,
  }),
  productCode: optional(text(200)),
  cpvCode: optional(fc.constantFrom('72000000-5', '30213100-6', '45000000-7')),
  ncCode: optional(fc.constantFrom('84713000', '94036010', '22021000')),
  extras: lineExtrasShape,
});
type LineShape = typeof lineShape extends fc.Arbitrary<infer T> ? T : never;

/** Invoice units per unit of the line's currency, from fixed RON rates. */
const RON_RATES: Record<string, string> = { RON: '1', EUR: '4.9765', USD: '4.4123' };
function crossRateOf(lineCurrency: string, currency: string, ronRate: string | null): string {
  if (currency === 'RON') return ronRate ?? '1';
  return (Number(RON_RATES[lineCurrency] ?? '1') / Number(RON_RATES[currency] ?? '1')).toFixed(6);
}

function lineOf(
  shape: LineShape,
  categories: VatCategoryCode[],
  currency: string,
  sign: string,
): ClientInvoiceSourceLine {
  const category = categories[shape.category % categories.length] as VatCategoryCode;
  const exemption =
    VAT_CATEGORY_RULES[category].exemption === 'required'
      ? category === 'E'
        ? shape.exemption
        : (VAT_CATEGORY_RULES[category].exemptionCodes[0] ?? null)
      : null;
  const [lineCurrency, ronRate] = shape.foreignPrice ?? [null, null];
  const foreign = lineCurrency !== null && lineCurrency !== currency;
  return corpusLine(currency, {
    name: shape.name,
    unitCode: shape.unitCode,
    quantity: `${sign}${shape.quantity}`,
    baseQuantity: shape.baseQuantity,
    price: shape.price,
    discountPercent: shape.discountPercent,
    vatCategory: category,
    vatRate: category === 'S' ? shape.rate : '0',
    exemptionReasonCode: exemption,
    currency: foreign ? lineCurrency : null,
    currencyRate: foreign ? crossRateOf(lineCurrency, currency, ronRate) : null,
    productCode: shape.productCode,
    cpvCode: shape.cpvCode,
    ncCode: shape.ncCode,
  });
}

const invoiceShape = fc.record({
  n: fc.integer({ min: 1, max: 1_000_000 }),
  // Nine in ten sellers pay VAT; the others issue category O only.
  sellerPaysVat: fc.integer({ min: 0, max: 9 }).map((n) => n > 0),
  sellerPlace: romanianPlace,
  buyerKind: fc.constantFrom<BuyerKind>(
    'ro-company',
    'ro-company',
    'ro-non-payer',
    'ro-person',
    'eu-company',
    'non-eu-company',
    'foreign-person',
  ),
  buyerPlace: romanianPlace,
  currency: fc.constantFrom(['RON', null], ['RON', null], ['EUR', '4.9765'], ['USD', '4.4123']),
  pricesIncludeVat: fc.boolean(),
  lines: fc.array(lineShape, { minLength: 1, maxLength: 6 }),
  storno: fc.constantFrom('none', 'none', 'none', '380', '381'),
  otherType: fc.constantFrom('380', '380', '380', '384', '389', '751'),
  discount: fc.option(fc.tuple(fc.constantFrom('fixed', 'percent', 'price-reduction'), decimal(100, 2)), {
    nil: null,
  }),
  issueDate: date('2025-08-01', '2027-12-31'),
  dueInDays: fc.option(fc.integer({ min: 0, max: 120 }), { nil: null, freq: 6 }),
  paymentTerms: optional(text(300)),
  reference: optional(text(200)),
  taxPoint: fc.constantFrom('issue-date', 'issue-date', 'delivery-date', 'payment-date', 'custom'),
  extras: extrasShape,
});
type InvoiceShape = typeof invoiceShape extends fc.Arbitrary<infer T> ? T : never;

function sourceOf(shape: InvoiceShape): Partial<ClientInvoiceSource> & { lines: ClientInvoiceSourceLine[] } {
  const [currency, currencyRate] = shape.currency as [string, string | null];
  const buyer = buyerOf(shape.buyerKind, shape.n, shape.buyerPlace);
  const categories = categoriesFor(shape.sellerPaysVat, shape.buyerKind, shape.n);
  const sign = shape.storno === 'none' ? '' : '-';
  const lines = shape.lines.map((line) =>
    withLineExtras(lineOf(line, categories, currency, sign), line.extras, shape.issueDate),
  );
  const seller = shape.sellerPaysVat
    ? vatPayerSeller(shape.n, { address: romanianAddress(shape.sellerPlace, shape.n) })
    : nonVatPayerSeller(shape.n, { address: romanianAddress(shape.sellerPlace, shape.n) });
  const intraCommunity = lines.some((line) => line.vatCategory === 'K');
  const [discountType, discountValue] = shape.discount ?? [null, null];
  const due = shape.dueInDays === null ? null : addDays(shape.issueDate, shape.dueInDays);
  const source = {
    seller,
    buyer: intraCommunity ? { ...buyer, deliveryAddress: deliveryAddressOf(buyer.address) } : buyer,
    currency,
    currencyRate,
    pricesIncludeVat: shape.pricesIncludeVat,
    issueDate: shape.issueDate,
    dueDate: due,
    // Without a due date the payment terms say when to pay (BR-CO-25).
    paymentTerms: due === null ? (shape.paymentTerms ?? 'La primirea facturii') : shape.paymentTerms,
    purchaseOrderReference: shape.reference,
    typeCode:
      shape.storno === '381'
        ? '381'
        : shape.storno === '380'
          ? '380'
          : (shape.otherType as ClientInvoiceSource['typeCode']),
    ...(shape.storno !== 'none' || shape.otherType === '384'
      ? { previousInvoiceNumber: `FACT${shape.n}`, previousInvoiceDate: addDays(shape.issueDate, -30) }
      : {}),
    discountType: discountType as ClientInvoiceSource['discountType'],
    discountValue,
    deliveryDate: intraCommunity || shape.taxPoint === 'delivery-date' ? addDays(shape.issueDate, -2) : null,
    taxPointType: shape.taxPoint as ClientInvoiceSource['taxPointType'],
    taxPointDate: shape.taxPoint === 'issue-date' ? null : addDays(shape.issueDate, -2),
    lines,
  };
  return withExtras(source, shape.extras, shape.n);
}

/** Drops a document discount the totals refuse (a fixed one above the lines' net total). */
function withinTotals(source: ReturnType<typeof sourceOf>): ReturnType<typeof sourceOf> {
  const input = {
    pricesIncludeVat: source.pricesIncludeVat ?? false,
    lines: source.lines.map((line) => ({
      ...line,
      price: line.unitPrice,
      vatCategory: line.vatCategory as VatCategoryCode,
    })),
    discount: source.discountType ? { type: source.discountType, value: source.discountValue ?? '0' } : null,
    currencyRate: source.currencyRate ?? null,
  };
  if (totalsInputIssues(input).length === 0) return source;
  return { ...source, discountType: null, discountValue: null };
}

export const clientInvoiceSourceArbitrary = invoiceShape.map((shape) => withinTotals(sourceOf(shape)));

/** `count` random invoices, the same for the same seed. */
export function randomCorpusInvoices(seed: number, count: number): CorpusInvoice[] {
  if (count <= 0) return [];
  return fc
    .sample(clientInvoiceSourceArbitrary, { seed, numRuns: count })
    .map((overrides, index) => corpusInvoice(`random/${seed}/${index}`, overrides));
}
