import { sampleAddress, sampleLine, sampleParty } from '@app/domain/einvoice/einvoice.test-helpers';
import { CIUS_RO_CUSTOMIZATION_ID } from '@app/domain/einvoice/einvoice.types';
import { describe, expect, it } from 'vitest';
import { readUbl } from './ubl-reader';
import { fixtureBytes, noOptionalHeader } from './ubl-reader.test-support';

const PDF_BASE64 = [
  'JVBERi0xLjQKMSAwIG9iajw8L1R5cGUvQ2F0YWxvZy9QYWdlcyAyIDAgUj4+ZW5kb2JqCjIgMCBv',
  'Ymo8PC9UeXBlL1BhZ2VzL0tpZHNbXS9Db3VudCAwPj5lbmRvYmoKdHJhaWxlcjw8L1Jvb3QgMSAw',
  'IFI+PgolJUVPRgo=',
].join('\n');

describe('readUbl: invoices of foreign suppliers and foreign currencies', () => {
  const german = readUbl(fixtureBytes('german-supplier-reverse-charge.xml'));

  it('reads the header of a Peppol-style German invoice in EUR with ns2:/ns3: prefixes and a UBL extension', () => {
    const { seller, buyer, payee, delivery, lines, attachments, ...header } = german;
    const { payee: _payee, delivery: _delivery, attachments: _attachments, ...optional } = noOptionalHeader();
    expect(header).toEqual({
      ...optional,
      syntax: 'Invoice',
      customizationId: 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
      profileId: 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
      id: 'RE-2026-10412',
      issueDate: '2026-11-03',
      dueDate: '2026-12-03',
      typeCode: '380',
      notes: ['Steuerschuldnerschaft des Leistungsempfängers (reverse charge)'],
      taxPointDate: '2026-10-31',
      currency: 'EUR',
      vatCurrency: 'RON',
      buyerAccountingReference: 'KST-4711',
      buyerReference: 'PO-RO-2026-88',
      invoicingPeriod: { start: '2026-10-01', end: '2026-10-31' },
      purchaseOrderReference: 'PO-RO-2026-88',
      salesOrderReference: 'AB-99120',
      despatchAdviceReference: 'LS-55120',
      receivingAdviceReference: 'NIR-311',
      tenderReference: 'LICIT-2026-4',
      contractReference: 'RV-2025-017',
      invoicedObject: { id: 'ZAEHLER-8841', schemeId: 'AAB' },
      projectReference: 'PRJ-CLUJ-2',
      paymentMeans: [
        {
          code: '58',
          text: 'SEPA credit transfer',
          paymentId: 'RE-2026-10412',
          account: { id: 'DE89370400440532013000', name: 'Factoring Süd AG', bic: 'COBADEFFXXX' },
          card: null,
        },
      ],
      paymentTerms: '30 Tage netto',
      charges: [
        {
          amount: '35.00',
          baseAmount: null,
          percent: null,
          vatCategory: 'AE',
          vatRate: '0',
          reason: 'Fracht',
          reasonCode: 'FC',
        },
      ],
      vatBreakdown: [
        {
          category: 'AE',
          rate: '0',
          taxable: '1201.00',
          vat: '0.00',
          exemptionReason: 'Reverse charge',
          exemptionReasonCode: 'VATEX-EU-AE',
        },
      ],
      totals: {
        lineNet: '1166.00',
        allowances: null,
        charges: '35.00',
        taxExclusive: '1201.00',
        vatTotal: '0.00',
        vatTotalAccounting: '0.00',
        taxInclusive: '1201.00',
        prepaid: '200.00',
        rounding: null,
        payable: '1001.00',
      },
    });
  });

  it('keeps the embedded PDF as the base64 text written, with its mime code and file name, and a linked document', () => {
    expect(german.attachments).toEqual([
      {
        id: 'RE-2026-10412.pdf',
        description: 'Rechnung als PDF',
        embedded: { content: PDF_BASE64, mimeCode: 'application/pdf', filename: 'RE-2026-10412.pdf' },
        uri: null,
      },
      {
        id: 'Leistungsnachweis',
        description: null,
        embedded: null,
        uri: 'https://portal.example.de/nachweis/10412',
      },
    ]);
    const pdf = Buffer.from(german.attachments[0]?.embedded?.content ?? '', 'base64').toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
  });

  it('reads the German seller (DE VAT id and a tax number), the Romanian buyer, the payee and the delivery', () => {
    expect(german.seller).toEqual({
      name: 'Müller Maschinenbau GmbH',
      tradingName: 'Müller Maschinenbau',
      identifiers: [{ id: '4012345000009', schemeId: '0088' }],
      vatId: 'DE811907980',
      taxRegistrationId: '99/815/08150',
      legalId: { id: 'HRB 123456', schemeId: '0204' },
      legalForm: 'Amtsgericht Stuttgart HRB 123456',
      electronicAddress: { id: 'DE811907980', schemeId: '9930' },
      address: {
        street: 'Industriestraße 17',
        additionalStreet: 'Halle 3',
        addressLine: null,
        city: 'Stuttgart',
        postalCode: '70565',
        countrySubentity: 'Baden-Württemberg',
        country: 'DE',
      },
      contact: {
        name: 'Jürgen Weiß',
        phone: '+49 711 123450',
        email: 'rechnung@mueller-maschinenbau.example',
      },
    });
    expect(german.buyer).toEqual(
      sampleParty({
        name: 'Transilvania Industrial SRL',
        vatId: 'RO14399840',
        legalId: { id: 'J12/2020/2004', schemeId: null },
        electronicAddress: { id: 'RO14399840', schemeId: '9947' },
        address: sampleAddress({
          street: 'Strada Tăbăcarilor 3',
          addressLine: 'Hala B, rampa 2',
          postalCode: '400139',
        }),
      }),
    );
    expect(german.payee).toEqual({
      name: 'Factoring Süd AG',
      identifier: { id: 'DE98ZZZ09999999999', schemeId: 'SEPA' },
      legalId: { id: 'HRB 765432', schemeId: '0204' },
    });
    expect(german.delivery).toEqual({
      name: 'Depozit Turda',
      date: '2026-10-28',
      address: sampleAddress({ street: 'Strada Fabricii 7', city: 'Turda' }),
    });
  });

  it('reads line notes, periods, order line references, object ids, line allowances and every item term', () => {
    const [hours, part] = german.lines.map((line) => line);
    expect(hours).toEqual({
      ...sampleLine({ id: '10', quantity: '10', net: '950.00', price: '95.00', name: 'Montagestunden' }),
      note: 'Montage vor Ort',
      unitCode: 'HUR',
      orderLineReference: '3',
      accountingCost: 'KST-4711-M',
      period: { start: '2026-10-27', end: '2026-10-28' },
      item: {
        ...sampleLine({ id: '', quantity: '', net: '', price: '', name: 'Montagestunden' }).item,
        vatCategory: 'AE',
        vatRate: '0',
      },
    });
    expect(part).toEqual({
      ...sampleLine({ id: '20', quantity: '2', net: '216.00', price: '120.00', name: '' }),
      objectId: { id: 'SN-77-0012', schemeId: 'AAB' },
      unitCode: 'C62',
      allowances: [
        {
          amount: '24.00',
          baseAmount: '240.00',
          percent: '10',
          vatCategory: null,
          vatRate: null,
          reason: 'Rabatt',
          reasonCode: '95',
        },
      ],
      item: {
        name: 'Spindellager SL-40',
        description: 'Ersatzteil Spindellager, gehärtet',
        sellerId: 'SL-40',
        buyerId: 'MAT-009921',
        standardId: { id: '4012345678901', schemeId: '0160' },
        classifications: [{ code: '84823000', listId: 'HS', listVersionId: '2022' }],
        originCountry: 'DE',
        vatCategory: 'AE',
        vatRate: '0',
        attributes: [{ name: 'Durchmesser', value: '40 mm' }],
      },
    });
  });

  it('reads a credit note in EUR with its VAT total in RON (BT-111), written before the EUR one', () => {
    expect(readUbl(fixtureBytes('credit-note-eur.xml'))).toEqual({
      ...noOptionalHeader(),
      syntax: 'CreditNote',
      customizationId: CIUS_RO_CUSTOMIZATION_ID,
      id: 'NC-2026-0008',
      issueDate: '2026-11-10',
      // BT-9 of a credit note sits in cac:PaymentMeans.
      dueDate: '2026-11-25',
      typeCode: '381',
      notes: ['Credit note for returned goods'],
      currency: 'EUR',
      vatCurrency: 'RON',
      precedingInvoices: [
        { id: 'EXP-2026-0142', issueDate: '2026-10-02' },
        { id: 'EXP-2026-0150', issueDate: null },
      ],
      // A credit note has no cac:ProjectReference: BT-11 is the document reference of type 50.
      projectReference: 'PRJ-77',
      seller: sampleParty({
        name: 'Export Vin SRL',
        vatId: 'RO24680135',
        legalId: { id: 'J40/9876/2018', schemeId: null },
        electronicAddress: { id: 'office@export-vin.ro', schemeId: 'EM' },
        address: sampleAddress({
          street: 'Strada Viilor 2',
          city: 'SECTOR1',
          postalCode: '011234',
          countrySubentity: 'RO-B',
        }),
      }),
      buyer: sampleParty({
        name: 'Hotel Coroana SRL',
        vatId: 'RO13579246',
        address: sampleAddress({ street: 'Strada Morii 9', city: 'Brașov', countrySubentity: 'RO-BV' }),
        contact: { name: 'Receptie', phone: null, email: null },
      }),
      delivery: { name: null, date: '2026-10-03', address: null },
      paymentMeans: [
        { code: '48', text: null, paymentId: null, account: null, card: { pan: '4321', holder: 'ION POPA' } },
      ],
      vatBreakdown: [
        {
          category: 'S',
          rate: '21',
          taxable: '100.00',
          vat: '21.00',
          exemptionReason: null,
          exemptionReasonCode: null,
        },
      ],
      totals: {
        lineNet: '100.00',
        allowances: null,
        charges: null,
        taxExclusive: '100.00',
        vatTotal: '21.00',
        vatTotalAccounting: '106.83',
        taxInclusive: '121.00',
        prepaid: null,
        rounding: null,
        payable: '121.00',
      },
      lines: [
        {
          ...sampleLine({ id: '1', quantity: '4', net: '40.00', price: '', name: '' }),
          unitCode: 'XBO',
          price: {
            amount: '10.00',
            discount: '2.50',
            gross: '12.50',
            baseQuantity: '1',
            baseUnitCode: 'XBO',
          },
          item: {
            ...sampleLine({ id: '', quantity: '', net: '', price: '', name: 'Fetească Neagră 2022, 0,75 l' })
              .item,
            classifications: [{ code: '15931100-9', listId: 'STI', listVersionId: null }],
          },
        },
        sampleLine({ id: '2', quantity: '1', net: '60.00', price: '60.00', name: 'Cutie cadou lemn' }),
      ],
    });
  });
});
