import type { Locale } from '@app/domain/auth/locale';
import type {
  ClientDocument,
  PaymentMethod,
  PDF_TEMPLATES,
  ReferenceField,
  TAX_POINT_TYPES,
} from '@app/domain/invoicing/client-document.schemas';
import type { DueDateType } from '@app/domain/invoicing/due-date';
import {
  type DiscountType,
  formDecimal as decimal,
  type LineFormValues,
  lineToValues,
  formText as text,
} from '../../../shared/invoicing/line-form-values';

// The invoice form's values: text as typed ('' for none), choices by id or code. The domain schema
// (clientDocumentInputSchema) turns them into the payload, so the form never builds one by hand.

export type TaxPointType = (typeof TAX_POINT_TYPES)[number];
export type PdfTemplate = (typeof PDF_TEMPLATES)[number];

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
  /** The warehouse an invoice unloads stock from (Smart plan); '' for none. */
  warehouseId: string;
  lines: LineFormValues[];
} & Record<ReferenceField, string>;

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
    warehouseId: '',
    lines: [],
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
    warehouseId: text(doc.warehouseId),
    lines: doc.lines.map(lineToValues),
  };
}

/** Invoice-only fields a proforma does not have: they stay at their defaults in a proforma's payload. */
export const INVOICE_ONLY_FIELDS = [
  'taxPointType',
  'taxPointDate',
  'billingPeriodStart',
  'billingPeriodEnd',
  'previousInvoiceNumber',
  'previousInvoiceDate',
  'warehouseId',
] as const;
