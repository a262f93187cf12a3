import type { PaymentType } from '@app/domain/invoicing/client-payment.schemas';
import { and, asc, count, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partners } from '../../modules/partners/partners.tables';
import { UUID } from '../crud/service-resource';
import type { ListingPlan } from '../listing/listing';
import type { PaymentTables } from './payment-tables';

type PaymentsTable = PaymentTables['payments'];
export type PaymentRow = PaymentsTable['$inferSelect'];
/** A payment as lists and views show it: its row and its partner's name. */
export type PaymentWithPartner = PaymentRow & { partnerName: string };
export type NewPayment = Omit<PaymentsTable['$inferInsert'], 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;
export type StoredAllocation = { invoiceId: string; amount: string };

/**
 * Payments and their allocations of one side (client or supplier: the tables have one shape), and
 * what they need to know of partners. Every function takes the company id first.
 */
export function paymentsRepo({ payments, allocations }: PaymentTables) {
  const ofCompany = (companyId: string, id: string, type?: PaymentType) =>
    and(eq(payments.companyId, companyId), eq(payments.id, id), type ? eq(payments.type, type) : undefined);
  const withPartner = { ...getTableColumns(payments), partnerName: partners.name };
  const ofPayment = (companyId: string, paymentId: string) =>
    and(eq(allocations.companyId, companyId), eq(allocations.paymentId, paymentId));

  const repo = {
    /** A page of the company's payments (of one type when given) with the partner's name. */
    async list(
      db: Db,
      companyId: string,
      plan: ListingPlan,
      type?: PaymentType,
    ): Promise<{ items: PaymentWithPartner[]; count: number }> {
      const where = and(
        eq(payments.companyId, companyId),
        type ? eq(payments.type, type) : undefined,
        plan.where,
      );
      const [items, [total]] = await Promise.all([
        db
          .select(withPartner)
          .from(payments)
          .innerJoin(partners, eq(partners.id, payments.partnerId))
          .where(where)
          .orderBy(...plan.orderBy)
          .limit(plan.limit)
          .offset(plan.offset),
        db
          .select({ n: count() })
          .from(payments)
          .innerJoin(partners, eq(partners.id, payments.partnerId))
          .where(where),
      ]);
      return { items, count: total?.n ?? 0 };
    },

    /** Null for an id that is not the company's (or not of the type asked, or not an id at all). */
    async find(
      db: Db,
      companyId: string,
      id: string,
      type?: PaymentType,
    ): Promise<PaymentWithPartner | null> {
      if (!UUID.test(id)) return null;
      const [row] = await db
        .select(withPartner)
        .from(payments)
        .innerJoin(partners, eq(partners.id, payments.partnerId))
        .where(ofCompany(companyId, id, type));
      return row ?? null;
    },

    /** The payment row locked until the transaction ends: edits, publication and voiding queue here. */
    async lock(db: Db, companyId: string, id: string, type?: PaymentType): Promise<PaymentRow | null> {
      if (!UUID.test(id)) return null;
      const [row] = await db
        .select()
        .from(payments)
        .where(ofCompany(companyId, id, type))
        .for('update');
      return row ?? null;
    },

    async allocations(db: Db, companyId: string, paymentId: string): Promise<StoredAllocation[]> {
      return db
        .select({ invoiceId: allocations.invoiceId, amount: allocations.amount })
        .from(allocations)
        .where(ofPayment(companyId, paymentId))
        .orderBy(asc(allocations.invoiceId));
    },

    async insert(db: Db, companyId: string, values: NewPayment): Promise<PaymentRow> {
      const [row] = await db
        .insert(payments)
        .values({ ...values, companyId })
        .returning();
      if (!row) throw new Error('payment not created');
      return row;
    },

    async update(db: Db, companyId: string, id: string, values: Partial<NewPayment>): Promise<void> {
      await db
        .update(payments)
        .set({ ...values, updatedAt: new Date() })
        .where(ofCompany(companyId, id));
    },

    /** Replaces the payment's allocations with the given ones. */
    async replaceAllocations(
      db: Db,
      companyId: string,
      paymentId: string,
      list: StoredAllocation[],
    ): Promise<void> {
      await db.delete(allocations).where(ofPayment(companyId, paymentId));
      if (list.length > 0) {
        await db
          .insert(allocations)
          .values(list.map((allocation) => ({ ...allocation, companyId, paymentId })));
      }
    },

    async delete(db: Db, companyId: string, id: string): Promise<void> {
      await db.delete(payments).where(ofCompany(companyId, id));
    },

    /** The payments allocated to an invoice, newest first (the invoice's payments modal). */
    async ofInvoice(db: Db, companyId: string, invoiceId: string) {
      return db
        .select({
          paymentId: payments.id,
          type: payments.type,
          status: payments.status,
          seriesNumber: payments.seriesNumber,
          date: payments.date,
          amount: allocations.amount,
          currency: payments.currency,
        })
        .from(allocations)
        .innerJoin(payments, eq(payments.id, allocations.paymentId))
        .where(and(eq(allocations.companyId, companyId), eq(allocations.invoiceId, invoiceId)))
        .orderBy(desc(payments.date), desc(payments.createdAt));
    },

    /** The company's partner with its role, or null. */
    async partner(db: Db, companyId: string, id: string): Promise<{ name: string; role: string } | null> {
      if (!UUID.test(id)) return null;
      const [row] = await db
        .select({ name: partners.name, role: partners.role })
        .from(partners)
        .where(and(eq(partners.companyId, companyId), eq(partners.id, id)));
      return row ?? null;
    },

    /** How many payments of the company match (usage checks and the company deletion blocker). */
    async countWhere(db: Db, companyId: string, condition?: SQL): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(payments)
        .where(and(eq(payments.companyId, companyId), condition));
      return row?.n ?? 0;
    },

    countOfCompany: (db: Db, companyId: string) => repo.countWhere(db, companyId),

    countOfPartner: (db: Db, companyId: string, partnerId: string) =>
      UUID.test(partnerId)
        ? repo.countWhere(db, companyId, eq(payments.partnerId, partnerId))
        : Promise.resolve(0),
  };
  return repo;
}
export type PaymentsRepo = ReturnType<typeof paymentsRepo>;
