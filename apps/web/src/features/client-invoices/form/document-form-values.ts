import type { Locale } from '@app/domain/auth/locale';
import type {
  ClientDocument,
  DISCOUNT_TYPES,
  PaymentMethod,
  PDF_TEMPLATES,
  ReferenceField,
  TAX_POINT_TYPES,
} from '@app/domain/invoicing/client-document.schemas';
import type { DueDateType } from '@app/domain/invoicing/due-date';
import type { InvoiceLine } from '@app/domain/invoicing/invoice-line.schemas';
import { STANDARD_CODE_TYPE } from '@app/domain/products/product-codes';

// The invoice form's values: text as typed ('' for none), choices by id or code. The domain schema
// (clientDocumentInputSchema) turns them into the payload, so the form never builds one by hand.

export type DiscountType = (typeof DISCOUNT_TYPES)[number];
export type TaxPointType = (typeof TAX_POINT_TYPES)[number];
export type PdfTemplate = (typeof PDF_TEMPLATES)[number];

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

export type DocumentFormValues = {
  partnerId: string;
  documentSeriesId: string;
  issueDate: string;
  dueDateType: DueDateType;
  dueDate: string;
  paymentTerms: string;
  language: Locale;
  currency: string;
  currencyRate: string;
  pricesIncludeVat: boolean;
  companyBankAccountIds: string[];
  paymentMethod: PaymentMethod;
  contactId: string;
  deliveryAddressId: string;
  notes: string;
  footerNotes: string;
  paymentIdentifier: string;
  qrCodeText: string;
  previousInvoiceNumber: string;
  previousInvoiceDate: string;
  billingPeriodStart: string;
  billingPeriodEnd: string;
  taxPointType: TaxPointType;
  taxPointDate: string;
  beneficiaryName: string;
  beneficiaryBusinessId: string;
  deliveryDate: string;
  discountType: DiscountType | null;
  discountValue: string;
  template: PdfTemplate;
  proformaId: string;
  lines: LineFormValues[];
} & Record<ReferenceField, string>;

/** A stored decimal without its padding zeros ("1.250000" -> "1.25", "12.0000" -> "12"), exactly. */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

const text = (value: string | null | undefined): string => value ?? '';
const decimal = (value: string | null | undefined): string =>
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

export interface NewDocumentDefaults {
  issueDate: string;
  documentSeriesId?: string;
  language?: Locale;
  companyBankAccountIds?: string[];
}

/** A new document: dated today, due in 30 days, in RON, without lines. */
export function emptyDocumentValues(defaults: NewDocumentDefaults): DocumentFormValues {
  return {
    partnerId: '',
    documentSeriesId: defaults.documentSeriesId ?? '',
    issueDate: defaults.issueDate,
    dueDateType: '30-days',
    dueDate: '',
    paymentTerms: '',
    language: defaults.language ?? 'ro-RO',
    currency: 'RON',
    currencyRate: '',
    pricesIncludeVat: false,
    companyBankAccountIds: defaults.companyBankAccountIds ?? [],
    paymentMethod: 'bank-transfer',
    contactId: '',
    deliveryAddressId: '',
    notes: '',
    footerNotes: '',
    paymentIdentifier: '',
    qrCodeText: '',
    projectReference: '',
    purchaseOrderReference: '',
    salesOrderReference: '',
    receivingAdviceReference: '',
    despatchAdviceReference: '',
    contractReference: '',
    tenderReference: '',
    invoicedObjectIdentifier: '',
    previousInvoiceNumber: '',
    previousInvoiceDate: '',
    billingPeriodStart: '',
    billingPeriodEnd: '',
    taxPointType: 'issue-date',
    taxPointDate: '',
    beneficiaryName: '',
    beneficiaryBusinessId: '',
    deliveryDate: '',
    discountType: null,
    discountValue: '',
    template: 'classic',
    proformaId: '',
    lines: [],
  };
}

export function lineToValues(line: InvoiceLine): LineFormValues {
  return {
    productId: text(line.productId),
    name: line.name,
    description: text(line.description),
    unitCode: line.unitCode,
    quantity: decimal(line.quantity),
    // The stored "1" is the default: the field stays empty for it.
    baseQuantity: decimal(line.baseQuantity) === '1' ? '' : decimal(line.baseQuantity),
    packagingQuantity: decimal(line.packagingQuantity),
    price: decimal(line.price),
    discountPercent: decimal(line.discountPercent),
    vatRateId: line.vatRateId,
    currency: line.currency ?? null,
    currencyRate: decimal(line.currencyRate),
    currencyPriceDescription: text(line.currencyPriceDescription),
    productCode: text(line.productCode),
    partnerProductCode: text(line.partnerProductCode),
    clientAccountingReference: text(line.clientAccountingReference),
    standardCode: text(line.standardCode),
    standardCodeScheme: text(line.standardCodeScheme),
    cpvCode: text(line.cpvCode),
    ncCode: text(line.ncCode),
    isHighFiscalRisk: line.isHighFiscalRisk,
    billingPeriodStart: text(line.billingPeriodStart),
    billingPeriodEnd: text(line.billingPeriodEnd),
  };
}

/** A saved document as the form edits it; the due date is kept only when it was typed (custom). */
export function documentToValues(doc: ClientDocument): DocumentFormValues {
  return {
    partnerId: doc.partnerId,
    documentSeriesId: doc.documentSeriesId,
    issueDate: doc.issueDate,
    dueDateType: doc.dueDateType,
    dueDate: doc.dueDateType === 'custom' ? text(doc.dueDate) : '',
    paymentTerms: text(doc.paymentTerms),
    language: doc.language,
    currency: doc.currency,
    currencyRate: doc.currency === 'RON' ? '' : decimal(doc.currencyRate),
    pricesIncludeVat: doc.pricesIncludeVat,
    companyBankAccountIds: [...doc.companyBankAccountIds],
    paymentMethod: doc.paymentMethod,
    contactId: text(doc.contactId),
    deliveryAddressId: text(doc.deliveryAddressId),
    notes: text(doc.notes),
    footerNotes: text(doc.footerNotes),
    paymentIdentifier: text(doc.paymentIdentifier),
    qrCodeText: text(doc.qrCodeText),
    projectReference: text(doc.projectReference),
    purchaseOrderReference: text(doc.purchaseOrderReference),
    salesOrderReference: text(doc.salesOrderReference),
    receivingAdviceReference: text(doc.receivingAdviceReference),
    despatchAdviceReference: text(doc.despatchAdviceReference),
    contractReference: text(doc.contractReference),
    tenderReference: text(doc.tenderReference),
    invoicedObjectIdentifier: text(doc.invoicedObjectIdentifier),
    previousInvoiceNumber: text(doc.previousInvoiceNumber),
    previousInvoiceDate: text(doc.previousInvoiceDate),
    billingPeriodStart: text(doc.billingPeriodStart),
    billingPeriodEnd: text(doc.billingPeriodEnd),
    taxPointType: doc.taxPointType,
    taxPointDate: text(doc.taxPointDate),
    beneficiaryName: text(doc.beneficiaryName),
    beneficiaryBusinessId: text(doc.beneficiaryBusinessId),
    deliveryDate: text(doc.deliveryDate),
    discountType: doc.discountType,
    discountValue: doc.discountType ? decimal(doc.discountValue) : '',
    template: doc.template,
    proformaId: text(doc.proformaId),
    lines: doc.lines.map(lineToValues),
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
    description: text(product.description),
    unitCode: product.measurementUnitCode,
    vatRateId: offer?.vatRateId ?? product.vatRateId ?? current.vatRateId,
    price: offer ? trimDecimal(offer.price) : current.price,
    currency: otherCurrency ? offer.currencyCode : null,
    // A rate belongs to its currency: another currency starts without one (the form fills it).
    currencyRate: otherCurrency && offer.currencyCode === current.currency ? current.currencyRate : '',
    productCode: text(product.productCode),
    partnerProductCode: text(extras.partnerProductCode),
    standardCode: text(extras.standardCode?.code),
    standardCodeScheme: text(extras.standardCode?.scheme),
    cpvCode: text(product.cpvClassificationCode),
    ncCode: text(product.euCnClassificationCode),
    isHighFiscalRisk: product.isHighFiscalRisk,
  };
}

/** The line as a free line again: the catalogue link goes, what was typed stays. */
export function freeLine(current: LineFormValues): LineFormValues {
  return { ...current, productId: '' };
}

/** Invoice-only fields a proforma does not have: they stay at their defaults in a proforma's payload. */
export const INVOICE_ONLY_FIELDS = [
  'taxPointType',
  'taxPointDate',
  'billingPeriodStart',
  'billingPeriodEnd',
  'previousInvoiceNumber',
  'previousInvoiceDate',
] as const;
