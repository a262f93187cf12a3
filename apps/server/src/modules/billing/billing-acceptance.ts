import { PRODUCT_NAMES } from '@app/domain/billing/purchase.schemas';
import { nextPeriod, productOfPlanCode } from '@app/domain/billing/purchase-decision';
import type { Tx } from '../../db/client';
import type { NotificationsService } from '../notifications/notifications.service';
import { billingLifecycleRepo } from './billing-lifecycle.repo';
import { type PaymentWithPlan, billingPaymentsRepo as repo } from './billing-payments.repo';
import type { PlatformInvoicing } from './platform-invoicing';

export type PaymentAcceptance = ReturnType<typeof createPaymentAcceptance>;

/**
 * A paid purchase becomes its subscription, whichever way the money came (the provider's page, a
 * bank transfer an operator saw): the period follows any plan that covers it, the payment is
 * accepted, the buyer is told, and the platform's invoice is queued, all in the caller's
 * transaction, which holds the payment's lock.
 */
export function createPaymentAcceptance(deps: {
  notifications: NotificationsService;
  platformInvoicing: PlatformInvoicing;
}) {
  return async function accept(
    tx: Tx,
    row: PaymentWithPlan,
    provider: { paymentId?: string | null; customerId?: string | null } = {},
    now = new Date(),
  ): Promise<string> {
    const product = productOfPlanCode(row.planCode);
    if (!product) throw new Error(`plan ${row.planCode} cannot be bought`);
    const held = await repo.heldSubscriptions(tx.db, row.companyId, now);
    const period = nextPeriod(
      product,
      row.months,
      held.map((one) => ({ product: productOfPlanCode(one.code), expiresAt: one.expiresAt })),
      now,
    );
    const customerId = provider.customerId ?? null;
    const subscriptionId = await repo.insertSubscription(tx.db, {
      companyId: row.companyId,
      planId: row.planId,
      ...period,
      autoRenew: row.autoRenew,
      paymentStatus: 'accepted',
      // The card kept for renewals belongs to this customer at the provider.
      providerCustomerId: row.autoRenew ? customerId : null,
    });
    await repo.updatePayment(tx.db, row.id, {
      status: 'accepted',
      subscriptionId,
      failure: null,
      ...(provider.paymentId !== undefined ? { providerPaymentId: provider.paymentId } : {}),
      ...(provider.customerId !== undefined ? { providerCustomerId: customerId } : {}),
    });
    const company = await billingLifecycleRepo.tenantOf(tx.db, row.companyId);
    if (company) {
      await deps.notifications.notify(tx, {
        tenantId: company.tenantId,
        companyId: row.companyId,
        type: 'billing-subscription-payment-accepted',
        data: { planName: PRODUCT_NAMES[product] },
      });
    }
    await deps.platformInvoicing.accepted(tx, row.id);
    return subscriptionId;
  };
}
