import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { totalsInputIssues } from '../invoicing/totals';
import type { ClientInvoiceSource, ClientInvoiceSourceLine } from './client-invoice-source';
import { sampleClientInvoiceSource, sampleSourceLine } from './client-invoice-source.test-helpers';
import type { EInvoice } from './einvoice.types';
import { totalsInputOf } from './einvoice-amounts';
import { eInvoiceOfClientInvoice } from './from-client-invoice';

/**
 * The EN 16931 calculation rules hold on every mapped invoice (BR-CO-10, 11, 13, 14, 15, 16 and
 * the per-category taxable amounts), amounts have 2 decimals and never "-0.00", prices are never
 * negative, and a credit note is the exact negation of its invoice.
 */

const D = Decimal.clone({ precision: 80 });
const scaled = (units: number, decimals: number) => new D(units).div(10 ** decimals).toFixed();
const total = (values: readonly (string | null)[]) =>
  values.reduce<Decimal>((sum, value) => sum.plus(value ?? 0), new D(0));
const AMOUNT = /^-?\d+\.\d{2}$/;
const RUNS = { numRuns: 200 };

const VAT: { category: string; rate: string; code: string | null }[] = [
  { category: 'S', rate: '21', code: null },
  { category: 'S', rate: '11', code: null },
  { category: 'Z', rate: '0', code: null },
  { category: 'E', rate: '0', code: 'VATEX-EU-132-1I' },
  { category: 'E', rate: '0', code: null },
  { category: 'AE', rate: '0', code: 'VATEX-EU-AE' },
  { category: 'K', rate: '0', code: null },
  { category: 'G', rate: '0', code: 'VATEX-EU-G' },
];

const lineArb = (notSubject: boolean, negative: boolean): fc.Arbitrary<ClientInvoiceSourceLine> =>
  fc
    .record({
      units: fc.integer({ min: 1, max: 100_000 }),
      price: fc.integer({ min: 0, max: 10_000_000 }).map((units) => scaled(units, 4)),
      baseQuantity: fc.constantFrom('1', '1', '0.5', '1000'),
      discountPercent: fc.option(fc.integer({ min: 0, max: 10_000 }).map((units) => scaled(units, 2))),
      vat: fc.constantFrom(...VAT),
    })
    .map(({ units, price, baseQuantity, discountPercent, vat: { category, rate, code } }) =>
      sampleSourceLine({
        quantity: scaled(negative ? -units : units, 2),
        price,
        unitPrice: price,
        baseQuantity,
        discountPercent,
        vatCategory: notSubject ? 'O' : category,
        vatRate: notSubject ? '0' : rate,
        exemptionReasonCode: notSubject ? null : code,
      }),
    );

const sourceArb: fc.Arbitrary<ClientInvoiceSource> = fc
  .record({ notSubject: fc.boolean(), negative: fc.boolean() })
  .chain(({ notSubject, negative }) =>
    fc.record({
      lines: fc.array(lineArb(notSubject, negative), { minLength: 1, maxLength: 6 }),
      pricesIncludeVat: fc.boolean(),
      discount: fc.oneof(
        fc.constant(null),
        fc.record({
          type: fc.constantFrom('percent' as const, 'price-reduction' as const),
          value: fc.integer({ min: 0, max: 10_000 }).map((units) => scaled(units, 2)),
        }),
        fc.record({
          type: fc.constant('fixed' as const),
          value: fc.integer({ min: 0, max: 100_000 }).map((units) => scaled(units, 2)),
        }),
      ),
      foreign: fc.boolean(),
    }),
  )
  .map(({ lines, pricesIncludeVat, discount, foreign }) =>
    sampleClientInvoiceSource({
      lines,
      pricesIncludeVat,
      discountType: discount?.type ?? null,
      discountValue: discount?.value ?? null,
      currency: foreign ? 'EUR' : 'RON',
      currencyRate: foreign ? '4.9765' : null,
    }),
  )
  .filter((source) => totalsInputIssues(totalsInputOf(source)).length === 0);

function amountsOf(invoice: EInvoice): string[] {
  const { totals } = invoice;
  return [
    ...Object.values(totals).filter((value): value is string => value !== null),
    ...invoice.vatBreakdown.flatMap((row) => [row.taxable, row.vat]),
    ...invoice.allowances.flatMap((entry) => [entry.amount, entry.baseAmount ?? '0.00']),
    ...invoice.lines.flatMap((line) => [
      line.net,
      ...line.allowances.flatMap((entry) => [entry.amount, entry.baseAmount ?? '0.00']),
    ]),
  ];
}

describe('mapped invoices, whatever the source', () => {
  it('satisfy the EN 16931 calculation rules', () => {
    fc.assert(
      fc.property(sourceArb, (source) => {
        const invoice = eInvoiceOfClientInvoice(source);
        const { totals } = invoice;
        expect(total(invoice.lines.map((line) => line.net)).toFixed(2)).toBe(totals.lineNet);
        expect(total(invoice.allowances.map((entry) => entry.amount)).eq(total([totals.allowances]))).toBe(
          true,
        );
        expect(
          total([totals.lineNet])
            .minus(total([totals.allowances]))
            .plus(total([totals.charges]))
            .toFixed(2),
        ).toBe(totals.taxExclusive);
        expect(total(invoice.vatBreakdown.map((row) => row.vat)).toFixed(2)).toBe(totals.vatTotal);
        expect(total([totals.taxExclusive, totals.vatTotal]).toFixed(2)).toBe(totals.taxInclusive);
        expect(
          total([totals.taxInclusive])
            .minus(total([totals.prepaid]))
            .plus(total([totals.rounding]))
            .toFixed(2),
        ).toBe(totals.payable);
        for (const row of invoice.vatBreakdown) {
          const lines = invoice.lines.filter(
            (line) => line.item.vatCategory === row.category && line.item.vatRate === row.rate,
          );
          const allowances = invoice.allowances.filter(
            (entry) => entry.vatCategory === row.category && entry.vatRate === row.rate,
          );
          expect(
            total(lines.map((line) => line.net))
              .minus(total(allowances.map((entry) => entry.amount)))
              .toFixed(2),
          ).toBe(row.taxable);
          expect(row.rate === null).toBe(row.category === 'O');
          expect(row.exemptionReasonCode !== null || row.exemptionReason !== null).toBe(
            !['S', 'Z'].includes(row.category),
          );
        }
        expect(invoice.vatCurrency).toBe(source.currency === 'RON' ? null : 'RON');
        expect(invoice.totals.vatTotalAccounting === null).toBe(source.currency === 'RON');
      }),
      RUNS,
    );
  });

  it('write amounts with 2 decimals, never -0.00, and no negative price', () => {
    fc.assert(
      fc.property(sourceArb, (source) => {
        const invoice = eInvoiceOfClientInvoice(source);
        for (const amount of amountsOf(invoice)) {
          expect(amount).toMatch(AMOUNT);
          expect(amount).not.toBe('-0.00');
        }
        for (const line of invoice.lines) {
          expect(new D(line.price.amount).isNegative()).toBe(false);
          if (line.price.gross !== null) expect(new D(line.price.gross).isNegative()).toBe(false);
          for (const allowance of line.allowances) {
            if (allowance.percent === null) continue;
            const expected = new D(allowance.baseAmount ?? 0)
              .times(allowance.percent)
              .div(100)
              .toDecimalPlaces(2, D.ROUND_HALF_UP);
            expect(expected.toFixed(2)).toBe(new D(allowance.amount).toFixed(2));
          }
        }
      }),
      RUNS,
    );
  });

  it('give a credit note that is the exact negation of the invoice', () => {
    fc.assert(
      fc.property(sourceArb, (source) => {
        const invoice = eInvoiceOfClientInvoice(source);
        const note = eInvoiceOfClientInvoice(source, { syntax: 'CreditNote' });
        const invoiceAmounts = amountsOf(invoice);
        const noteAmounts = amountsOf(note);
        expect(noteAmounts).toHaveLength(invoiceAmounts.length);
        noteAmounts.forEach((amount, index) => {
          expect(new D(amount).eq(new D(invoiceAmounts[index] as string).negated())).toBe(true);
          expect(amount).not.toBe('-0.00');
        });
        note.lines.forEach((line, index) => {
          expect(new D(line.quantity).eq(new D(invoice.lines[index]?.quantity as string).negated())).toBe(
            true,
          );
          expect(line.price).toEqual(invoice.lines[index]?.price);
        });
      }),
      RUNS,
    );
  });
});
