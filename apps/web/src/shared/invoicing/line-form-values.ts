import type { DISCOUNT_TYPES } from '@app/domain/invoicing/client-document.schemas';
import type { InvoiceLine } from '@app/domain/invoicing/invoice-line.schemas';
import { STANDARD_CODE_TYPE } from '@app/domain/products/product-codes';

// An invoice line as the invoice forms (client and supplier) edit it: text as typed ('' for none),
// choices by id or code. The domain's line schema turns it into the payload.

export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/**
 * The fields of an invoice form the lines section reads (client and supplier invoices share them):
 * the partner (for offers and codes), the date and currency (for rates), prices with VAT and the
 * document discount.
 */
export type InvoiceLinesFormValues = {
  partnerId: string;
  issueDate: string;
  currency: string;
  currencyRate: string;
  pricesIncludeVat: boolean;
  discountType: DiscountType | null;
  discountValue: string;
  lines: LineFormValues[];
};

export type LineFormValues = {
  /** '' for a free line. */
  productId: string;
  name: string;
  description: string;
  unitCode: string;
  quantity: string;
  baseQuantity: string;
  packagingQuantity: string;
  price: string;
  discountPercent: string;
  vatRateId: string;
  /** The currency the price is written in when it is not the invoice's; null for the invoice's. */
  currency: string | null;
  currencyRate: string;
  currencyPriceDescription: string;
  productCode: string;
  partnerProductCode: string;
  clientAccountingReference: string;
  /** The item standard identifier (a GTIN...) and its ISO 6523 scheme ('' for none). */
  standardCode: string;
  standardCodeScheme: string;
  cpvCode: string;
  ncCode: string;
  isHighFiscalRisk: boolean;
  billingPeriodStart: string;
  billingPeriodEnd: string;
};

/** A stored decimal without its padding zeros ("1.250000" -> "1.25", "12.0000" -> "12"), exactly. */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

/** A stored text as the form holds it: '' for none. */
export const formText = (value: string | null | undefined): string => value ?? '';
/** A stored decimal as the form holds it: '' for none, without padding zeros. */
export const formDecimal = (value: string | null | undefined): string =>
  value === null || value === undefined ? '' : trimDecimal(value);

export function emptyLine(): LineFormValues {
  return {
    productId: '',
    name: '',
    description: '',
    unitCode: 'H87',
    quantity: '1',
    baseQuantity: '',
    packagingQuantity: '',
    price: '',
    discountPercent: '',
    vatRateId: '',
    currency: null,
    currencyRate: '',
    currencyPriceDescription: '',
    productCode: '',
    partnerProductCode: '',
    clientAccountingReference: '',
    standardCode: '',
    standardCodeScheme: '',
    cpvCode: '',
    ncCode: '',
    isHighFiscalRisk: false,
    billingPeriodStart: '',
    billingPeriodEnd: '',
  };
}

/** The lines part of a new invoice form: no partner, in RON, without lines or discount. */
export function emptyInvoiceLinesValues(issueDate: string): InvoiceLinesFormValues {
  return {
    partnerId: '',
    issueDate,
    currency: 'RON',
    currencyRate: '',
    pricesIncludeVat: false,
    discountType: null,
    discountValue: '',
    lines: [],
  };
}

export function lineToValues(line: InvoiceLine): LineFormValues {
  return {
    productId: formText(line.productId),
    name: line.name,
    description: formText(line.description),
    unitCode: line.unitCode,
    quantity: formDecimal(line.quantity),
    // The stored "1" is the default: the field stays empty for it.
    baseQuantity: formDecimal(line.baseQuantity) === '1' ? '' : formDecimal(line.baseQuantity),
    packagingQuantity: formDecimal(line.packagingQuantity),
    price: formDecimal(line.price),
    discountPercent: formDecimal(line.discountPercent),
    vatRateId: line.vatRateId,
    currency: line.currency ?? null,
    currencyRate: formDecimal(line.currencyRate),
    currencyPriceDescription: formText(line.currencyPriceDescription),
    productCode: formText(line.productCode),
    partnerProductCode: formText(line.partnerProductCode),
    clientAccountingReference: formText(line.clientAccountingReference),
    standardCode: formText(line.standardCode),
    standardCodeScheme: formText(line.standardCodeScheme),
    cpvCode: formText(line.cpvCode),
    ncCode: formText(line.ncCode),
    isHighFiscalRisk: line.isHighFiscalRisk,
    billingPeriodStart: formText(line.billingPeriodStart),
    billingPeriodEnd: formText(line.billingPeriodEnd),
  };
}

/** What a catalogue product gives a line: its name, unit, VAT rate and codes (the price comes from offers). */
export type ProductFacts = {
  id: string;
  name: string;
  description: string | null;
  measurementUnitCode: string;
  vatRateId: string | null;
  productCode: string | null;
  cpvClassificationCode: string | null;
  euCnClassificationCode: string | null;
  isHighFiscalRisk: boolean;
};

/** A client offer of a product: for one partner or (partnerId null) for every client. */
export type OfferFacts = {
  partnerId: string | null;
  currencyCode: string;
  price: string;
  vatRateId: string | null;
};

/**
 * The offer a line takes for a client in a currency: the client's own before the one for every
 * client, the document's currency before another (whose price the line then writes in that currency).
 */
export function bestOffer(offers: OfferFacts[], partnerId: string, currency: string): OfferFacts | null {
  const rank = (offer: OfferFacts) =>
    (offer.partnerId === partnerId ? 0 : 2) + (offer.currencyCode === currency ? 0 : 1);
  const usable = offers.filter((offer) => offer.partnerId === null || offer.partnerId === partnerId);
  return [...usable].sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

/** A product's code as the catalogue holds it for a client (`ProductCode`). */
export type CodeFacts = { partnerId: string; code: string; type: string; standardCodeType: string | null };

/**
 * The product's standard code for a line: the client's own first; else one held for another client,
 * since a standard code (a GTIN) names the item itself, whoever it was recorded for.
 */
export function standardCodeOf(
  codes: CodeFacts[],
  partnerId: string,
): { code: string; scheme: string } | null {
  const standard = codes.filter((code) => code.type === STANDARD_CODE_TYPE && code.standardCodeType);
  const chosen = standard.find((code) => code.partnerId === partnerId) ?? standard[0];
  return chosen ? { code: chosen.code, scheme: chosen.standardCodeType ?? '' } : null;
}

/** A line filled from the catalogue: the product's facts, the best offer's price, the client's codes. */
export function lineFromProduct(
  current: LineFormValues,
  product: ProductFacts,
  extras: {
    offer: OfferFacts | null;
    partnerProductCode: string | null;
    standardCode?: { code: string; scheme: string } | null;
    documentCurrency: string;
  },
): LineFormValues {
  const { offer } = extras;
  const otherCurrency = offer !== null && offer.currencyCode !== extras.documentCurrency;
  return {
    ...current,
    productId: product.id,
    name: product.name,
    description: formText(product.description),
    unitCode: product.measurementUnitCode,
    vatRateId: offer?.vatRateId ?? product.vatRateId ?? current.vatRateId,
    price: offer ? trimDecimal(offer.price) : current.price,
    currency: otherCurrency ? offer.currencyCode : null,
    // A rate belongs to its currency: another currency starts without one (the form fills it).
    currencyRate: otherCurrency && offer.currencyCode === current.currency ? current.currencyRate : '',
    productCode: formText(product.productCode),
    partnerProductCode: formText(extras.partnerProductCode),
    standardCode: formText(extras.standardCode?.code),
    standardCodeScheme: formText(extras.standardCode?.scheme),
    cpvCode: formText(product.cpvClassificationCode),
    ncCode: formText(product.euCnClassificationCode),
    isHighFiscalRisk: product.isHighFiscalRisk,
  };
}

/** The line as a free line again: the catalogue link goes, what was typed stays. */
export function freeLine(current: LineFormValues): LineFormValues {
  return { ...current, productId: '' };
}
