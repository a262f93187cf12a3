import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../accounts/accounts.tables';
import { companies } from '../companies/companies.tables';
import { plans, subscriptionPayments, subscriptions } from './billing.tables';

export type LifecycleRow = typeof subscriptions.$inferSelect & {
  planCode: string;
  months: number;
  price: string;
  currency: string;
};

const withPlan = {
  subscription: subscriptions,
  planCode: plans.code,
  months: plans.months,
  price: plans.price,
  currency: plans.currency,
};
const flatten = (row: {
  subscription: typeof subscriptions.$inferSelect;
  planCode: string;
  months: number;
  price: string;
  currency: string;
}): LifecycleRow => ({
  ...row.subscription,
  planCode: row.planCode,
  months: row.months,
  price: row.price,
  currency: row.currency,
});

/** The SQL of the subscriptions' lifecycle: reminders, renewals, ends. */
export const billingLifecycleRepo = {
  /** Subscriptions neither ended nor renewed that expire by `until`. */
  async openExpiringBy(db: Db, until: Date, companyId: string | null): Promise<LifecycleRow[]> {
    const rows = await db
      .select(withPlan)
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(
        and(
          isNull(subscriptions.endedAt),
          isNull(subscriptions.renewedBy),
          lte(subscriptions.expiresAt, until),
          companyId ? eq(subscriptions.companyId, companyId) : undefined,
        ),
      )
      .orderBy(subscriptions.expiresAt)
      .limit(1000);
    return rows.map(flatten);
  },

  async lock(db: Db, id: string): Promise<LifecycleRow | null> {
    const [row] = await db
      .select(withPlan)
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(eq(subscriptions.id, id))
      .for('update', { of: subscriptions });
    return row ? flatten(row) : null;
  },

  async mark(db: Db, id: string, values: Partial<typeof subscriptions.$inferInsert>) {
    await db.update(subscriptions).set(values).where(eq(subscriptions.id, id));
  },

  /** Renewal charges started and not recorded (the process may have died in between). */
  async openRenewalCharges(db: Db, companyId: string | null) {
    return db
      .select({ id: subscriptionPayments.id })
      .from(subscriptionPayments)
      .where(
        and(
          isNotNull(subscriptionPayments.renewalOf),
          eq(subscriptionPayments.status, 'processing'),
          companyId ? eq(subscriptionPayments.companyId, companyId) : undefined,
        ),
      );
  },

  async lockPayment(db: Db, id: string) {
    const [row] = await db
      .select()
      .from(subscriptionPayments)
      .where(eq(subscriptionPayments.id, id))
      .for('update');
    return row ?? null;
  },

  async paymentById(db: Db, id: string) {
    const [row] = await db.select().from(subscriptionPayments).where(eq(subscriptionPayments.id, id));
    return row ?? null;
  },

  async tenantOf(db: Db, companyId: string) {
    const [row] = await db
      .select({ tenantId: companies.tenantId, name: companies.legalName })
      .from(companies)
      .where(eq(companies.id, companyId));
    return row ?? null;
  },

  /** Who hears about the account's subscriptions by e-mail: its verified administrators. */
  async adminsOf(db: Db, tenantId: string) {
    return db
      .select({ email: users.email, locale: users.locale })
      .from(users)
      .where(
        and(
          eq(users.tenantId, tenantId),
          inArray(users.role, ['admin']),
          sql`${users.emailVerifiedAt} is not null`,
        ),
      );
  },
};
