import { and, asc, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptionPayments } from './billing.tables';

/** The SQL of the reconciliation sweep (billing-reconcile.ts). */
export const billingReconcileRepo = {
  /**
   * Card payments still pending, unchanged since before `before`, that have a checkout session at
   * the provider: the buyer may have paid while the webhook was lost or the process died before
   * recording it. Oldest first, at most `limit` a sweep.
   */
  async stalePendingCardPayments(db: Db, before: Date, limit: number) {
    return db
      .select({ id: subscriptionPayments.id, companyId: subscriptionPayments.companyId })
      .from(subscriptionPayments)
      .where(
        and(
          eq(subscriptionPayments.status, 'pending'),
          eq(subscriptionPayments.method, 'card'),
          isNotNull(subscriptionPayments.providerSessionId),
          lt(subscriptionPayments.updatedAt, before),
        ),
      )
      .orderBy(asc(subscriptionPayments.updatedAt))
      .limit(limit);
  },

  /**
   * Accepted payments with something to pay for and no platform invoice yet, unchanged since
   * before `before`: their documents job gave up (the platform's company lacked a series, say).
   */
  async uninvoicedPayments(db: Db, before: Date, limit: number) {
    return db
      .select({ id: subscriptionPayments.id })
      .from(subscriptionPayments)
      .where(
        and(
          eq(subscriptionPayments.status, 'accepted'),
          gt(subscriptionPayments.amountBani, 0),
          isNull(subscriptionPayments.invoiceId),
          lt(subscriptionPayments.updatedAt, before),
        ),
      )
      .orderBy(asc(subscriptionPayments.updatedAt))
      .limit(limit);
  },
};
