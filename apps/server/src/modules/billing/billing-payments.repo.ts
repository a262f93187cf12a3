import type { LaunchOffer } from '@app/domain/billing/launch-offers';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { clientDocuments } from '../client-invoices/client-invoices.tables';
import {
  billingProviderEvents,
  launchOffers,
  plans,
  subscriptionPayments,
  subscriptions,
} from './billing.tables';

export type PaymentRow = typeof subscriptionPayments.$inferSelect;
type Documents = { proformaNumber: string | null; invoiceNumber: string | null };
export type PaymentWithPlan = PaymentRow & { planCode: string; months: number } & Documents;

const proformas = alias(clientDocuments, 'proformas');
const invoices = alias(clientDocuments, 'invoices');
const withPlan = {
  payment: subscriptionPayments,
  planCode: plans.code,
  months: plans.months,
  proformaNumber: proformas.seriesNumber,
  invoiceNumber: invoices.seriesNumber,
};
const flatten = (
  row: { payment: PaymentRow; planCode: string; months: number } & Documents,
): PaymentWithPlan => ({
  ...row.payment,
  planCode: row.planCode,
  months: row.months,
  proformaNumber: row.proformaNumber,
  invoiceNumber: row.invoiceNumber,
});

/** Payments with their plan and the numbers of the platform's documents. */
const paymentsWithPlan = (db: Db) =>
  db
    .select(withPlan)
    .from(subscriptionPayments)
    .innerJoin(plans, eq(plans.id, subscriptionPayments.planId))
    .leftJoin(proformas, eq(proformas.id, subscriptionPayments.proformaId))
    .leftJoin(invoices, eq(invoices.id, subscriptionPayments.invoiceId));

/** A second open payment of a company, refused by the partial unique index. */
export const isOneOpenPaymentViolation = (error: unknown) => {
  const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: string; constraint?: string };
  return cause.code === '23505' && cause.constraint === 'subscription_payments_one_open';
};

/** The SQL of subscription purchases: plans with prices, payments, provider events. */
export const billingPaymentsRepo = {
  async planByCode(db: Db, code: string) {
    const [plan] = await db.select().from(plans).where(eq(plans.code, code));
    return plan ?? null;
  },

  /** Every launch offer, past ones included (few: dated configuration). */
  async launchOffers(db: Db): Promise<LaunchOffer[]> {
    return db
      .select({
        product: launchOffers.product,
        price: launchOffers.price,
        startsOn: launchOffers.startsOn,
        endsOn: launchOffers.endsOn,
      })
      .from(launchOffers);
  },

  async pricedPlans(db: Db) {
    return db.select().from(plans).orderBy(plans.code);
  },

  /** The company's subscriptions in force at `now`, with their plan codes. */
  async heldSubscriptions(db: Db, companyId: string, now: Date) {
    return db
      .select({ code: plans.code, expiresAt: subscriptions.expiresAt })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(and(eq(subscriptions.companyId, companyId), gt(subscriptions.expiresAt, now)));
  },

  async openPayment(db: Db, companyId: string) {
    const [row] = await db
      .select({ id: subscriptionPayments.id })
      .from(subscriptionPayments)
      .where(
        and(
          eq(subscriptionPayments.companyId, companyId),
          inArray(subscriptionPayments.status, ['pending', 'processing']),
        ),
      );
    return row ?? null;
  },

  async insertPayment(db: Db, values: typeof subscriptionPayments.$inferInsert) {
    const [row] = await db.insert(subscriptionPayments).values(values).returning();
    if (!row) throw new Error('payment not inserted');
    return row;
  },

  async updatePayment(db: Db, id: string, values: Partial<typeof subscriptionPayments.$inferInsert>) {
    await db
      .update(subscriptionPayments)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(subscriptionPayments.id, id));
  },

  async paymentOfCompany(db: Db, companyId: string, id: string): Promise<PaymentWithPlan | null> {
    const [row] = await paymentsWithPlan(db).where(
      and(eq(subscriptionPayments.companyId, companyId), eq(subscriptionPayments.id, id)),
    );
    return row ? flatten(row) : null;
  },

  async paymentsOfCompany(db: Db, companyId: string): Promise<PaymentWithPlan[]> {
    const rows = await paymentsWithPlan(db)
      .where(eq(subscriptionPayments.companyId, companyId))
      .orderBy(desc(subscriptionPayments.createdAt))
      .limit(50);
    return rows.map(flatten);
  },

  /** A payment of any company, locked until the transaction ends (an operator's change). */
  async lockPayment(db: Db, id: string): Promise<PaymentWithPlan | null> {
    const [row] = await paymentsWithPlan(db)
      .where(eq(subscriptionPayments.id, id))
      .for('update', { of: subscriptionPayments });
    return row ? flatten(row) : null;
  },

  /** The payment a checkout session belongs to, locked until the transaction ends. */
  async lockPaymentOfSession(db: Db, sessionId: string): Promise<PaymentWithPlan | null> {
    const [row] = await paymentsWithPlan(db)
      .where(eq(subscriptionPayments.providerSessionId, sessionId))
      .for('update', { of: subscriptionPayments });
    return row ? flatten(row) : null;
  },

  async insertSubscription(db: Db, values: typeof subscriptions.$inferInsert) {
    const [row] = await db.insert(subscriptions).values(values).returning({ id: subscriptions.id });
    if (!row) throw new Error('subscription not inserted');
    return row.id;
  },

  async subscriptionOfCompany(db: Db, companyId: string, id: string) {
    const [row] = await db
      .select({ customer: subscriptions.providerCustomerId, ended: subscriptions.endedAt })
      .from(subscriptions)
      .where(and(eq(subscriptions.companyId, companyId), eq(subscriptions.id, id)));
    return row ?? null;
  },

  async setAutoRenew(db: Db, id: string, autoRenew: boolean) {
    await db.update(subscriptions).set({ autoRenew }).where(eq(subscriptions.id, id));
  },

  /** Records a provider event; false when it was handled before (a webhook delivered again). */
  async recordEvent(db: Db, id: string, type: string): Promise<boolean> {
    const inserted = await db
      .insert(billingProviderEvents)
      .values({ id, type })
      .onConflictDoNothing()
      .returning({ id: billingProviderEvents.id });
    return inserted.length > 0;
  },
};
