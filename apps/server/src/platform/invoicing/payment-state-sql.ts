import type { PaymentState } from '@app/domain/invoicing/payment-state';
import { todayInRomania } from '@app/domain/validators/iso-date';
import { type AnyColumn, and, eq, ne, type SQL, sql } from 'drizzle-orm';

/** The columns of an invoice table a payment state is read from. */
export type PaymentStateColumns = { amountDue: AnyColumn; paidTotal: AnyColumn; dueDate: AnyColumn };

/**
 * The SQL of the domain's `paymentState` (packages/domain/src/invoicing/payment-state.ts) over an
 * invoice table, so lists filter on it in the database: paid once the payments reach the amount
 * due (a negative amount by refunds of its sign), overdue past the due date in Romania's today.
 * `payable` narrows to the invoices that have a payment state at all (issued ones).
 */
export function paymentStateCondition(
  columns: PaymentStateColumns,
  state: PaymentState,
  payable?: SQL,
  today = todayInRomania(),
): SQL {
  const { amountDue, paidTotal, dueDate } = columns;
  const paid = sql`(${amountDue} = 0 or (${amountDue} > 0 and ${paidTotal} >= ${amountDue}) or (${amountDue} < 0 and ${paidTotal} <= ${amountDue}))`;
  const unpaid = sql`not ${paid}`;
  const overdue = sql`(${amountDue} > 0 and ${dueDate} is not null and ${dueDate} < ${today})`;
  const open = sql`not ${overdue}`;
  switch (state) {
    case 'paid':
      return and(payable, paid) as SQL;
    case 'overdue':
      return and(payable, unpaid, overdue) as SQL;
    case 'partially-paid':
      return and(payable, unpaid, open, ne(paidTotal, '0')) as SQL;
    default:
      return and(payable, unpaid, open, eq(paidTotal, '0')) as SQL;
  }
}
