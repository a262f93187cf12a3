import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { users } from '../accounts/accounts.tables';
import { clientDocuments } from '../client-invoices/client-invoices.tables';
import { companies } from '../companies/companies.tables';
import { billingAudit, plans, subscriptionPayments, subscriptions } from './billing.tables';

const LIMIT = 200;
const proformas = alias(clientDocuments, 'proformas');
const invoices = alias(clientDocuments, 'invoices');

/** The SQL of the operator's billing administration, across tenants. */
export const billingAdminRepo = {
  async emailOf(db: Db, userId: string): Promise<string | null> {
    const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return row?.email ?? null;
  },

  async subscriptions(db: Db) {
    return db
      .select({
        id: subscriptions.id,
        companyId: subscriptions.companyId,
        companyName: companies.legalName,
        planCode: plans.code,
        startsAt: subscriptions.startsAt,
        expiresAt: subscriptions.expiresAt,
        autoRenew: subscriptions.autoRenew,
        endedAt: subscriptions.endedAt,
      })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .innerJoin(companies, eq(companies.id, subscriptions.companyId))
      .orderBy(desc(subscriptions.expiresAt))
      .limit(LIMIT);
  },

  /** The latest payments, or one. */
  async payments(db: Db, id?: string) {
    return db
      .select({
        id: subscriptionPayments.id,
        companyId: subscriptionPayments.companyId,
        companyName: companies.legalName,
        planCode: plans.code,
        amountBani: subscriptionPayments.amountBani,
        currency: subscriptionPayments.currency,
        method: subscriptionPayments.method,
        status: subscriptionPayments.status,
        renewal: sql<boolean>`${subscriptionPayments.renewalOf} is not null`,
        proformaNumber: proformas.seriesNumber,
        invoiceNumber: invoices.seriesNumber,
        createdAt: subscriptionPayments.createdAt,
      })
      .from(subscriptionPayments)
      .innerJoin(plans, eq(plans.id, subscriptionPayments.planId))
      .innerJoin(companies, eq(companies.id, subscriptionPayments.companyId))
      .leftJoin(proformas, eq(proformas.id, subscriptionPayments.proformaId))
      .leftJoin(invoices, eq(invoices.id, subscriptionPayments.invoiceId))
      .where(id ? eq(subscriptionPayments.id, id) : undefined)
      .orderBy(desc(subscriptionPayments.createdAt))
      .limit(LIMIT);
  },

  async lockSubscription(db: Db, id: string) {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
    return row ?? null;
  },

  async setExpiry(db: Db, id: string, expiresAt: Date) {
    // A later end re-opens the lifecycle for it: reminder and end are due again at the new date.
    await db
      .update(subscriptions)
      .set({ expiresAt, endedAt: null, remindedAt: null })
      .where(eq(subscriptions.id, id));
  },

  async audit(db: Db, entry: typeof billingAudit.$inferInsert) {
    await db.insert(billingAudit).values(entry);
  },

  async auditTrail(db: Db) {
    return db.select().from(billingAudit).orderBy(desc(billingAudit.createdAt)).limit(LIMIT);
  },
};
