import { remainingToPay } from '@app/domain/invoicing/payment-state';
import type { FieldErrors } from '@app/domain/validation/rule-codes';
import Decimal from 'decimal.js';
import type { PayableInvoiceRow } from './payable-invoices';

export type Allocation = { invoiceId: string; amount: string };

/** Amount per invoice (ids absent mean nothing). */
export const byInvoice = (allocations: Allocation[]): Map<string, Decimal> =>
  new Map(allocations.map((allocation) => [allocation.invoiceId, new Decimal(allocation.amount)]));

export const sumOf = (allocations: Allocation[]): Decimal =>
  allocations.reduce((sum, allocation) => sum.plus(allocation.amount), new Decimal(0));

/**
 * The rules of spec 02 §5 for a payment's allocations against the invoices, locked: each invoice is
 * one of the company's, of the payment's partner (`invalid`), in a status that takes payments (the
 * side's `refusal` code otherwise: a client draft is `invalid`, a supplier invoice not yet
 * confirmed `not-confirmed`), in the payment's currency (`currency`), and takes at most what is left to pay on it (`max:<left>`, or `min:<left>` for a refund). What is
 * left counts neither this payment's own earlier allocation (`counted`, when it counted) nor the
 * allocations of draft receipts, which do not count. A payment of the other sign than what is left
 * (a payment to a credit note) does not fit the invoice either.
 */
export function allocationErrors(input: {
  partnerId: string;
  currency: string;
  allocations: Allocation[];
  counted: Map<string, Decimal>;
  invoices: Map<string, PayableInvoiceRow>;
  /** Null when an invoice of this status takes payments, else the code it is refused with. */
  refusal: (status: string) => string | null;
}): FieldErrors {
  const errors: FieldErrors = {};
  input.allocations.forEach((allocation, index) => {
    const invoice = input.invoices.get(allocation.invoiceId);
    if (!invoice || invoice.partnerId !== input.partnerId) {
      errors[`allocations.${index}.invoiceId`] = ['invalid'];
      return;
    }
    const refused = input.refusal(invoice.status);
    if (refused) {
      errors[`allocations.${index}.invoiceId`] = [refused];
      return;
    }
    if (invoice.currency !== input.currency) {
      errors[`allocations.${index}.invoiceId`] = ['currency'];
      return;
    }
    const own = input.counted.get(invoice.id) ?? new Decimal(0);
    const left = new Decimal(
      remainingToPay(invoice.amountDue, new Decimal(invoice.paidTotal).minus(own).toFixed(2)),
    );
    const amount = new Decimal(allocation.amount);
    if (left.isZero() || left.isNegative() !== amount.isNegative()) {
      errors[`allocations.${index}.invoiceId`] = ['invalid'];
    } else if (amount.abs().gt(left.abs())) {
      errors[`allocations.${index}.amount`] = [`${left.isNegative() ? 'min' : 'max'}:${left.toFixed(2)}`];
    }
  });
  return errors;
}

/**
 * How each invoice's paid total moves when a payment's allocations change: what counts after
 * minus what counted before (a draft receipt's allocations count for nothing). Zero moves are left out.
 */
export function paidDeltas(before: Allocation[], after: Allocation[]): Map<string, string> {
  const old = byInvoice(before);
  const next = byInvoice(after);
  const deltas = new Map<string, string>();
  for (const id of new Set([...old.keys(), ...next.keys()])) {
    const delta = (next.get(id) ?? new Decimal(0)).minus(old.get(id) ?? new Decimal(0));
    if (!delta.isZero()) deltas.set(id, delta.toFixed(2));
  }
  return deltas;
}
