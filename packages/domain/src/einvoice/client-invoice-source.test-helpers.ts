import type { DocumentParty } from '../invoicing/client-document.schemas';
import type { ClientInvoiceSource, ClientInvoiceSourceLine } from './client-invoice-source';

/**
 * Client invoice sources for tests (the mapping's own tests and the conformance corpus): a small
 * valid invoice in RON from a VAT-paying company in Cluj to a VAT-paying company in Bucharest,
 * sector 3, with two standard-rated lines. Tests change only what they test.
 */

type AddressSnapshot = DocumentParty['address'];

export function sampleAddressSnapshot(overrides: Partial<AddressSnapshot> = {}): AddressSnapshot {
  return {
    street: 'Strada Memorandumului 28',
    additionalStreet: null,
    additionalAddress: null,
    city: 'Cluj-Napoca',
    district: null,
    county: 'RO-CJ',
    postalCode: '400114',
    country: 'RO',
    ...overrides,
  };
}

/** The company as the server snapshots it: a VAT payer has "RO" before its CUI. */
export function sampleSellerParty(overrides: Partial<DocumentParty> = {}): DocumentParty {
  return {
    name: 'Alfa Soft SRL',
    businessId: 'RO18547290',
    personId: null,
    vatPayer: true,
    tradeRegisterNumber: 'J12/1234/2010',
    address: sampleAddressSnapshot(),
    email: 'facturi@alfasoft.ro',
    phone: '0264123456',
    bankAccounts: [{ iban: 'RO49AAAA1B31007593840000', bank: 'Banca Exemplu', currency: 'RON' }],
    ...overrides,
  };
}

/** A Romanian company client (its CUI without "RO", as partners store it). */
export function sampleBuyerParty(overrides: Partial<DocumentParty> = {}): DocumentParty {
  return {
    name: 'Beta Comerț SRL',
    businessId: '14399840',
    personId: null,
    vatPayer: true,
    tradeRegisterNumber: 'J40/5678/2001',
    address: sampleAddressSnapshot({
      street: 'Bulevardul Unirii 10',
      city: 'București',
      district: 3,
      county: 'RO-B',
      postalCode: '030167',
    }),
    email: 'contabilitate@beta.ro',
    phone: null,
    bankAccounts: [],
    deliveryAddress: null,
    ...overrides,
  };
}

/** A valid CNP (check digit right) for natural-person buyers. */
export const SAMPLE_CNP = '1800101120017';

/** A Romanian natural person client with a CNP; pass `personId: null` for one without. */
export function samplePersonBuyerParty(overrides: Partial<DocumentParty> = {}): DocumentParty {
  return sampleBuyerParty({
    name: 'Ion Popescu',
    businessId: null,
    personId: SAMPLE_CNP,
    vatPayer: false,
    tradeRegisterNumber: null,
    address: sampleAddressSnapshot({ street: 'Strada Florilor 5', city: 'Turda', postalCode: null }),
    email: null,
    ...overrides,
  });
}

/** A foreign company client: an EU VAT payer by default (German VAT id). */
export function sampleForeignBuyerParty(overrides: Partial<DocumentParty> = {}): DocumentParty {
  return sampleBuyerParty({
    name: 'Gamma GmbH',
    businessId: 'DE123456789',
    personId: null,
    vatPayer: true,
    tradeRegisterNumber: null,
    address: {
      street: 'Hauptstraße 1',
      additionalStreet: null,
      additionalAddress: null,
      city: 'Berlin',
      district: null,
      county: null,
      postalCode: '10115',
      country: 'DE',
    },
    ...overrides,
  });
}

export function sampleSourceLine(overrides: Partial<ClientInvoiceSourceLine> = {}): ClientInvoiceSourceLine {
  return {
    name: 'Consultanță IT',
    description: null,
    unitCode: 'H87',
    quantity: '2',
    baseQuantity: '1',
    price: '100',
    unitPrice: '100',
    discountPercent: null,
    vatCategory: 'S',
    vatRate: '21',
    exemptionReasonCode: null,
    currency: null,
    currencyRate: null,
    currencyPriceDescription: null,
    productCode: null,
    partnerProductCode: null,
    clientAccountingReference: null,
    standardCode: null,
    standardCodeScheme: null,
    cpvCode: null,
    ncCode: null,
    billingPeriodStart: null,
    billingPeriodEnd: null,
    ...overrides,
  };
}

/** A valid invoice: 2 x 100 + 5 x 10 at 21 % = 250.00 net, 52.50 VAT, 302.50 due. */
export function sampleClientInvoiceSource(overrides: Partial<ClientInvoiceSource> = {}): ClientInvoiceSource {
  return {
    seriesNumber: 'FACT0001',
    issueDate: '2026-11-02',
    dueDate: '2026-12-02',
    paymentTerms: null,
    currency: 'RON',
    currencyRate: null,
    pricesIncludeVat: false,
    notes: null,
    footerNotes: null,
    paymentIdentifier: null,
    paymentMethod: 'bank-transfer',
    projectReference: null,
    purchaseOrderReference: null,
    salesOrderReference: null,
    receivingAdviceReference: null,
    despatchAdviceReference: null,
    contractReference: null,
    tenderReference: null,
    invoicedObjectIdentifier: null,
    previousInvoiceNumber: null,
    previousInvoiceDate: null,
    billingPeriodStart: null,
    billingPeriodEnd: null,
    taxPointType: 'issue-date',
    taxPointDate: null,
    beneficiaryName: null,
    beneficiaryBusinessId: null,
    deliveryDate: null,
    discountType: null,
    discountValue: null,
    seller: sampleSellerParty(),
    buyer: sampleBuyerParty(),
    lines: [
      sampleSourceLine(),
      sampleSourceLine({ name: 'Hârtie A4', quantity: '5', price: '10', unitPrice: '10' }),
    ],
    ...overrides,
  };
}
