// Plan constants and rules without zod, so the shell's subscription gate loads no schema library.
import type { Subscription } from './billing.schemas';

export const PLAN_TIERS = ['basic', 'smart'] as const;
export const PLAN_PERIODS = ['monthly', 'quarterly', 'yearly'] as const;
export const SUBSCRIPTION_STATUSES = [
  'active',
  'expiring-soon',
  'expired',
  'not-renewed',
  'renewed',
] as const;
export const PAYMENT_STATUSES = ['pending', 'accepted', 'processing'] as const;

/** The free Basic plan every new company gets, for 12 months (spec 02 section 4 Subscriptions). */
export const FREE_BASIC_PLAN_CODE = 'plan:invoicing-basic:yearly';
export const FREE_BASIC_MONTHS = 12;
/** A subscription expiring within this many days is "expiring soon". */
export const EXPIRING_SOON_DAYS = 14;

/** "plan:invoicing-basic:yearly" -> "basic"; add-ons and unknown codes have no tier. */
export function planTier(code: string): (typeof PLAN_TIERS)[number] | null {
  const match = /^plan:[a-z]+-(basic|smart):/.exec(code);
  return (match?.[1] as (typeof PLAN_TIERS)[number] | undefined) ?? null;
}

/** A subscription of the company that has not ended. */
const inForce = (subscription: Subscription, companyId: string, now: Date) =>
  subscription.myCompanyId === companyId &&
  subscription.status !== 'expired' &&
  new Date(subscription.expiresAt).getTime() > now.getTime();

/** Invoicing, products, payments, receipts, reports and SPV pages need a basic or smart plan in force. */
export function hasInvoicingPlan(
  subscriptions: Subscription[],
  companyId: string,
  now = new Date(),
): boolean {
  return subscriptions.some(
    (subscription) => planTier(subscription.planCode) !== null && inForce(subscription, companyId, now),
  );
}

/** Inventory (warehouses, stock documents, stock reports) needs the smart plan in force (issue 14). */
export function hasSmartPlan(subscriptions: Subscription[], companyId: string, now = new Date()): boolean {
  return subscriptions.some(
    (subscription) => planTier(subscription.planCode) === 'smart' && inForce(subscription, companyId, now),
  );
}
