import type {
  AdminPayment,
  extendSubscriptionInputSchema,
  markReceivedInputSchema,
} from '@app/domain/billing/admin.schemas';
import { addMonths, fromBani } from '@app/domain/billing/purchase-decision';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { notFound } from '../../platform/http/errors';
import type { PaymentAcceptance } from './billing-acceptance';
import { billingAdminRepo as repo } from './billing-admin.repo';
import { billingRefusal as refused } from './billing-errors';
import { billingPaymentsRepo } from './billing-payments.repo';

type AdminPaymentRow = Awaited<ReturnType<typeof repo.payments>>[number];

const toAdminPayment = (row: AdminPaymentRow): AdminPayment => ({
  id: row.id,
  myCompanyId: row.companyId,
  companyName: row.companyName,
  planCode: row.planCode,
  amount: fromBani(row.amountBani),
  currency: row.currency,
  method: row.method,
  status: row.status,
  renewal: row.renewal,
  proformaNumber: row.proformaNumber,
  invoiceNumber: row.invoiceNumber,
  createdAt: row.createdAt.toISOString(),
});

/** Whether a user is one of the platform's operators (by the e-mail of their account). */
export const operatorCheck = (database: Database, operators: string[]) => async (userId: string) => {
  if (operators.length === 0) return false;
  const email = await repo.emailOf(database.db, userId);
  return email !== null && operators.includes(email.toLowerCase());
};

/** The operator's billing administration: lists across tenants, and audited changes. */
export function createBillingAdmin(database: Database, accept: PaymentAcceptance) {
  return {
    async subscriptions() {
      return (await repo.subscriptions(database.db)).map((row) => ({
        id: row.id,
        myCompanyId: row.companyId,
        companyName: row.companyName,
        planCode: row.planCode,
        startsAt: row.startsAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        autoRenew: row.autoRenew,
        ended: row.endedAt !== null,
      }));
    },

    async payments() {
      return (await repo.payments(database.db)).map(toAdminPayment);
    },

    /**
     * A bank transfer seen on the platform's account: its payment is accepted and buys its
     * subscription (and the platform's invoice), with the statement's reference in the audit.
     */
    async markReceived(
      actorUserId: string,
      paymentId: string,
      input: z.output<typeof markReceivedInputSchema>,
    ): Promise<AdminPayment> {
      await database.transaction(async (tx) => {
        const row = await billingPaymentsRepo.lockPayment(tx.db, paymentId);
        if (!row) throw notFound();
        if (row.method !== 'bank-transfer') throw refused('not-bank-transfer');
        if (row.status !== 'pending') throw refused('payment-not-pending');
        const subscriptionId = await accept(tx, row);
        await repo.audit(tx.db, {
          actorUserId,
          action: 'bank-transfer-received',
          subjectId: row.id,
          details: { reference: input.reference, subscriptionId, proforma: row.proformaNumber },
        });
      });
      const [row] = await repo.payments(database.db, paymentId);
      if (!row) throw notFound();
      return toAdminPayment(row);
    },

    async auditTrail() {
      return (await repo.auditTrail(database.db)).map((row) => ({
        ...row,
        details: row.details as Record<string, unknown>,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /** Moves a subscription's end by whole months; the change and its reason go to the audit. */
    async extend(
      actorUserId: string,
      subscriptionId: string,
      input: z.output<typeof extendSubscriptionInputSchema>,
    ) {
      const expiresAt = await database.transaction(async (tx) => {
        const row = await repo.lockSubscription(tx.db, subscriptionId);
        if (!row) throw notFound();
        const extended = addMonths(row.expiresAt, input.months);
        await repo.setExpiry(tx.db, row.id, extended);
        await repo.audit(tx.db, {
          actorUserId,
          action: 'subscription-extended',
          subjectId: row.id,
          details: {
            months: input.months,
            reason: input.reason,
            from: row.expiresAt.toISOString(),
            to: extended.toISOString(),
          },
        });
        return extended;
      });
      return expiresAt;
    },
  };
}
