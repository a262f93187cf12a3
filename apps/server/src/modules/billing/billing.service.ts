import {
  EXPIRING_SOON_DAYS,
  FREE_BASIC_MONTHS,
  FREE_BASIC_PLAN_CODE,
  type Plan,
  type Subscription,
} from '@app/domain/billing/billing.schemas';
import { hasInvoicingPlan, hasSmartPlan } from '@app/domain/billing/plans';
import { addMonths } from '@app/domain/billing/purchase-decision';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth/access';
import { companies } from '../companies/companies.tables';
import { ofVisibleCompany } from '../companies/company-visibility';
import { plans, subscriptions } from './billing.tables';

const DAY_MS = 24 * 3600_000;

/** Status as the spec names it, from the dates (renewal states come with paid billing). */
export function subscriptionStatus(expiresAt: Date, now = new Date()): Subscription['status'] {
  if (expiresAt.getTime() <= now.getTime()) return 'expired';
  if (expiresAt.getTime() - now.getTime() <= EXPIRING_SOON_DAYS * DAY_MS) return 'expiring-soon';
  return 'active';
}

const SMART_YEARLY_PLAN_CODE = 'plan:invoicing-smart:yearly';

function toSubscription(
  { subscription, planCode }: { subscription: typeof subscriptions.$inferSelect; planCode: string },
  now: Date,
): Subscription {
  return {
    id: subscription.id,
    planId: subscription.planId,
    planCode,
    myCompanyId: subscription.companyId,
    status: subscription.renewedBy
      ? 'renewed'
      : subscription.endedAt && subscription.renewalAttempts > 0
        ? 'not-renewed'
        : subscriptionStatus(subscription.expiresAt, now),
    startsAt: subscription.startsAt.toISOString(),
    expiresAt: subscription.expiresAt.toISOString(),
    autoRenew: subscription.autoRenew,
    cardKept: subscription.providerCustomerId !== null,
    paymentStatus: subscription.paymentStatus,
  };
}

async function inForce(db: Db, companyId: string, now: Date): Promise<Subscription[]> {
  const rows = await db
    .select({ subscription: subscriptions, planCode: plans.code })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.companyId, companyId), gt(subscriptions.expiresAt, now)));
  return rows.map((row) => toSubscription(row, now));
}

export const billingService = {
  async plans(db: Db): Promise<Plan[]> {
    const rows = await db.select({ id: plans.id, code: plans.code }).from(plans).orderBy(plans.code);
    return rows;
  },

  /** Every new company starts on the free Basic plan for 12 months (spec 02 section 4). */
  async grantFreeBasic(db: Db, companyId: string, now = new Date()): Promise<void> {
    const [plan] = await db.select().from(plans).where(eq(plans.code, FREE_BASIC_PLAN_CODE));
    if (!plan) throw new Error(`plan ${FREE_BASIC_PLAN_CODE} missing`);
    await db.insert(subscriptions).values({
      companyId,
      planId: plan.id,
      startsAt: now,
      expiresAt: addMonths(now, FREE_BASIC_MONTHS),
      autoRenew: false,
      paymentStatus: 'accepted',
    });
  },

  /**
   * A Smart plan for a year from now, paid: the demo company's, and the one tests and browser tests
   * give a company whose inventory they use (paid billing is not built yet).
   */
  async grantSmart(db: Db, companyId: string, now = new Date()): Promise<void> {
    const [plan] = await db.select().from(plans).where(eq(plans.code, SMART_YEARLY_PLAN_CODE));
    if (!plan) throw new Error(`plan ${SMART_YEARLY_PLAN_CODE} missing`);
    await db.insert(subscriptions).values({
      companyId,
      planId: plan.id,
      startsAt: now,
      expiresAt: addMonths(now, 12),
      autoRenew: false,
      paymentStatus: 'accepted',
    });
  },

  /** grantSmart for a company of the tenant (the development trigger); false when it is not theirs. */
  /** Whether the company belongs to the tenant. */
  async companyOfTenant(db: Db, tenantId: string, companyId: string): Promise<boolean> {
    const owned = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.tenantId, tenantId), eq(companies.id, companyId)));
    return owned.length > 0;
  },

  async grantSmartInTenant(db: Db, tenantId: string, companyId: string): Promise<boolean> {
    if (!(await billingService.companyOfTenant(db, tenantId, companyId))) return false;
    await billingService.grantSmart(db, companyId);
    return true;
  },

  /** Whether the company has a Smart plan in force now (the domain's rule, shared with the web gate). */
  async hasSmartPlan(db: Db, companyId: string, now = new Date()): Promise<boolean> {
    return hasSmartPlan(await inForce(db, companyId, now), companyId, now);
  },

  /** Whether the company has a basic or smart plan in force now (the web gate's rule too). */
  async hasInvoicingPlan(db: Db, companyId: string, now = new Date()): Promise<boolean> {
    return hasInvoicingPlan(await inForce(db, companyId, now), companyId, now);
  },

  /** The subscriptions of the companies the user may see (never the tenant's others). */
  async subscriptionsVisibleTo(db: Db, user: AuthUser, now = new Date()): Promise<Subscription[]> {
    const rows = await db
      .select({ subscription: subscriptions, planCode: plans.code })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(ofVisibleCompany(user, subscriptions.companyId))
      .orderBy(subscriptions.startsAt);
    return rows.map((row) => toSubscription(row, now));
  },

  /** Ends the subscriptions of a company of the tenant now; answers how many were in force. */
  async expireNow(db: Db, tenantId: string, companyId: string, now = new Date()): Promise<number> {
    const owned = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.tenantId, tenantId), eq(companies.id, companyId)));
    if (owned.length === 0) return 0;
    const ended = await db
      .update(subscriptions)
      // Ended here with its notification, so the lifecycle job does not announce it again.
      .set({ expiresAt: now, endedAt: now })
      .where(and(eq(subscriptions.companyId, companyId), gt(subscriptions.expiresAt, now)))
      .returning({ id: subscriptions.id });
    return ended.length;
  },

  /** Paid subscriptions still in force block deleting their company; the free Basic one does not. */
  async activePaidSubscriptions(db: Db, companyId: string, now = new Date()): Promise<number> {
    const rows = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(
        and(
          eq(subscriptions.companyId, companyId),
          gt(subscriptions.expiresAt, now),
          ne(plans.code, FREE_BASIC_PLAN_CODE),
        ),
      );
    return rows.length;
  },
};
