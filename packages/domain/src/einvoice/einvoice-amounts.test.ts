import { describe, expect, it } from 'vitest';
import { computeTotals } from '../invoicing/totals';
import { sampleClientInvoiceSource, sampleSourceLine } from './client-invoice-source.test-helpers';
import { totalsInputOf } from './einvoice-amounts';
import { eInvoiceOfClientInvoice } from './from-client-invoice';

describe('totals and VAT breakdown', () => {
  it('gives the totals the product computes (BG-22) with no zero allowances, charges, prepaid or rounding', () => {
    const invoice = eInvoiceOfClientInvoice(sampleClientInvoiceSource());
    expect(invoice.totals).toEqual({
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
    });
    expect(invoice.vatBreakdown).toEqual([
      {
        category: 'S',
        rate: '21',
        taxable: '250.00',
        vat: '52.50',
        exemptionReason: null,
        exemptionReasonCode: null,
      },
    ]);
    expect(invoice.currency).toBe('RON');
    expect(invoice.vatCurrency).toBeNull();
  });

  it('agrees with computeTotals on the same input, line by line', () => {
    const source = sampleClientInvoiceSource({
      pricesIncludeVat: true,
      discountType: 'fixed',
      discountValue: '7.77',
      lines: [
        sampleSourceLine({
          quantity: '3.333',
          unitPrice: '12.3456',
          price: '12.3456',
          discountPercent: '7.5',
        }),
        sampleSourceLine({ quantity: '1', unitPrice: '99.99', price: '99.99', vatRate: '11' }),
      ],
    });
    const totals = computeTotals(totalsInputOf(source));
    const invoice = eInvoiceOfClientInvoice(source);
    expect(invoice.lines.map((line) => line.net)).toEqual(totals.lines.map((line) => line.net));
    expect(invoice.totals.payable).toBe(totals.amountDue);
    expect(invoice.totals.taxExclusive).toBe(totals.netTotal);
    expect(invoice.vatBreakdown.map((row) => row.vat)).toEqual(totals.breakdown.map((row) => row.vat));
  });

  it('writes the VAT-inclusive rounding as BT-114', () => {
    const invoice = eInvoiceOfClientInvoice(
      sampleClientInvoiceSource({
        pricesIncludeVat: true,
        lines: [sampleSourceLine({ quantity: '1', price: '10', unitPrice: '10' })],
      }),
    );
    expect(invoice.totals).toMatchObject({
      lineNet: '8.26',
      vatTotal: '1.73',
      taxInclusive: '9.99',
      rounding: '0.01',
      payable: '10.00',
    });
  });

  it('writes a percent document discount as allowances with reason, percent and base (BG-20)', () => {
    const invoice = eInvoiceOfClientInvoice(
      sampleClientInvoiceSource({ discountType: 'percent', discountValue: '10' }),
    );
    expect(invoice.allowances).toEqual([
      {
        amount: '25.00',
        baseAmount: '250.00',
        percent: '10',
        vatCategory: 'S',
        vatRate: '21',
        reason: 'Discount',
        reasonCode: '95',
      },
    ]);
    expect(invoice.totals).toMatchObject({
      lineNet: '250.00',
      allowances: '25.00',
      taxExclusive: '225.00',
      vatTotal: '47.25',
      payable: '272.25',
    });
  });

  it('splits a fixed document discount over the VAT groups, without percent or base', () => {
    const invoice = eInvoiceOfClientInvoice(
      sampleClientInvoiceSource({
        discountType: 'fixed',
        discountValue: '30',
        lines: [
          sampleSourceLine({ quantity: '1', price: '200', unitPrice: '200' }),
          sampleSourceLine({ quantity: '1', price: '100', unitPrice: '100', vatRate: '11' }),
        ],
      }),
    );
    expect(
      invoice.allowances.map((a) => [a.amount, a.vatCategory, a.vatRate, a.percent, a.baseAmount]),
    ).toEqual([
      ['20.00', 'S', '21', null, null],
      ['10.00', 'S', '11', null, null],
    ]);
    expect(invoice.totals.allowances).toBe('30.00');
    expect(invoice.vatBreakdown.map((row) => [row.rate, row.taxable, row.vat])).toEqual([
      ['21', '180.00', '37.80'],
      ['11', '90.00', '9.90'],
    ]);
  });

  it('writes BT-6 RON and the VAT total in RON (BT-111) for a foreign-currency invoice', () => {
    const invoice = eInvoiceOfClientInvoice(
      sampleClientInvoiceSource({ currency: 'EUR', currencyRate: '4.975' }),
    );
    expect(invoice.currency).toBe('EUR');
    expect(invoice.vatCurrency).toBe('RON');
    expect(invoice.totals.vatTotal).toBe('52.50');
    expect(invoice.totals.vatTotalAccounting).toBe('261.19');
  });

  it('gives each exempted category its exemption reason code, by default the VATEX code of the category', () => {
    const rowsOf = (category: string, exemptionReasonCode: string | null = null) =>
      eInvoiceOfClientInvoice(
        sampleClientInvoiceSource({
          lines: [sampleSourceLine({ vatCategory: category, vatRate: '0', exemptionReasonCode })],
        }),
      ).vatBreakdown;
    expect(rowsOf('AE')[0]).toMatchObject({ category: 'AE', rate: '0', exemptionReasonCode: 'VATEX-EU-AE' });
    expect(rowsOf('K')[0]).toMatchObject({ category: 'K', rate: '0', exemptionReasonCode: 'VATEX-EU-IC' });
    expect(rowsOf('G')[0]).toMatchObject({ category: 'G', rate: '0', exemptionReasonCode: 'VATEX-EU-G' });
    expect(rowsOf('O')[0]).toMatchObject({ category: 'O', rate: null, exemptionReasonCode: 'VATEX-EU-O' });
    expect(rowsOf('E')[0]).toMatchObject({
      category: 'E',
      rate: '0',
      exemptionReasonCode: null,
      exemptionReason: 'Scutit de TVA',
    });
    expect(rowsOf('E', 'VATEX-EU-132-1I')[0]).toMatchObject({
      exemptionReasonCode: 'VATEX-EU-132-1I',
      exemptionReason: null,
    });
    expect(rowsOf('AE', 'VATEX-EU-AE')[0]?.exemptionReasonCode).toBe('VATEX-EU-AE');
    expect(rowsOf('Z')[0]).toMatchObject({
      category: 'Z',
      rate: '0',
      exemptionReasonCode: null,
      exemptionReason: null,
    });
  });

  it('writes no exemption reason for standard-rated VAT even when the rate names one (BR-S-10)', () => {
    const invoice = eInvoiceOfClientInvoice(
      sampleClientInvoiceSource({ lines: [sampleSourceLine({ exemptionReasonCode: 'VATEX-EU-79-C' })] }),
    );
    expect(invoice.vatBreakdown[0]).toMatchObject({ exemptionReasonCode: null, exemptionReason: null });
  });

  it('orders the breakdown as the totals do, one row per category and rate', () => {
    const invoice = eInvoiceOfClientInvoice(
      sampleClientInvoiceSource({
        lines: [
          sampleSourceLine({ vatCategory: 'E', vatRate: '0' }),
          sampleSourceLine({ vatRate: '11' }),
          sampleSourceLine({ vatRate: '21' }),
          sampleSourceLine({ vatRate: '21' }),
        ],
      }),
    );
    expect(invoice.vatBreakdown.map((row) => `${row.category}${row.rate}:${row.taxable}`)).toEqual([
      'S21:400.00',
      'S11:200.00',
      'E0:200.00',
    ]);
  });
});
