import { sampleAddress, sampleEInvoice } from '../einvoice.test-helpers';
import type { EInvoice, EInvoiceLine } from '../einvoice.types';

/**
 * Valid invoices the rule breakers start from: the sample itself, a rich one that fills every
 * optional part the rules look at, a foreign-currency one, a credit note, and one per VAT category.
 * Each must have no finding, natively and in the official artefacts (the tests check both).
 */

/** Every optional term the rules read, filled in consistently (totals included). */
export function richEInvoice(): EInvoice {
  const invoice = sampleEInvoice();
  invoice.notes = ['Factură emisă conform contractului.', '#AAI#Informații generale'];
  invoice.buyerAccountingReference = '4111';
  invoice.buyerReference = 'REF-CUMP-1';
  invoice.invoicingPeriod = { start: '2026-10-01', end: '2026-10-31' };
  invoice.purchaseOrderReference = 'PO-77';
  invoice.salesOrderReference = 'SO-12';
  invoice.despatchAdviceReference = 'AV-3';
  invoice.receivingAdviceReference = 'REC-4';
  invoice.tenderReference = 'LIC-5';
  invoice.contractReference = 'CTR-2026-01';
  invoice.projectReference = 'PRJ-9';
  invoice.invoicedObject = { id: 'OBJ-1', schemeId: 'AAA' };
  invoice.precedingInvoices = [{ id: 'FACT0000', issueDate: '2026-10-01' }];
  invoice.attachments = [
    {
      id: 'ANEXA-1',
      description: 'Situație de lucrări',
      embedded: { content: 'JVBERi0xLjQK', mimeCode: 'application/pdf', filename: 'anexa.pdf' },
      uri: null,
    },
  ];
  const { seller, buyer } = invoice;
  seller.tradingName = 'Alfa Soft';
  seller.legalForm = 'Capital social 200 lei';
  seller.electronicAddress = { id: 'facturi@alfa.ro', schemeId: 'EM' };
  seller.contact = { name: 'Ana Pop', phone: '0264 123 456', email: 'ana@alfa.ro' };
  seller.address = {
    ...seller.address,
    additionalStreet: 'Etaj 2',
    addressLine: 'Ap. 4',
    postalCode: '400001',
  };
  buyer.identifiers = [{ id: 'BETA-1', schemeId: null }];
  buyer.electronicAddress = { id: 'facturi@beta.ro', schemeId: 'EM' };
  buyer.contact = { name: 'Ion Ionescu', phone: '021 300 400', email: 'ion@beta.ro' };
  buyer.address = {
    ...buyer.address,
    additionalStreet: 'Bloc A',
    addressLine: 'Scara 1',
    postalCode: '030167',
  };
  invoice.payee = {
    name: 'Gamma Factoring SRL',
    identifier: null,
    legalId: { id: '12345678', schemeId: null },
  };
  invoice.delivery = {
    name: 'Depozit Beta',
    date: '2026-10-30',
    address: sampleAddress({ street: 'Strada Fabricii 5', city: 'Florești', postalCode: '407280' }),
  };
  const means = invoice.paymentMeans[0] as EInvoice['paymentMeans'][number];
  means.text = 'Transfer bancar';
  means.paymentId = 'FACT0001';
  means.account = { id: 'RO49AAAA1B31007593840000', name: 'Alfa Soft SRL', bic: 'BTRLRO22' };
  invoice.paymentTerms = 'Plata în 30 de zile.';
  invoice.allowances = [
    {
      amount: '10.00',
      baseAmount: '250.00',
      percent: '4',
      vatCategory: 'S',
      vatRate: '21',
      reason: 'Discount',
      reasonCode: '95',
    },
  ];
  invoice.charges = [
    {
      amount: '5.00',
      baseAmount: null,
      percent: null,
      vatCategory: 'S',
      vatRate: '21',
      reason: 'Transport',
      reasonCode: 'FC',
    },
  ];
  const [first, second] = invoice.lines as [EInvoiceLine, EInvoiceLine];
  first.note = 'Ore de consultanță';
  first.accountingCost = '628';
  first.period = { start: '2026-10-01', end: '2026-10-31' };
  first.orderLineReference = '1';
  first.net = '190.00';
  first.allowances = [
    {
      amount: '10.00',
      baseAmount: '200.00',
      percent: '5',
      vatCategory: null,
      vatRate: null,
      reason: 'Reducere',
      reasonCode: '95',
    },
  ];
  first.item = {
    ...first.item,
    description: 'Servicii de consultanță IT',
    sellerId: 'SRV-1',
    buyerId: 'B-1',
    standardId: { id: '5941234567890', schemeId: '0160' },
    classifications: [{ code: '72000000-5', listId: 'STI', listVersionId: null }],
    originCountry: 'RO',
    attributes: [{ name: 'Nivel', value: 'Senior' }],
  };
  second.net = '52.00';
  second.charges = [
    {
      amount: '2.00',
      baseAmount: null,
      percent: null,
      vatCategory: null,
      vatRate: null,
      reason: 'Ambalare',
      reasonCode: null,
    },
  ];
  second.price = {
    amount: '10.00',
    discount: '2.00',
    gross: '12.00',
    baseQuantity: '1',
    baseUnitCode: 'H87',
  };
  invoice.vatBreakdown = [
    {
      category: 'S',
      rate: '21',
      taxable: '237.00',
      vat: '49.77',
      exemptionReason: null,
      exemptionReasonCode: null,
    },
  ];
  invoice.totals = {
    lineNet: '242.00',
    allowances: '10.00',
    charges: '5.00',
    taxExclusive: '237.00',
    vatTotal: '49.77',
    vatTotalAccounting: null,
    taxInclusive: '286.77',
    prepaid: '20.00',
    rounding: '0.23',
    payable: '267.00',
  };
  return invoice;
}

/** The sample in euros: VAT accounted in RON (BT-6) with its RON total (BT-111). */
export function euroEInvoice(): EInvoice {
  const invoice = sampleEInvoice();
  invoice.currency = 'EUR';
  invoice.vatCurrency = 'RON';
  invoice.totals.vatTotalAccounting = '261.25';
  return invoice;
}

/** The sample as a credit note (381), with its due date in the payment means. */
export function creditNoteEInvoice(): EInvoice {
  const invoice = sampleEInvoice();
  invoice.syntax = 'CreditNote';
  invoice.typeCode = '381';
  invoice.precedingInvoices = [{ id: 'FACT0000', issueDate: '2026-10-01' }];
  return invoice;
}

type CategoryBase = { rate: string | null; vat: string; exemption: [string, string] | null };
const CATEGORY_BASES: Record<string, CategoryBase> = {
  S: { rate: '21', vat: '52.50', exemption: null },
  Z: { rate: '0', vat: '0.00', exemption: null },
  E: { rate: '0', vat: '0.00', exemption: ['Scutit conform art. 292', 'VATEX-EU-132'] },
  AE: { rate: '0', vat: '0.00', exemption: ['Taxare inversă', 'VATEX-EU-AE'] },
  K: { rate: '0', vat: '0.00', exemption: ['Livrare intracomunitară scutită', 'VATEX-EU-IC'] },
  G: { rate: '0', vat: '0.00', exemption: ['Export scutit', 'VATEX-EU-G'] },
  O: { rate: null, vat: '0.00', exemption: ['Neplătitor de TVA', 'VATEX-EU-O'] },
  L: { rate: '7', vat: '17.50', exemption: null },
  M: { rate: '4', vat: '10.00', exemption: null },
};

/** A valid invoice whose two lines (250.00 net) are all of one VAT category, parties to match. */
export function categoryEInvoice(category: string): EInvoice {
  const base = CATEGORY_BASES[category];
  if (!base) throw new Error(`no base for VAT category ${category}`);
  const invoice = sampleEInvoice();
  for (const line of invoice.lines) {
    line.item.vatCategory = category;
    line.item.vatRate = base.rate;
  }
  invoice.vatBreakdown = [
    {
      category,
      rate: base.rate,
      taxable: '250.00',
      vat: base.vat,
      exemptionReason: base.exemption?.[0] ?? null,
      exemptionReasonCode: base.exemption?.[1] ?? null,
    },
  ];
  const total = (250 + Number(base.vat)).toFixed(2);
  invoice.totals = { ...invoice.totals, vatTotal: base.vat, taxInclusive: total, payable: total };
  if (category === 'K') {
    invoice.buyer.vatId = 'DE123456789';
    invoice.buyer.legalId = null;
    invoice.buyer.address = sampleAddress({
      street: 'Hauptstraße 1',
      city: 'Berlin',
      countrySubentity: null,
      country: 'DE',
    });
    invoice.delivery = {
      name: null,
      date: '2026-10-30',
      address: sampleAddress({
        street: 'Hauptstraße 1',
        city: 'Berlin',
        countrySubentity: 'BE',
        country: 'DE',
      }),
    };
  }
  if (category === 'G') {
    invoice.buyer.vatId = null;
    invoice.buyer.legalId = { id: 'US-998877', schemeId: null };
    invoice.buyer.address = sampleAddress({
      street: '5th Avenue 1',
      city: 'New York',
      countrySubentity: 'NY',
      country: 'US',
    });
  }
  if (category === 'O') {
    invoice.seller.vatId = null;
    invoice.seller.taxRegistrationId = '18547290';
    invoice.buyer.vatId = null;
  }
  return invoice;
}
