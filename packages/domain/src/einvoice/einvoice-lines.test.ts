import { describe, expect, it } from 'vitest';
import type { ClientInvoiceSource } from './client-invoice-source';
import { sampleClientInvoiceSource, sampleSourceLine } from './client-invoice-source.test-helpers';
import { eInvoiceOfClientInvoice } from './from-client-invoice';

const linesOf = (source: Partial<ClientInvoiceSource>) =>
  eInvoiceOfClientInvoice(sampleClientInvoiceSource(source)).lines;

describe('invoice lines', () => {
  it('numbers the lines 1..n and maps quantity, unit, net amount, price and item', () => {
    const [first, second] = linesOf({});
    expect(first).toMatchObject({
      id: '1',
      quantity: '2',
      unitCode: 'H87',
      net: '200.00',
      allowances: [],
      price: { amount: '100.00', discount: null, gross: null, baseQuantity: null, baseUnitCode: null },
      item: { name: 'Consultanță IT', vatCategory: 'S', vatRate: '21', classifications: [] },
    });
    expect(second).toMatchObject({ id: '2', quantity: '5', net: '50.00', price: { amount: '10.00' } });
  });

  it('maps codes, classifications, accounting reference and billing period', () => {
    const [line] = linesOf({
      lines: [
        sampleSourceLine({
          productCode: 'P-001',
          partnerProductCode: 'CL-77',
          clientAccountingReference: '604.01',
          cpvCode: '30192000-1',
          ncCode: '48025690',
          billingPeriodStart: '2026-10-01',
          billingPeriodEnd: '2026-10-31',
        }),
      ],
    });
    expect(line?.item.sellerId).toBe('P-001');
    expect(line?.item.buyerId).toBe('CL-77');
    expect(line?.accountingCost).toBe('604.01');
    expect(line?.item.classifications).toEqual([
      { code: '30192000-1', listId: 'STI', listVersionId: null },
      { code: '48025690', listId: 'TSP', listVersionId: null },
    ]);
    expect(line?.period).toEqual({ start: '2026-10-01', end: '2026-10-31' });
  });

  it('writes a standard code with its scheme as the item standard identifier (BT-157, BT-157-1)', () => {
    const [coded, plain] = linesOf({
      lines: [
        sampleSourceLine({ standardCode: ' 5941234567890 ', standardCodeScheme: '0160' }),
        sampleSourceLine(),
      ],
    });
    expect(coded?.item.standardId).toEqual({ id: '5941234567890', schemeId: '0160' });
    expect(plain?.item.standardId).toBeNull();
  });

  it('appends the currency price description to the description', () => {
    const [line] = linesOf({
      lines: [
        sampleSourceLine({ description: 'Licență anuală', currencyPriceDescription: '20 EUR x 4,9750' }),
      ],
    });
    expect(line?.item.description).toBe('Licență anuală 20 EUR x 4,9750');
    const [only] = linesOf({ lines: [sampleSourceLine({ currencyPriceDescription: '20 EUR x 4,9750' })] });
    expect(only?.item.description).toBe('20 EUR x 4,9750');
  });

  it('keeps the description within 200 characters when both texts fill it', () => {
    const [line] = linesOf({
      lines: [sampleSourceLine({ description: 'a'.repeat(150), currencyPriceDescription: 'b'.repeat(50) })],
    });
    expect(line?.item.description).toBe(`${'a'.repeat(150)}${'b'.repeat(50)}`);
  });

  it('writes a base quantity other than 1 with the line unit (BT-149, BT-150)', () => {
    const [line] = linesOf({
      lines: [sampleSourceLine({ quantity: '2500', baseQuantity: '1000', price: '50', unitPrice: '50' })],
    });
    expect(line?.net).toBe('125.00');
    expect(line?.price).toEqual({
      amount: '50.00',
      discount: null,
      gross: null,
      baseQuantity: '1000',
      baseUnitCode: 'H87',
    });
  });

  it('writes the line discount as an allowance with its percent and base when they agree', () => {
    const [line] = linesOf({
      lines: [sampleSourceLine({ quantity: '3', price: '33.33', unitPrice: '33.33', discountPercent: '10' })],
    });
    expect(line?.net).toBe('89.99');
    expect(line?.allowances).toEqual([
      {
        amount: '10.00',
        baseAmount: '99.99',
        percent: '10',
        vatCategory: null,
        vatRate: null,
        reason: 'Discount',
        reasonCode: '95',
      },
    ]);
    expect(line?.price.amount).toBe('33.33');
  });

  it('writes only the discount amount when percent x base does not give it to the cent', () => {
    const [line] = linesOf({
      lines: [sampleSourceLine({ quantity: '1', price: '0.05', unitPrice: '0.05', discountPercent: '50' })],
    });
    expect(line?.net).toBe('0.03');
    expect(line?.allowances).toEqual([
      expect.objectContaining({ amount: '0.02', baseAmount: null, percent: null, reason: 'Discount' }),
    ]);
  });

  it('writes no allowance for a zero discount', () => {
    const [line] = linesOf({ lines: [sampleSourceLine({ discountPercent: '0' })] });
    expect(line?.allowances).toEqual([]);
  });

  it('writes a document price reduction as the reduced net price with gross price and discount', () => {
    const invoice = eInvoiceOfClientInvoice(
      sampleClientInvoiceSource({ discountType: 'price-reduction', discountValue: '10' }),
    );
    expect(invoice.lines[0]?.price).toMatchObject({ amount: '90.00', gross: '100.00', discount: '10.00' });
    expect(invoice.lines[0]?.net).toBe('180.00');
    expect(invoice.allowances).toEqual([]);
    expect(invoice.totals.taxExclusive).toBe('225.00');
  });

  it('uses the line unit price in the invoice currency, not the price as typed in another currency', () => {
    const [line] = linesOf({
      lines: [
        sampleSourceLine({
          quantity: '1',
          price: '20',
          unitPrice: '99.5',
          currency: 'EUR',
          currencyRate: '4.975',
        }),
      ],
    });
    expect(line?.net).toBe('99.50');
    expect(line?.price.amount).toBe('99.50');
  });

  it('writes a net price without VAT when the prices include VAT', () => {
    const [line] = linesOf({
      pricesIncludeVat: true,
      lines: [sampleSourceLine({ quantity: '3', price: '10', unitPrice: '10' })],
    });
    expect(line?.net).toBe('24.79');
    // 10 / 1.21 = 8.264462..., to 4 decimals: 3 x 8.2645 = 24.7935, within the price's rounding of 24.79.
    expect(line?.price.amount).toBe('8.2645');
    expect(Number(line?.price.amount)).toBeGreaterThanOrEqual(0);
  });

  it('writes a price reduction with prices including VAT on the net footing', () => {
    const [line] = linesOf({
      pricesIncludeVat: true,
      discountType: 'price-reduction',
      discountValue: '10',
      lines: [sampleSourceLine({ quantity: '1', price: '121', unitPrice: '121' })],
    });
    expect(line?.price).toMatchObject({ amount: '90.00', gross: '100.00', discount: '10.00' });
    expect(line?.net).toBe('90.00');
  });

  it('keeps negative quantities and positive prices on a storno invoice', () => {
    const [line] = linesOf({ lines: [sampleSourceLine({ quantity: '-2' })] });
    expect(line?.quantity).toBe('-2');
    expect(line?.net).toBe('-200.00');
    expect(line?.price.amount).toBe('100.00');
  });

  it('writes no VAT rate on a not-subject-to-VAT line (BR-O-05) and the rate of every other category', () => {
    const [o] = linesOf({ lines: [sampleSourceLine({ vatCategory: 'O', vatRate: '0' })] });
    expect(o?.item).toMatchObject({ vatCategory: 'O', vatRate: null });
    const [z] = linesOf({ lines: [sampleSourceLine({ vatCategory: 'Z', vatRate: '0.00' })] });
    expect(z?.item).toMatchObject({ vatCategory: 'Z', vatRate: '0' });
    const [s] = linesOf({ lines: [sampleSourceLine({ vatRate: '9.50' })] });
    expect(s?.item.vatRate).toBe('9.5');
  });
});
