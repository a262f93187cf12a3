import { describe, expect, it } from 'vitest';
import { sampleClientInvoiceSource, sampleSellerParty } from './client-invoice-source.test-helpers';
import { paymentMeansOf } from './einvoice-payment';

describe('paymentMeansOf', () => {
  it('writes each bank account as a credit transfer (30) to its IBAN with the payment identifier', () => {
    const source = sampleClientInvoiceSource({
      paymentIdentifier: 'FACT0001',
      seller: sampleSellerParty({
        bankAccounts: [
          { iban: 'RO49 AAAA 1B31 0075 9384 0000', bank: 'Banca Exemplu', currency: 'RON' },
          { iban: 'ro66bacx0000001234567890', bank: null, currency: 'EUR' },
        ],
      }),
    });
    expect(paymentMeansOf(source)).toEqual([
      {
        code: '30',
        text: null,
        paymentId: 'FACT0001',
        account: { id: 'RO49AAAA1B31007593840000', name: null, bic: null },
        card: null,
      },
      {
        code: '30',
        text: null,
        paymentId: 'FACT0001',
        account: { id: 'RO66BACX0000001234567890', name: null, bic: null },
        card: null,
      },
    ]);
  });

  it.each([
    ['cash', '10'],
    ['card', '48'],
  ] as const)(
    'writes an invoice paid by %s as one instruction of code %s, with no bank account',
    (method, code) => {
      const source = sampleClientInvoiceSource({ paymentMethod: method, paymentIdentifier: 'FACT0001' });
      expect(source.seller.bankAccounts).not.toEqual([]);
      expect(paymentMeansOf(source)).toEqual([
        { code, text: null, paymentId: 'FACT0001', account: null, card: null },
      ]);
    },
  );

  it('writes no payment instruction without a bank account', () => {
    expect(
      paymentMeansOf(sampleClientInvoiceSource({ seller: sampleSellerParty({ bankAccounts: [] }) })),
    ).toEqual([]);
  });

  it('carries a payment identifier without a bank account in an instruction of code 1 (not defined)', () => {
    const source = sampleClientInvoiceSource({
      paymentIdentifier: 'REF 42',
      seller: sampleSellerParty({ bankAccounts: [] }),
    });
    expect(paymentMeansOf(source)).toEqual([
      { code: '1', text: null, paymentId: 'REF 42', account: null, card: null },
    ]);
  });
});
