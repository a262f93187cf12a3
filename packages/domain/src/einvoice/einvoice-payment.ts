import type { ClientInvoiceSource } from './client-invoice-source';
import type { EInvoicePaymentMeans } from './einvoice.types';

/**
 * BG-16 payment instructions, by the invoice's payment method. Paid in cash (a receipt): one
 * instruction, UNCL 4461 code 10; by card: code 48 (no card number: BG-18 is for the card the
 * buyer pays with, which the seller does not record). By bank transfer, each bank account the
 * invoice shows is a credit transfer (code 30) to its IBAN (BT-84, which BR-61 requires for code 30),
 * with the invoice's payment identifier as remittance information (BT-83). An invoice without a bank
 * account says nothing of how to pay (BG-16 is optional): none is invented. If it still has a
 * payment identifier, that is carried by one instruction with code 1 (instrument not defined),
 * since BT-83 exists only inside BG-16 and BR-49 wants a code there.
 */

export const CREDIT_TRANSFER = '30';
export const NOT_DEFINED = '1';
export const CASH = '10';
export const BANK_CARD = '48';

const present = (value: string | null | undefined): string | null => {
  if (value === null || value === undefined) return null;
  return value.trim() === '' ? null : value.trim();
};

export function paymentMeansOf(source: ClientInvoiceSource): EInvoicePaymentMeans[] {
  const paymentId = present(source.paymentIdentifier);
  const method = source.paymentMethod;
  if (method === 'cash' || method === 'card') {
    const code = method === 'cash' ? CASH : BANK_CARD;
    return [{ code, text: null, paymentId, account: null, card: null }];
  }
  const accounts = source.seller.bankAccounts
    .map((account) => account.iban.replace(/\s+/g, '').toUpperCase())
    .filter((iban) => iban !== '');
  if (accounts.length === 0) {
    return paymentId === null
      ? []
      : [{ code: NOT_DEFINED, text: null, paymentId, account: null, card: null }];
  }
  return accounts.map((iban) => ({
    code: CREDIT_TRANSFER,
    text: null,
    paymentId,
    account: { id: iban, name: null, bic: null },
    card: null,
  }));
}
