import { sampleAddress, sampleEInvoice, sampleLine } from '@app/domain/einvoice/einvoice.test-helpers';
import type { EInvoice, EInvoiceLine } from '@app/domain/einvoice/einvoice.types';
import { XMLParser } from 'fast-xml-parser';

/**
 * A CIUS-RO document with every term the model holds (except BT-7, which BR-CO-03 forbids next to
 * BT-8): EUR with the VAT total also in RON, standard-rated and exempt lines with line and price
 * allowances and charges, document allowance and charge, payee, delivery, two payment means (bank transfers: UBL-SR-47 wants one code),
 * attachments, and the texts needing escapes. Totals add up, so the official rules pass it.
 */
export function fullEInvoice(syntax: 'Invoice' | 'CreditNote' = 'Invoice'): EInvoice {
  const base = sampleEInvoice();
  const first: EInvoiceLine = {
    ...sampleLine({
      id: '1',
      quantity: '2',
      net: '198.00',
      price: '100.00',
      name: 'Consultanță IT & suport',
    }),
    note: 'Ore <lucrate> în "noiembrie"',
    objectId: { id: 'CONTOR-7', schemeId: 'AAB' },
    orderLineReference: '10',
    accountingCost: 'CC-IT',
    period: { start: '2026-10-01', end: '2026-10-31' },
    allowances: [
      {
        amount: '5.00',
        baseAmount: '200.00',
        percent: '2.5',
        vatCategory: null,
        vatRate: null,
        reason: 'Discount fidelitate',
        reasonCode: '95',
      },
    ],
    charges: [
      {
        amount: '3.00',
        baseAmount: null,
        percent: null,
        vatCategory: null,
        vatRate: null,
        reason: 'Ambalare',
        reasonCode: 'ABL',
      },
    ],
    price: { amount: '100.00', discount: '10.00', gross: '110.00', baseQuantity: '1', baseUnitCode: 'H87' },
  };
  first.item = {
    ...first.item,
    description: 'Servicii de consultanță pentru migrarea sistemelor',
    sellerId: 'SRV-IT-01',
    buyerId: 'B-778',
    standardId: { id: '5901234123457', schemeId: '0160' },
    classifications: [
      { code: '72000000-5', listId: 'STI', listVersionId: null },
      { code: '8471', listId: 'HS', listVersionId: '2022' },
    ],
    originCountry: 'DE',
    attributes: [
      { name: 'Nivel', value: 'Senior' },
      { name: 'Limbă', value: 'română' },
    ],
  };
  const second = sampleLine({ id: '2', quantity: '1', net: '50.00', price: '50.00', name: 'Licență anuală' });
  const exempt: EInvoiceLine = {
    ...sampleLine({ id: '3', quantity: '1', net: '100.00', price: '100.00', name: 'Curs autorizat' }),
    unitCode: 'C62',
  };
  exempt.item = { ...exempt.item, vatCategory: 'E', vatRate: '0' };
  return {
    ...base,
    syntax,
    typeCode: syntax === 'CreditNote' ? '381' : '380',
    profileId: 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
    id: syntax === 'CreditNote' ? 'NC0001' : 'FACT0002',
    notes: ['Vă mulțumim! R&D <nota> "A" \'B\'', 'A doua notă'],
    currency: 'EUR',
    vatCurrency: 'RON',
    buyerAccountingReference: '4111.01',
    buyerReference: 'REF-CUMP-1',
    invoicingPeriod: { start: '2026-10-01', end: '2026-10-31' },
    taxPointCode: '3',
    purchaseOrderReference: 'PO-2026-15',
    salesOrderReference: 'SO-88',
    precedingInvoices: [
      { id: 'FACT0001', issueDate: '2026-10-02' },
      { id: 'FACT0000', issueDate: null },
    ],
    despatchAdviceReference: 'AVIZ-12',
    receivingAdviceReference: 'NIR-34',
    tenderReference: 'LICIT-2026-1',
    contractReference: 'CTR-9/2025',
    invoicedObject: { id: 'ABON-5566', schemeId: 'AAB' },
    projectReference: 'PROIECT-X',
    attachments: [
      {
        id: 'ANEXA-1',
        description: 'Pontaj & deviz',
        embedded: {
          content: 'JVBERi0xLjQKJcOkw7zDtsOfCg==',
          mimeCode: 'application/pdf',
          filename: 'pontaj "oct".pdf',
        },
        uri: null,
      },
      { id: 'ANEXA-2', description: null, embedded: null, uri: 'https://example.ro/docs?a=1&b=2' },
    ],
    seller: {
      ...base.seller,
      tradingName: 'Alfa Soft',
      identifiers: [{ id: '5940000000019', schemeId: '0088' }],
      taxRegistrationId: '18547290',
      legalForm: 'Capital social 200 RON',
      electronicAddress: { id: 'facturi@alfasoft.ro', schemeId: 'EM' },
      address: {
        ...base.seller.address,
        additionalStreet: 'Etaj 2',
        addressLine: 'Clădirea B',
        postalCode: '400117',
      },
      contact: { name: 'Ana Pop', phone: '+40 264 000 000', email: 'ana@alfasoft.ro' },
    },
    buyer: {
      ...base.buyer,
      tradingName: 'Beta',
      identifiers: [{ id: 'CLIENT-42', schemeId: null }],
      electronicAddress: { id: 'efactura@beta.ro', schemeId: 'EM' },
      contact: { name: 'Ion Ionescu', phone: '0744123456', email: 'ion@beta.ro' },
    },
    payee: {
      name: 'Gama Factoring IFN SA',
      identifier: { id: '5940000000026', schemeId: '0088' },
      legalId: { id: 'J40/99/2001', schemeId: null },
    },
    delivery: {
      name: 'Depozit Beta',
      date: '2026-10-31',
      address: sampleAddress({ street: 'Strada Fabricii 5', city: 'Florești', postalCode: '407280' }),
    },
    paymentMeans: [
      {
        code: '30',
        text: 'Transfer bancar',
        paymentId: 'FACT0002 Beta',
        account: { id: 'RO49AAAA1B31007593840000', name: 'Alfa Soft SRL', bic: 'AAAARO22' },
        card: null,
      },
      // UBL-SR-47: all payment means of a document share one code.
      {
        code: '30',
        text: null,
        paymentId: null,
        account: { id: 'RO66BACX0000001234567890', name: null, bic: null },
        card: null,
      },
    ],
    paymentTerms: 'Plata în 30 de zile',
    allowances: [
      {
        amount: '10.00',
        baseAmount: '250.00',
        percent: '4',
        vatCategory: 'S',
        vatRate: '21',
        reason: 'Discount volum',
        reasonCode: '95',
      },
    ],
    charges: [
      {
        amount: '5.00',
        baseAmount: '100.00',
        percent: '5',
        vatCategory: 'S',
        vatRate: '21',
        reason: 'Transport',
        reasonCode: 'FC',
      },
    ],
    vatBreakdown: [
      {
        category: 'S',
        rate: '21',
        taxable: '243.00',
        vat: '51.03',
        exemptionReason: null,
        exemptionReasonCode: null,
      },
      {
        category: 'E',
        rate: '0',
        taxable: '100.00',
        vat: '0.00',
        exemptionReason: 'Scutit cf. art. 292 alin. (1) lit. a)',
        exemptionReasonCode: 'VATEX-EU-132-1I',
      },
    ],
    totals: {
      lineNet: '348.00',
      allowances: '10.00',
      charges: '5.00',
      taxExclusive: '343.00',
      vatTotal: '51.03',
      vatTotalAccounting: '253.62',
      taxInclusive: '394.03',
      prepaid: '100.00',
      rounding: '0.01',
      payable: '294.04',
    },
    lines: [first, second, exempt],
  };
}

/** An XML element as the tests look at it: children in document order. */
export type XmlNode = { name: string; attributes: Record<string, string>; text: string; children: XmlNode[] };

type Ordered = Record<string, unknown> & { ':@'?: Record<string, string> };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  htmlEntities: true,
});

function toNode(entry: Ordered): XmlNode {
  const name = Object.keys(entry).find((key) => key !== ':@') as string;
  const content = entry[name] as Ordered[];
  const children: XmlNode[] = [];
  let text = '';
  for (const child of content) {
    if ('#text' in child) text += String(child['#text']);
    else children.push(toNode(child));
  }
  return { name, attributes: entry[':@'] ?? {}, text, children };
}

/** The document element of `xml`, parsed back (entities decoded). */
export function xmlTree(xml: string): XmlNode {
  const entries = parser.parse(xml) as Ordered[];
  const root = entries.find((entry) => !('?xml' in entry) && !('#text' in entry));
  if (!root) throw new Error('no document element');
  return toNode(root);
}

/** Every element at `path` ("cac:Party/cbc:EndpointID") below `node`. */
export function findAll(node: XmlNode, path: string): XmlNode[] {
  let current = [node];
  for (const step of path.split('/')) {
    current = current.flatMap((parent) => parent.children.filter((child) => child.name === step));
  }
  return current;
}

/** The one element at `path`; fails when there is none or more than one. */
export function findOne(node: XmlNode, path: string): XmlNode {
  const found = findAll(node, path);
  if (found.length !== 1) throw new Error(`${found.length} elements at ${path}`);
  return found[0] as XmlNode;
}

/** The text at `path`, or undefined when the element is absent. */
export function textAt(node: XmlNode, path: string): string | undefined {
  return findAll(node, path)[0]?.text;
}

/** Names of the children of `node`, in order. */
export function childNames(node: XmlNode): string[] {
  return node.children.map((child) => child.name);
}
