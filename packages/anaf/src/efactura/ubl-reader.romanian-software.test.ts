import { sampleAddress, sampleLine, sampleParty } from '@app/domain/einvoice/einvoice.test-helpers';
import { CIUS_RO_CUSTOMIZATION_ID } from '@app/domain/einvoice/einvoice.types';
import { describe, expect, it } from 'vitest';
import { readUbl } from './ubl-reader';
import { fixtureBytes, fixtureText, noOptionalHeader } from './ubl-reader.test-support';

const line = (
  values: Parameters<typeof sampleLine>[0],
  item: Partial<ReturnType<typeof sampleLine>['item']> = {},
) => {
  const base = sampleLine(values);
  return { ...base, item: { ...base.item, ...item } };
};

describe('readUbl: invoices written the way Romanian invoicing software writes them', () => {
  it('reads a SmartBill-style invoice: default Invoice namespace, cac/cbc, a document discount, two VAT rates', () => {
    expect(readUbl(fixtureBytes('smartbill-style-invoice.xml'))).toEqual({
      ...noOptionalHeader(),
      syntax: 'Invoice',
      customizationId: CIUS_RO_CUSTOMIZATION_ID,
      id: 'SBF 0457',
      issueDate: '2026-10-15',
      dueDate: '2026-10-30',
      typeCode: '380',
      notes: [
        'Factura circula fara semnatura si stampila conform art. 319 alin. (29) Cod fiscal.',
        'Termen de plata: 15 zile',
      ],
      currency: 'RON',
      purchaseOrderReference: 'CMD 8812',
      seller: sampleParty({
        name: 'Tipografia Someș SRL',
        vatId: 'RO18547290',
        legalId: { id: 'J12/3456/2011', schemeId: null },
        legalForm: 'Capital social 200 RON',
        address: sampleAddress({ street: 'Str. Fabricii nr. 46, et. 2', postalCode: '400620' }),
        contact: { name: null, phone: '0264 555 123', email: 'facturi@tipografia-somes.ro' },
      }),
      buyer: sampleParty({
        name: 'Beta Comerț & Distribuție SRL',
        vatId: 'RO14399840',
        legalId: { id: 'J40/1020/2002', schemeId: null },
        address: sampleAddress({
          street: 'Bd. Unirii nr. 10, bl. 7B',
          city: 'SECTOR3',
          countrySubentity: 'RO-B',
        }),
      }),
      paymentMeans: [
        {
          code: '42',
          text: null,
          paymentId: null,
          account: { id: 'RO49AAAA1B31007593840000', name: 'Banca Transilvania', bic: null },
          card: null,
        },
      ],
      allowances: [
        {
          amount: '20.00',
          baseAmount: '400.00',
          percent: '5',
          vatCategory: 'S',
          vatRate: '21.00',
          reason: 'Discount comercial',
          reasonCode: '95',
        },
      ],
      vatBreakdown: [
        {
          category: 'S',
          rate: '21.00',
          taxable: '380.00',
          vat: '79.80',
          exemptionReason: null,
          exemptionReasonCode: null,
        },
        {
          category: 'S',
          rate: '11.00',
          taxable: '30.45',
          vat: '3.35',
          exemptionReason: null,
          exemptionReasonCode: null,
        },
      ],
      totals: {
        lineNet: '430.45',
        allowances: '20.00',
        charges: null,
        taxExclusive: '410.45',
        vatTotal: '83.15',
        vatTotalAccounting: null,
        taxInclusive: '493.60',
        prepaid: null,
        rounding: null,
        payable: '493.60',
      },
      lines: [
        line(
          { id: '1', quantity: '500', net: '400.00', price: '0.8000', name: 'Carti de vizita' },
          { description: 'Carti de vizita 9x5 cm, carton 350 g', sellerId: 'CV-350', vatRate: '21.00' },
        ),
        line(
          { id: '2', quantity: '3', net: '30.45', price: '10.15', name: 'Carte „Istoria tiparului”' },
          { vatRate: '11.00' },
        ),
      ],
    });
  });

  it('reads an Oblio-style storno: ubl:/a:/b: prefixes, negative quantities and amounts, the invoice it reverses', () => {
    const invoice = readUbl(fixtureText('oblio-style-storno.xml'));
    expect(invoice).toEqual({
      ...noOptionalHeader(),
      syntax: 'Invoice',
      customizationId: CIUS_RO_CUSTOMIZATION_ID,
      id: 'OBL-2026-0093',
      issueDate: '2026-11-04',
      typeCode: '380',
      notes: ['Stornare factura OBL-2026-0071 (retur marfa)'],
      currency: 'RON',
      buyerReference: 'Comanda telefonica',
      taxPointCode: '35',
      precedingInvoices: [{ id: 'OBL-2026-0071', issueDate: '2026-10-20' }],
      seller: sampleParty({
        name: 'Ștefan & Fiii SRL',
        tradingName: 'Librăria Ștefan',
        vatId: 'RO31415927',
        legalId: { id: 'J22/777/2015', schemeId: null },
        address: sampleAddress({
          street: 'Strada Ștefan cel Mare 12',
          city: 'Iași',
          countrySubentity: 'RO-IS',
        }),
      }),
      buyer: sampleParty({
        name: 'Popescu Maria',
        legalId: { id: '0000000000000', schemeId: null },
        address: sampleAddress({
          street: 'Aleea Teilor 3, ap. 4',
          city: 'Pașcani',
          countrySubentity: 'RO-IS',
        }),
      }),
      paymentMeans: [{ code: '10', text: 'Numerar', paymentId: null, account: null, card: null }],
      vatBreakdown: [
        {
          category: 'S',
          rate: '21',
          taxable: '-70.00',
          vat: '-14.70',
          exemptionReason: null,
          exemptionReasonCode: null,
        },
      ],
      totals: {
        lineNet: '-70.00',
        allowances: null,
        charges: null,
        taxExclusive: '-70.00',
        vatTotal: '-14.70',
        vatTotalAccounting: null,
        taxInclusive: '-84.70',
        prepaid: null,
        rounding: null,
        payable: '-84.70',
      },
      lines: [
        line({ id: '1', quantity: '-2', net: '-50.00', price: '25', name: 'Agendă 2027 A5' }),
        line({ id: '2', quantity: '-1.000', net: '-20.00', price: '20.00', name: 'Pix cu gel, albastru' }),
      ],
    });
  });

  it('reads a SAGA-style invoice: CRLF, a stylesheet PI, redeclared default namespaces, CDATA, a non-VAT seller', () => {
    expect(fixtureText('saga-style-invoice.xml')).toMatch(/^<\?xml[^\n]*\r\n<\?xml-stylesheet/);
    const invoice = readUbl(fixtureBytes('saga-style-invoice.xml'));
    expect(invoice).toEqual({
      ...noOptionalHeader(),
      syntax: 'Invoice',
      customizationId: CIUS_RO_CUSTOMIZATION_ID,
      id: 'SG 1207',
      issueDate: '2026-09-30',
      typeCode: '380',
      currency: 'RON',
      seller: sampleParty({
        name: 'Ferma Verde II',
        taxRegistrationId: '27182818',
        legalId: { id: 'F23/512/2019', schemeId: null },
        address: sampleAddress({
          street: 'Sat Ciorogârla, Str. Principală nr. 101',
          city: 'Ciorogârla',
          countrySubentity: 'RO-IF',
        }),
      }),
      // Category O: the buyer gives its CUI as a legal id, not a VAT id (BR-O-02).
      buyer: sampleParty({
        name: 'Piața Giulești Distribuție SA',
        legalId: { id: '16180339', schemeId: null },
        address: sampleAddress({ street: 'Calea Giulești 5', city: 'SECTOR6', countrySubentity: 'RO-B' }),
      }),
      paymentTerms: 'Plata in 30 de zile de la livrare',
      vatBreakdown: [
        {
          category: 'O',
          rate: null,
          taxable: '1250.50',
          vat: '0.00',
          exemptionReason: 'Neplatitor de TVA',
          exemptionReasonCode: 'VATEX-EU-O',
        },
      ],
      totals: {
        lineNet: '1250.50',
        allowances: null,
        charges: null,
        taxExclusive: '1250.50',
        vatTotal: '0.00',
        vatTotalAccounting: null,
        taxInclusive: '1250.50',
        prepaid: null,
        rounding: null,
        payable: '1250.50',
      },
      lines: [
        {
          ...line(
            { id: '1', quantity: '415.5', net: '1246.50', price: '3', name: 'Cartofi albi <calibru 40+>' },
            { vatCategory: 'O', vatRate: null },
          ),
          unitCode: 'KGM',
        },
        line(
          { id: '2', quantity: '1', net: '4.00', price: '4.00', name: 'Sac rafie 50\u00a0kg' },
          { vatCategory: 'O', vatRate: null },
        ),
      ],
    });
  });

  it('reads an invoice with only the required terms: every optional term null, lists empty, empty elements absent', () => {
    expect(readUbl(fixtureText('minimal-invoice.xml'))).toEqual({
      ...noOptionalHeader(),
      syntax: 'Invoice',
      customizationId: 'urn:cen.eu:en16931:2017',
      id: 'M-1',
      issueDate: '2026-01-05',
      typeCode: '380',
      currency: 'RON',
      seller: sampleParty({ name: 'Vânzător', address: emptyAddress() }),
      buyer: sampleParty({ name: 'Cumpărător', address: emptyAddress() }),
      totals: {
        lineNet: '0',
        allowances: null,
        charges: null,
        taxExclusive: '0',
        vatTotal: null,
        vatTotalAccounting: null,
        taxInclusive: '0',
        prepaid: null,
        rounding: null,
        payable: '0',
      },
      lines: [
        {
          ...line(
            { id: '1', quantity: '0', net: '0', price: '0', name: 'Mostră gratuită' },
            { vatCategory: 'Z', vatRate: '0' },
          ),
          unitCode: 'C62',
        },
      ],
    });
  });
});

function emptyAddress() {
  return sampleAddress({ street: null, city: null, countrySubentity: null });
}
