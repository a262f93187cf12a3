import Decimal from 'decimal.js';

/** Spec 02 §4: payment states of an issued invoice and allocation states of a payment. */
export const PAYMENT_STATES = ['paid', 'partially-paid', 'not-paid', 'overdue'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const ALLOCATION_STATES = ['unallocated', 'partially-allocated', 'fully-allocated'] as const;
export type AllocationState = (typeof ALLOCATION_STATES)[number];

/**
 * Paid once the payments reach the amount due (a storno's negative amount is "paid" by refunds of
 * the same sign); past its due date an invoice not fully paid is overdue, partially paid or not. A
 * storno is money owed to the client, never a client's overdue debt.
 */
export function paymentState(
  amountDue: string,
  paidTotal: string,
  dueDate: string | null,
  today: string,
): PaymentState {
  const due = new Decimal(amountDue);
  const paid = new Decimal(paidTotal);
  if (due.isZero() || (due.isPositive() ? paid.gte(due) : paid.lte(due))) return 'paid';
  if (due.isPositive() && dueDate !== null && dueDate < today) return 'overdue';
  return paid.isZero() ? 'not-paid' : 'partially-paid';
}

/** What is left to pay, never past zero. */
export function remainingToPay(amountDue: string, paidTotal: string): string {
  const left = new Decimal(amountDue).minus(paidTotal);
  const due = new Decimal(amountDue);
  if (due.isZero() || left.isZero() || left.isPositive() !== due.isPositive()) return '0.00';
  return left.toFixed(2);
}

export function allocationState(amount: string, allocated: string): AllocationState {
  const total = new Decimal(amount).abs();
  const used = new Decimal(allocated).abs();
  if (used.isZero()) return 'unallocated';
  return used.gte(total) ? 'fully-allocated' : 'partially-allocated';
}

/** Whole days an unpaid invoice is past its due date on `today` (0 when not yet due). */
export function daysOverdue(dueDate: string | null, today: string): number {
  if (dueDate === null || dueDate >= today) return 0;
  const ms = Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}
