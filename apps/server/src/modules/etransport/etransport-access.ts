import { planTier } from '@app/domain/billing/plans';
import { spvActiveLike } from '@app/domain/efactura/efactura-states';
import { ACTIVATION_PERIODS, type EtransportAccess } from '@app/domain/etransport/etransport-api.schemas';
import { and, desc, eq, gt, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError } from '../../platform/http/errors';
import { plans, subscriptions } from '../billing/billing.tables';
import { companies } from '../companies/companies.tables';

const ADDON_PREFIX = 'addon:etransport:';
const refused = (code: string) => new HttpError(422, `etransport.errors.${code}`, { errors: {} });

async function inForce(db: Db, companyId: string, now: Date) {
  return db
    .select({
      code: plans.code,
      startsAt: subscriptions.startsAt,
      expiresAt: subscriptions.expiresAt,
      paymentStatus: subscriptions.paymentStatus,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.companyId, companyId), gt(subscriptions.expiresAt, now)))
    .orderBy(desc(subscriptions.expiresAt));
}

/**
 * The e-Transport module's three conditions (spec 03 §1): the add-on paid and in force, a basic or
 * smart plan in force, an active SPV connection; and the alerts about the base plan.
 */
export async function etransportAccess(
  db: Db,
  companyId: string,
  now = new Date(),
): Promise<EtransportAccess> {
  const current = await inForce(db, companyId, now);
  const addon = current.find((row) => row.code.startsWith(ADDON_PREFIX) && row.paymentStatus === 'accepted');
  const base = current.find((row) => planTier(row.code) !== null);
  const [company] = await db
    .select({ spvStatus: companies.anafSpvStatus })
    .from(companies)
    .where(eq(companies.id, companyId));
  const spvActive = spvActiveLike(company?.spvStatus);
  const missing: EtransportAccess['missing'] = [];
  if (!addon) missing.push('activation');
  if (!base) missing.push('base-subscription');
  if (!spvActive) missing.push('spv-connection');
  const alerts: EtransportAccess['alerts'] = [];
  if (addon && !base) alerts.push('base-expired');
  else if (addon && base && base.expiresAt < addon.expiresAt) alerts.push('base-expires-before-module');
  const prices = await db
    .select({ code: plans.code, price: plans.price })
    .from(plans)
    .where(like(plans.code, `${ADDON_PREFIX}%`));
  return {
    active: missing.length === 0,
    missing,
    alerts,
    activation: addon
      ? {
          planCode: addon.code,
          startsAt: addon.startsAt.toISOString(),
          expiresAt: addon.expiresAt.toISOString(),
          paymentStatus: addon.paymentStatus,
        }
      : null,
    baseExpiresAt: base?.expiresAt.toISOString() ?? null,
    spvActive,
    // Every connection made in the product is authorized for e-Transport too (one OAuth scope).
    migrated: spvActive,
    prices: ACTIVATION_PERIODS.flatMap((period) => {
      const plan = prices.find((row) => row.code === `${ADDON_PREFIX}${period}`);
      return plan ? [{ period, planCode: plan.code, price: plan.price }] : [];
    }),
  };
}

/**
 * Whether the module may be bought now (spec 03 §1): refused without an active SPV connection and
 * while the add-on is in force; the purchase itself is the billing flow's.
 */
export async function checkActivation(db: Db, companyId: string, now = new Date()): Promise<void> {
  const access = await etransportAccess(db, companyId, now);
  if (!access.spvActive) throw refused('spv-inactive');
  if (!access.missing.includes('activation')) throw refused('already-active');
}
