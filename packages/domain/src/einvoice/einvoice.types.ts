/**
 * An EN 16931 invoice as the product reads and writes it: the business terms (BT-n, BG-n) in plain
 * values, independent of the XML syntax. The UBL writer turns it into XML, the UBL reader turns a
 * received XML back into it, and the native rule checks run over it, so the three agree by
 * construction.
 *
 * Every amount, quantity, rate and percent is decimal text exactly as computed or as written in the
 * XML ("100.00", "-3", "0.5"): never a float. Absent optional terms are null (lists are empty).
 */

/** UBL root: `Invoice` (380, 384, 389, 751) or `CreditNote` (381). */
export type EInvoiceSyntax = 'Invoice' | 'CreditNote';

export const CIUS_RO_CUSTOMIZATION_ID =
  'urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.1';

export const INVOICE_TYPE_CODES = ['380', '384', '389', '751'] as const;
export const CREDIT_NOTE_TYPE_CODES = ['381'] as const;
/** BT-8: invoice issue date (3), actual delivery date (35), amount paid that day (432). */
export const TAX_POINT_CODES = ['3', '35', '432'] as const;

export type EInvoiceIdentifier = {
  id: string;
  /** ISO 6523 ICD or another scheme; null when the XML gives none. */
  schemeId: string | null;
};

export type EInvoiceAddress = {
  /** BT-35 / BT-50 / BT-64 / BT-75 */
  street: string | null;
  /** BT-36 / BT-51 / BT-65 / BT-76 */
  additionalStreet: string | null;
  /** BT-162 / BT-163 / BT-164 / BT-165 */
  addressLine: string | null;
  /** BT-37 ...: for RO-B one of SECTOR1 .. SECTOR6 */
  city: string | null;
  /** BT-38 ... */
  postalCode: string | null;
  /** BT-39 ...: ISO 3166-2:RO for Romania ("RO-CJ", "RO-B") */
  countrySubentity: string | null;
  /** BT-40 / BT-55 / BT-69 / BT-80: ISO 3166-1 alpha-2 */
  country: string;
};

export type EInvoiceContact = {
  /** BT-41 / BT-56 */
  name: string | null;
  /** BT-42 / BT-57 */
  phone: string | null;
  /** BT-43 / BT-58 */
  email: string | null;
};

export type EInvoiceParty = {
  /** BT-27 / BT-44: legal registration name */
  name: string;
  /** BT-28 / BT-45 */
  tradingName: string | null;
  /** BT-29 / BT-46: party identifiers (cac:PartyIdentification) */
  identifiers: EInvoiceIdentifier[];
  /** BT-31 / BT-48: VAT identifier with its country prefix ("RO18547290"); null for a non-payer */
  vatId: string | null;
  /** BT-32: the seller's tax registration id when it has no VAT id (a Romanian CUI without RO) */
  taxRegistrationId: string | null;
  /** BT-30 / BT-47: legal registration id (trade register number, CUI, or CNP for a person) */
  legalId: EInvoiceIdentifier | null;
  /** BT-33: additional legal information (seller only) */
  legalForm: string | null;
  /** BT-34 / BT-49 */
  electronicAddress: EInvoiceIdentifier | null;
  /** BG-5 / BG-8 */
  address: EInvoiceAddress;
  /** BG-6 / BG-9 */
  contact: EInvoiceContact | null;
};

/** BG-10: the payee, when it is not the seller (the invoice's beneficiary). */
export type EInvoicePayee = {
  /** BT-59 */
  name: string;
  /** BT-60 */
  identifier: EInvoiceIdentifier | null;
  /** BT-61 */
  legalId: EInvoiceIdentifier | null;
};

/** BG-13 */
export type EInvoiceDelivery = {
  /** BT-70 */
  name: string | null;
  /** BT-72 */
  date: string | null;
  /** BG-15 */
  address: EInvoiceAddress | null;
};

/**
 * BG-16 payment instructions, one per UBL cac:PaymentMeans. Codes (UNCL 4461): 30 credit transfer,
 * 42 payment to bank account, 10 cash, 48 bank card, 54 credit card, 1 not defined, 97 clearing.
 */
export type EInvoicePaymentMeans = {
  /** BT-81 */
  code: string;
  /** BT-82 */
  text: string | null;
  /** BT-83: remittance information (max 140) */
  paymentId: string | null;
  /** BG-17: BT-84 account id (IBAN), BT-85 name, BT-86 BIC */
  account: { id: string; name: string | null; bic: string | null } | null;
  /** BG-18: BT-87 primary account number (last digits only), BT-88 holder */
  card: { pan: string; holder: string | null } | null;
};

/** BG-20 document allowance, BG-21 document charge, BG-27 line allowance, BG-28 line charge. */
export type EInvoiceAllowanceCharge = {
  /** BT-92 / BT-99 / BT-136 / BT-141 */
  amount: string;
  /** BT-93 / BT-100 / BT-137 / BT-142 */
  baseAmount: string | null;
  /** BT-94 / BT-101 / BT-138 / BT-143 */
  percent: string | null;
  /** BT-95 / BT-102 (document level only) */
  vatCategory: string | null;
  /** BT-96 / BT-103 (document level only) */
  vatRate: string | null;
  /** BT-97 / BT-104 / BT-139 / BT-144 */
  reason: string | null;
  /** BT-98 / BT-105 / BT-140 / BT-145 */
  reasonCode: string | null;
};

/** BG-23 */
export type EInvoiceVatBreakdown = {
  /** BT-118 */
  category: string;
  /** BT-119: null for category O */
  rate: string | null;
  /** BT-116 */
  taxable: string;
  /** BT-117 */
  vat: string;
  /** BT-120 */
  exemptionReason: string | null;
  /** BT-121 (VATEX) */
  exemptionReasonCode: string | null;
};

/** BG-22 */
export type EInvoiceTotals = {
  /** BT-106 */
  lineNet: string;
  /** BT-107 */
  allowances: string | null;
  /** BT-108 */
  charges: string | null;
  /** BT-109 */
  taxExclusive: string;
  /** BT-110: null only when the XML holds no TaxTotal in the invoice currency */
  vatTotal: string | null;
  /** BT-111: the VAT total in the VAT accounting currency (BT-6), RON for a foreign-currency invoice */
  vatTotalAccounting: string | null;
  /** BT-112 */
  taxInclusive: string;
  /** BT-113 */
  prepaid: string | null;
  /** BT-114 */
  rounding: string | null;
  /** BT-115 */
  payable: string;
};

export type EInvoiceItem = {
  /** BT-153 (max 100 in CIUS-RO) */
  name: string;
  /** BT-154 (max 200) */
  description: string | null;
  /** BT-155 */
  sellerId: string | null;
  /** BT-156 */
  buyerId: string | null;
  /** BT-157 with its scheme (BT-157-1, ISO 6523 ICD, e.g. 0160 GTIN) */
  standardId: EInvoiceIdentifier | null;
  /** BT-158 with its list id (BT-158-1, UNTDID 7143, rule BR-CL-13) and list version (BT-158-2) */
  classifications: { code: string; listId: string; listVersionId: string | null }[];
  /** BT-159 */
  originCountry: string | null;
  /** BT-151 */
  vatCategory: string;
  /** BT-152: null for category O */
  vatRate: string | null;
  /** BG-32: BT-160 name, BT-161 value (at most 50) */
  attributes: { name: string; value: string }[];
};

/** BG-25 */
export type EInvoiceLine = {
  /** BT-126 */
  id: string;
  /** BT-127 */
  note: string | null;
  /** BT-128 with its scheme */
  objectId: EInvoiceIdentifier | null;
  /** BT-129: negative on a storno line */
  quantity: string;
  /** BT-130: UN/ECE Rec 20/21 code */
  unitCode: string;
  /** BT-131 */
  net: string;
  /** BT-132 */
  orderLineReference: string | null;
  /** BT-133 */
  accountingCost: string | null;
  /** BG-26: BT-134, BT-135 */
  period: { start: string | null; end: string | null } | null;
  /** BG-27 */
  allowances: EInvoiceAllowanceCharge[];
  /** BG-28 */
  charges: EInvoiceAllowanceCharge[];
  /** BG-29 */
  price: {
    /** BT-146: net price (after the price discount), never negative */
    amount: string;
    /** BT-147: price discount */
    discount: string | null;
    /** BT-148: gross price */
    gross: string | null;
    /** BT-149 */
    baseQuantity: string | null;
    /** BT-150 */
    baseUnitCode: string | null;
  };
  /** BG-31 */
  item: EInvoiceItem;
};

/** BG-24: a supporting document, with its embedded file when there is one. */
export type EInvoiceAttachment = {
  /** BT-122 */
  id: string;
  /** BT-123 */
  description: string | null;
  /** BT-125 with BT-125-1 mime code and BT-125-2 file name: base64 text exactly as written */
  embedded: { content: string; mimeCode: string; filename: string } | null;
  /** BT-124 */
  uri: string | null;
};

export type EInvoice = {
  syntax: EInvoiceSyntax;
  /** BT-24 */
  customizationId: string;
  /** BT-23 */
  profileId: string | null;
  /** BT-1 */
  id: string;
  /** BT-2, YYYY-MM-DD */
  issueDate: string;
  /** BT-9 */
  dueDate: string | null;
  /** BT-3 */
  typeCode: string;
  /** BG-1 BT-22 notes, each at most 300 in CIUS-RO, at most 20 of them */
  notes: string[];
  /** BT-7 */
  taxPointDate: string | null;
  /** BT-5 */
  currency: string;
  /** BT-6: RON whenever BT-5 is not RON */
  vatCurrency: string | null;
  /** BT-19 */
  buyerAccountingReference: string | null;
  /** BT-10 */
  buyerReference: string | null;
  /** BG-14 BT-73, BT-74; BT-8 as `taxPointCode` */
  invoicingPeriod: { start: string | null; end: string | null } | null;
  /** BT-8 */
  taxPointCode: string | null;
  /** BT-13 */
  purchaseOrderReference: string | null;
  /** BT-14 */
  salesOrderReference: string | null;
  /** BG-3: BT-25 number, BT-26 issue date */
  precedingInvoices: { id: string; issueDate: string | null }[];
  /** BT-16 */
  despatchAdviceReference: string | null;
  /** BT-15 */
  receivingAdviceReference: string | null;
  /** BT-17 */
  tenderReference: string | null;
  /** BT-12 */
  contractReference: string | null;
  /** BT-18 with its scheme (BT-18-1) */
  invoicedObject: EInvoiceIdentifier | null;
  /** BT-11 */
  projectReference: string | null;
  /** BG-24 */
  attachments: EInvoiceAttachment[];
  /** BG-4 */
  seller: EInvoiceParty;
  /** BG-7 */
  buyer: EInvoiceParty;
  /** BG-10 */
  payee: EInvoicePayee | null;
  /** BG-13 */
  delivery: EInvoiceDelivery | null;
  /** BG-16 */
  paymentMeans: EInvoicePaymentMeans[];
  /** BT-20 (max 300 in CIUS-RO) */
  paymentTerms: string | null;
  /** BG-20 */
  allowances: EInvoiceAllowanceCharge[];
  /** BG-21 */
  charges: EInvoiceAllowanceCharge[];
  /** BG-23 */
  vatBreakdown: EInvoiceVatBreakdown[];
  /** BG-22 */
  totals: EInvoiceTotals;
  /** BG-25 */
  lines: EInvoiceLine[];
};
