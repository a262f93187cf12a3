import { describe, expect, it } from 'vitest';
import type { ClientInvoiceSource } from './client-invoice-source';
import {
  sampleClientInvoiceSource,
  sampleSellerParty,
  sampleSourceLine,
} from './client-invoice-source.test-helpers';
import { negatedText } from './einvoice-decimals';
import { eInvoiceOfClientInvoice } from './from-client-invoice';

/** A storno as the product issues it: the original's lines with negative quantities. */
function storno(overrides: Partial<ClientInvoiceSource> = {}): ClientInvoiceSource {
  return sampleClientInvoiceSource({
    seriesNumber: 'FACT0009',
    previousInvoiceNumber: 'FACT0001',
    previousInvoiceDate: '2026-11-02',
    discountType: 'percent',
    discountValue: '10',
    lines: [
      sampleSourceLine({ quantity: '-2', discountPercent: '5' }),
      sampleSourceLine({ name: 'Hârtie A4', quantity: '-5', price: '10', unitPrice: '10' }),
    ],
    ...overrides,
  });
}

describe('stornos', () => {
  it('are invoices (380) with negative quantities and amounts by default, naming the invoice they reverse', () => {
    const invoice = eInvoiceOfClientInvoice(storno());
    expect(invoice.syntax).toBe('Invoice');
    expect(invoice.typeCode).toBe('380');
    expect(invoice.precedingInvoices).toEqual([{ id: 'FACT0001', issueDate: '2026-11-02' }]);
    expect(invoice.lines.map((line) => [line.quantity, line.net, line.price.amount])).toEqual([
      ['-2', '-190.00', '100.00'],
      ['-5', '-50.00', '10.00'],
    ]);
    expect(invoice.lines[0]?.allowances[0]).toMatchObject({
      amount: '-10.00',
      baseAmount: '-200.00',
      percent: '5',
    });
    expect(invoice.allowances[0]).toMatchObject({ amount: '-24.00', baseAmount: '-240.00', percent: '10' });
    expect(invoice.totals).toMatchObject({
      lineNet: '-240.00',
      allowances: '-24.00',
      taxExclusive: '-216.00',
      vatTotal: '-45.36',
      taxInclusive: '-261.36',
      payable: '-261.36',
    });
  });

  it('are credit notes (381) with every quantity and amount positive on request', () => {
    const invoice = eInvoiceOfClientInvoice(storno(), { syntax: 'Invoice' });
    const note = eInvoiceOfClientInvoice(storno(), { syntax: 'CreditNote' });
    expect(note.syntax).toBe('CreditNote');
    expect(note.typeCode).toBe('381');
    expect(note.precedingInvoices).toEqual(invoice.precedingInvoices);
    expect(note.lines.map((line) => [line.quantity, line.net, line.price.amount])).toEqual([
      ['2', '190.00', '100.00'],
      ['5', '50.00', '10.00'],
    ]);
    expect(note.lines[0]?.allowances[0]).toMatchObject({
      amount: '10.00',
      baseAmount: '200.00',
      percent: '5',
    });
    expect(note.allowances[0]).toMatchObject({ amount: '24.00', baseAmount: '240.00', percent: '10' });
    expect(note.vatBreakdown).toEqual([
      {
        category: 'S',
        rate: '21',
        taxable: '216.00',
        vat: '45.36',
        exemptionReason: null,
        exemptionReasonCode: null,
      },
    ]);
    expect(note.totals).toEqual({
      lineNet: '240.00',
      allowances: '24.00',
      charges: null,
      taxExclusive: '216.00',
      vatTotal: '45.36',
      vatTotalAccounting: null,
      taxInclusive: '261.36',
      prepaid: null,
      rounding: null,
      payable: '261.36',
    });
    // Everything else is the invoice's.
    expect({
      ...note,
      syntax: 'Invoice',
      typeCode: '380',
      lines: [],
      allowances: [],
      vatBreakdown: [],
      totals: null,
    }).toEqual({ ...invoice, lines: [], allowances: [], vatBreakdown: [], totals: null });
  });

  it('turns the RON VAT total and the rounding positive too', () => {
    const note = eInvoiceOfClientInvoice(
      storno({
        currency: 'EUR',
        currencyRate: '4.975',
        pricesIncludeVat: true,
        discountType: null,
        discountValue: null,
        lines: [sampleSourceLine({ quantity: '-1', price: '10', unitPrice: '10' })],
      }),
      { syntax: 'CreditNote' },
    );
    expect(note.totals).toMatchObject({
      vatTotal: '1.73',
      vatTotalAccounting: '8.61',
      rounding: '0.01',
      payable: '10.00',
    });
    expect(note.vatCurrency).toBe('RON');
  });

  it('keeps the due date of a credit note without bank account in a payment instruction of code 1', () => {
    const withoutAccount = storno({ seller: sampleSellerParty({ bankAccounts: [] }) });
    expect(eInvoiceOfClientInvoice(withoutAccount).paymentMeans).toEqual([]);
    const note = eInvoiceOfClientInvoice(withoutAccount, { syntax: 'CreditNote' });
    expect(note.dueDate).toBe('2026-12-02');
    expect(note.paymentMeans).toEqual([
      { code: '1', text: null, paymentId: null, account: null, card: null },
    ]);
    const noDueDate = eInvoiceOfClientInvoice(
      storno({ seller: sampleSellerParty({ bankAccounts: [] }), dueDate: null }),
      {
        syntax: 'CreditNote',
      },
    );
    expect(noDueDate.paymentMeans).toEqual([]);
    expect(eInvoiceOfClientInvoice(storno(), { syntax: 'CreditNote' }).paymentMeans[0]?.code).toBe('30');
  });

  it('is a credit note when the source says 381 and no syntax is asked', () => {
    const note = eInvoiceOfClientInvoice(storno({ typeCode: '381' }));
    expect(note.syntax).toBe('CreditNote');
    expect(note.typeCode).toBe('381');
    expect(note.totals.payable).toBe('261.36');
  });
});

describe('negatedText', () => {
  it('keeps the decimals and never writes -0', () => {
    expect(negatedText('-2.50')).toBe('2.50');
    expect(negatedText('3')).toBe('-3');
    expect(negatedText('0.00')).toBe('0.00');
    expect(negatedText('-0.00')).toBe('0.00');
    expect(negatedText('-1.2345')).toBe('1.2345');
  });
});
