import {
  CIUS_RO_CUSTOMIZATION_ID,
  type EInvoice,
  type EInvoiceAddress,
  type EInvoiceLine,
  type EInvoiceParty,
} from './einvoice.types';

/**
 * A small valid CIUS-RO invoice for tests: two standard-rated lines in RON, a VAT-paying seller in
 * Cluj and a VAT-paying buyer in Bucharest, sector 3. Tests start from it and change what they test.
 */
export function sampleEInvoice(): EInvoice {
  return {
    syntax: 'Invoice',
    customizationId: CIUS_RO_CUSTOMIZATION_ID,
    profileId: null,
    id: 'FACT0001',
    issueDate: '2026-11-02',
    dueDate: '2026-12-02',
    typeCode: '380',
    notes: [],
    taxPointDate: null,
    currency: 'RON',
    vatCurrency: null,
    buyerAccountingReference: null,
    buyerReference: null,
    invoicingPeriod: null,
    taxPointCode: null,
    purchaseOrderReference: null,
    salesOrderReference: null,
    precedingInvoices: [],
    despatchAdviceReference: null,
    receivingAdviceReference: null,
    tenderReference: null,
    contractReference: null,
    invoicedObject: null,
    projectReference: null,
    attachments: [],
    seller: sampleParty({
      name: 'Alfa Soft SRL',
      vatId: 'RO18547290',
      legalId: { id: 'J12/1234/2010', schemeId: null },
      address: sampleAddress({
        street: 'Strada Memorandumului 28',
        city: 'Cluj-Napoca',
        countrySubentity: 'RO-CJ',
      }),
    }),
    buyer: sampleParty({
      name: 'Beta Comerț SRL',
      vatId: 'RO14399840',
      legalId: { id: '14399840', schemeId: null },
      address: sampleAddress({ street: 'Bulevardul Unirii 10', city: 'SECTOR3', countrySubentity: 'RO-B' }),
    }),
    payee: null,
    delivery: null,
    paymentMeans: [
      {
        code: '30',
        text: null,
        paymentId: null,
        account: { id: 'RO49AAAA1B31007593840000', name: null, bic: null },
        card: null,
      },
    ],
    paymentTerms: null,
    allowances: [],
    charges: [],
    vatBreakdown: [
      {
        category: 'S',
        rate: '21',
        taxable: '250.00',
        vat: '52.50',
        exemptionReason: null,
        exemptionReasonCode: null,
      },
    ],
    totals: {
      lineNet: '250.00',
      allowances: null,
      charges: null,
      taxExclusive: '250.00',
      vatTotal: '52.50',
      vatTotalAccounting: null,
      taxInclusive: '302.50',
      prepaid: null,
      rounding: null,
      payable: '302.50',
    },
    lines: [
      sampleLine({ id: '1', quantity: '2', net: '200.00', price: '100.00', name: 'Consultanță IT' }),
      sampleLine({ id: '2', quantity: '5', net: '50.00', price: '10.00', name: 'Hârtie A4' }),
    ],
  };
}

export function sampleAddress(overrides: Partial<EInvoiceAddress> = {}): EInvoiceAddress {
  return {
    street: 'Strada Exemplu 1',
    additionalStreet: null,
    addressLine: null,
    city: 'Cluj-Napoca',
    postalCode: null,
    countrySubentity: 'RO-CJ',
    country: 'RO',
    ...overrides,
  };
}

export function sampleParty(overrides: Partial<EInvoiceParty> = {}): EInvoiceParty {
  return {
    name: 'Exemplu SRL',
    tradingName: null,
    identifiers: [],
    vatId: null,
    taxRegistrationId: null,
    legalId: null,
    legalForm: null,
    electronicAddress: null,
    address: sampleAddress(),
    contact: null,
    ...overrides,
  };
}

export function sampleLine(values: {
  id: string;
  quantity: string;
  net: string;
  price: string;
  name: string;
}): EInvoiceLine {
  return {
    id: values.id,
    note: null,
    objectId: null,
    quantity: values.quantity,
    unitCode: 'H87',
    net: values.net,
    orderLineReference: null,
    accountingCost: null,
    period: null,
    allowances: [],
    charges: [],
    price: { amount: values.price, discount: null, gross: null, baseQuantity: null, baseUnitCode: null },
    item: {
      name: values.name,
      description: null,
      sellerId: null,
      buyerId: null,
      standardId: null,
      classifications: [],
      originCountry: null,
      vatCategory: 'S',
      vatRate: '21',
      attributes: [],
    },
  };
}
