import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readUbl } from './ubl-reader';

// ANAF's sample invoices sit next to the repository (../shared/reference) on the workstations and
// in CI, whose clone may live elsewhere (then the usual /work/shared); REFERENCE_DIR points elsewhere.
const EXAMPLES = 'efactura/examples';
const candidates = process.env.REFERENCE_DIR
  ? [process.env.REFERENCE_DIR]
  : [path.resolve(import.meta.dirname, '../../../../../shared/reference'), '/work/shared/reference'];
const referenceDir = candidates.find((dir) => existsSync(path.join(dir, EXAMPLES, 'ubl_b2g_example0.xml')));
if (!referenceDir) {
  console.warn(
    `Skipped: ANAF's example invoices are not under ${candidates.join(' or ')} (set REFERENCE_DIR).`,
  );
}
const example = (name: string) => readUbl(readFileSync(path.join(referenceDir ?? '', EXAMPLES, name)));

type Expected = {
  currencies: [string, string | null];
  totals: Record<string, string | null>;
  breakdown: [string, string | null, string, string][];
  lines: [string, string][];
  attachments: number;
};

const EXPECTED: Record<string, Expected> = {
  'ubl_b2g_example0.xml': {
    currencies: ['RON', 'RON'],
    totals: {
      lineNet: '1436.5',
      allowances: '150',
      charges: '100',
      taxExclusive: '1386.5',
      vatTotal: '273.09',
      vatTotalAccounting: null,
      taxInclusive: '1659.59',
      prepaid: '1000',
      rounding: '0.30',
      payable: '659.89',
    },
    breakdown: [
      ['S', '20', '1224.8', '244.96'],
      ['S', '15', '187.5', '28.13'],
      ['E', '0', '-25', '0'],
    ],
    lines: [
      ['1', '1273'],
      ['-1', '-3.96'],
      ['2', '4.96'],
      ['-1', '-25.00'],
      ['250', '187.50'],
    ],
    attachments: 1,
  },
  'ubl_b2g_example1.xml': {
    currencies: ['RON', null],
    totals: {
      lineNet: '229.60',
      allowances: null,
      charges: null,
      taxExclusive: '229.60',
      vatTotal: '20.73',
      vatTotalAccounting: null,
      taxInclusive: '250.33',
      prepaid: null,
      rounding: null,
      payable: '250.33',
    },
    breakdown: [
      ['S', '6', '183.23', '10.99'],
      ['S', '21', '46.37', '9.74'],
    ],
    lines: [
      ['2', '19.90'],
      ['1', '9.85'],
      ['1', '8.29'],
      ['2', '14.46'],
      ['1', '35.00'],
      ['1', '35.00'],
      ['1', '10.65'],
      ['1', '1.55'],
      ['3', '14.37'],
      ['1', '8.29'],
      ['2', '16.58'],
      ['1', '9.95'],
      ['2', '3.30'],
      ['1', '10.80'],
      ['1', '3.90'],
      ['2', '7.60'],
      ['2', '9.34'],
      ['1', '18.63'],
      ['6', '102.12'],
      ['6', '-109.98'],
    ],
    attachments: 0,
  },
  'ubl_b2g_example2.xml': {
    currencies: ['RON', null],
    totals: {
      lineNet: '1436.50',
      allowances: '100.00',
      charges: '100.00',
      taxExclusive: '1436.50',
      vatTotal: '365.28',
      vatTotalAccounting: null,
      taxInclusive: '1801.78',
      prepaid: '1000.00',
      rounding: null,
      payable: '801.78',
    },
    breakdown: [
      ['S', '25', '1460.50', '365.13'],
      ['S', '15', '1.00', '0.15'],
      ['E', '0', '-25.00', '0.00'],
    ],
    lines: [
      ['2', '1273.00'],
      ['-1', '-3.96'],
      ['2', '4.96'],
      ['-1', '-25.00'],
      ['250', '187.50'],
    ],
    attachments: 2,
  },
  'ubl_b2g_example3.xml': {
    currencies: ['EUR', 'RON'],
    totals: {
      lineNet: '1246.00',
      allowances: null,
      charges: null,
      taxExclusive: '1246.00',
      vatTotal: '274.12',
      vatTotalAccounting: '628.62',
      taxInclusive: '1520.12',
      prepaid: '274.12',
      rounding: null,
      payable: '1246.00',
    },
    breakdown: [['B', '22', '1246.00', '274.12']],
    lines: [['20', '1246.00']],
    attachments: 1,
  },
  'ubl_b2g_example4.xml': {
    currencies: ['DKK', 'RON'],
    totals: {
      lineNet: '1600.00',
      allowances: null,
      charges: '100.00',
      taxExclusive: '1700.00',
      vatTotal: '305.00',
      vatTotalAccounting: '628.62',
      taxInclusive: '2005.00',
      prepaid: null,
      rounding: null,
      payable: '2005.00',
    },
    breakdown: [
      ['S', '25', '900.00', '225.00'],
      ['S', '10', '800.00', '80.00'],
    ],
    lines: [
      ['2', '800.00'],
      ['2', '800.00'],
    ],
    attachments: 0,
  },
  'ubl_b2g_example5.xml': {
    currencies: ['DKK', 'RON'],
    totals: {
      lineNet: '4000.00',
      allowances: '150.00',
      charges: '150.00',
      taxExclusive: '4000.00',
      vatTotal: '675.00',
      vatTotalAccounting: '628.62',
      taxInclusive: '4675.00',
      prepaid: '2337.50',
      rounding: null,
      payable: '2337.50',
    },
    breakdown: [
      ['S', '25', '1500.00', '375.00'],
      ['S', '12', '2500.00', '300.00'],
    ],
    lines: [
      ['1000', '1000.00'],
      ['100', '500.00'],
      ['500', '2500.00'],
    ],
    attachments: 2,
  },
};

describe.skipIf(!referenceDir)("readUbl reads ANAF's example invoices with their amounts as written", () => {
  it.each(Object.entries(EXPECTED))('%s', (name, expected) => {
    const invoice = example(name);
    expect(invoice.syntax).toBe('Invoice');
    expect([invoice.currency, invoice.vatCurrency]).toEqual(expected.currencies);
    expect(invoice.totals).toEqual(expected.totals);
    expect(invoice.vatBreakdown.map((vat) => [vat.category, vat.rate, vat.taxable, vat.vat])).toEqual(
      expected.breakdown,
    );
    expect(invoice.lines.map((line) => [line.quantity, line.net])).toEqual(expected.lines);
    expect(invoice.attachments).toHaveLength(expected.attachments);
    expect(invoice.seller.vatId).toBe('RO1111111111118');
  });

  it('reads the parties, references, payee, delivery and card of the fullest example term by term', () => {
    const invoice = example('ubl_b2g_example0.xml');
    expect(invoice).toMatchObject({
      id: 'TOSL108',
      issueDate: '2021-11-12',
      dueDate: '2021-11-15',
      taxPointDate: '2009-11-13',
      buyerAccountingReference: 'Project cost code 123',
      invoicingPeriod: { start: '2009-11-01', end: '2009-11-30' },
      purchaseOrderReference: 'Order-0001',
      salesOrderReference: 'sales-order-0001',
      precedingInvoices: [{ id: 'ABC120-220-1', issueDate: '2021-11-12' }],
      despatchAdviceReference: 'DespatchDocument-01-0001',
      receivingAdviceReference: 'ReceiptDocument-01-0001',
      tenderReference: 'OriginatorDocument-01-0001',
      contractReference: 'Contract321',
      projectReference: 'Project-0001',
      payee: {
        name: 'Ebeneser Scrooge Inc.',
        identifier: { id: '098740918237', schemeId: '0003' },
        legalId: { id: '6411982340', schemeId: '0007' },
      },
      paymentTerms: 'Penalty percentage 10% from due date',
    });
    expect(invoice.attachments[0]).toEqual({
      id: 'Doc2',
      description: 'Drawing',
      embedded: {
        content: 'UjBsR09EbGhjZ0dTQUxNQUFBUUNBRU1tQ1p0dU1GUXhEUzhi',
        mimeCode: 'application/pdf',
        filename: 'document.pdf',
      },
      uri: null,
    });
    expect(invoice.seller).toMatchObject({
      name: 'The Sellercompany Incorporated',
      tradingName: 'Salescompany ltd.',
      identifiers: [{ id: 'Supp123', schemeId: '0004' }],
      legalId: { id: '5402697509', schemeId: '0003' },
      electronicAddress: { id: '1234567890123', schemeId: '0002' },
      address: {
        street: 'Main street',
        additionalStreet: 'Suite 123',
        addressLine: 'Block 212',
        country: 'DK',
      },
      contact: { name: 'Behar Shehu', phone: '4621230', email: 'behar.shehu@salescompany.dk' },
    });
    // The buyer's tax scheme has no ID: its CUI is a tax registration id, not a VAT id.
    expect(invoice.buyer).toMatchObject({ vatId: null, taxRegistrationId: '8609468' });
    expect(invoice.buyer.address).toMatchObject({ city: 'SECTOR1', countrySubentity: 'RO-B' });
    expect(invoice.paymentMeans).toEqual([
      {
        code: '48',
        text: 'Bank Card',
        paymentId: '1800355',
        account: { id: 'DK1212341234123412', name: 'RON Account', bic: 'DKDKABCD' },
        card: { pan: '1234', holder: 'Peter Petersen' },
      },
    ]);
    expect(invoice.delivery).toMatchObject({ name: 'Directia Generala de Achizitii', date: '2022-01-15' });
    expect(invoice.allowances).toEqual([
      {
        amount: '150',
        baseAmount: '1500',
        percent: '10.00',
        vatCategory: 'S',
        vatRate: '20.00',
        reason: 'Loyal customer',
        reasonCode: '100',
      },
    ]);
    expect(invoice.charges).toHaveLength(1);
    expect(invoice.lines[0]).toMatchObject({
      note: 'Scratch on box',
      accountingCost: 'BookingCode001',
      orderLineReference: '1',
      objectId: { id: '11234', schemeId: 'AAA' },
      period: { start: '2021-09-05', end: '2021-10-05' },
    });
  });
});
