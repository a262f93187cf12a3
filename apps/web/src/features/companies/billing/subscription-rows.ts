import type { Plan, Subscription } from '@app/domain/billing/billing.schemas';

export interface SubscriptionRow {
  id: string;
  planCode: string | null;
  status: Subscription['status'];
  startsAt: string;
  expiresAt: string;
  autoRenew: boolean;
  cardKept: boolean;
  paymentStatus: string | null;
}

/**
 * The subscriptions of one company, newest first, each with its plan code (from the subscription,
 * else from the plans list).
 */
export function subscriptionRows(
  subscriptions: readonly Subscription[],
  plans: readonly Plan[],
  companyId: string,
): SubscriptionRow[] {
  const planCodes = new Map(plans.map((plan) => [plan.id, plan.code]));
  return subscriptions
    .filter((subscription) => subscription.myCompanyId === companyId)
    .map((subscription) => ({
      id: subscription.id,
      planCode: subscription.planCode || planCodes.get(subscription.planId) || null,
      status: subscription.status,
      startsAt: subscription.startsAt,
      expiresAt: subscription.expiresAt,
      autoRenew: subscription.autoRenew,
      cardKept: subscription.cardKept,
      paymentStatus: subscription.paymentStatus,
    }))
    .sort((a, b) => b.startsAt.localeCompare(a.startsAt));
}
