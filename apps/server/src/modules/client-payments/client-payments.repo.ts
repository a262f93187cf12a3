import type { PaymentType } from '@app/domain/invoicing/client-payment.schemas';
import { and, asc, count, eq, getTableColumns, gt, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { UUID } from '../../platform/crud/service-resource';
import type { ListingPlan } from '../../platform/listing/listing';
import { documentSeries } from '../document-series/document-series.tables';
import { partners } from '../partners/partners.tables';
import { clientPaymentAllocations, clientPayments } from './client-payments.tables';

export type PaymentRow = typeof clientPayments.$inferSelect;
/** A payment as lists and views show it: its row and its partner's name. */
export type PaymentWithPartner = PaymentRow & { partnerName: string };
export type NewPayment = Omit<
  typeof clientPayments.$inferInsert,
  'id' | 'companyId' | 'createdAt' | 'updatedAt'
>;
export type StoredAllocation = { invoiceId: string; amount: string };

const ofCompany = (companyId: string, id: string, type?: PaymentType) =>
  and(
    eq(clientPayments.companyId, companyId),
    eq(clientPayments.id, id),
    type ? eq(clientPayments.type, type) : undefined,
  );

const withPartner = { ...getTableColumns(clientPayments), partnerName: partners.name };

/** Payments, their allocations, and what they need to know of partners and series (read only). */
export const clientPaymentsRepo = {
  /** A page of the company's payments (of one type when given) with the partner's name. */
  async list(
    db: Db,
    companyId: string,
    plan: ListingPlan,
    type?: PaymentType,
  ): Promise<{ items: PaymentWithPartner[]; count: number }> {
    const where = and(
      eq(clientPayments.companyId, companyId),
      type ? eq(clientPayments.type, type) : undefined,
      plan.where,
    );
    const [items, [total]] = await Promise.all([
      db
        .select(withPartner)
        .from(clientPayments)
        .innerJoin(partners, eq(partners.id, clientPayments.partnerId))
        .where(where)
        .orderBy(...plan.orderBy)
        .limit(plan.limit)
        .offset(plan.offset),
      db
        .select({ n: count() })
        .from(clientPayments)
        .innerJoin(partners, eq(partners.id, clientPayments.partnerId))
        .where(where),
    ]);
    return { items, count: total?.n ?? 0 };
  },

  /** Null for an id that is not the company's (or not of the type asked, or not an id at all). */
  async find(db: Db, companyId: string, id: string, type?: PaymentType): Promise<PaymentWithPartner | null> {
    if (!UUID.test(id)) return null;
    const [row] = await db
      .select(withPartner)
      .from(clientPayments)
      .innerJoin(partners, eq(partners.id, clientPayments.partnerId))
      .where(ofCompany(companyId, id, type));
    return row ?? null;
  },

  /** The payment row locked until the transaction ends: edits, publication and voiding queue here. */
  async lock(db: Db, companyId: string, id: string, type?: PaymentType): Promise<PaymentRow | null> {
    if (!UUID.test(id)) return null;
    const [row] = await db
      .select()
      .from(clientPayments)
      .where(ofCompany(companyId, id, type))
      .for('update');
    return row ?? null;
  },

  async allocations(db: Db, companyId: string, paymentId: string): Promise<StoredAllocation[]> {
    return db
      .select({ invoiceId: clientPaymentAllocations.invoiceId, amount: clientPaymentAllocations.amount })
      .from(clientPaymentAllocations)
      .where(
        and(
          eq(clientPaymentAllocations.companyId, companyId),
          eq(clientPaymentAllocations.paymentId, paymentId),
        ),
      )
      .orderBy(asc(clientPaymentAllocations.invoiceId));
  },

  async insert(db: Db, companyId: string, values: NewPayment): Promise<PaymentRow> {
    const [row] = await db
      .insert(clientPayments)
      .values({ ...values, companyId })
      .returning();
    if (!row) throw new Error('payment not created');
    return row;
  },

  async update(db: Db, companyId: string, id: string, values: Partial<NewPayment>): Promise<void> {
    await db
      .update(clientPayments)
      .set({ ...values, updatedAt: new Date() })
      .where(ofCompany(companyId, id));
  },

  /** Replaces the payment's allocations with the given ones. */
  async replaceAllocations(
    db: Db,
    companyId: string,
    paymentId: string,
    allocations: StoredAllocation[],
  ): Promise<void> {
    await db
      .delete(clientPaymentAllocations)
      .where(
        and(
          eq(clientPaymentAllocations.companyId, companyId),
          eq(clientPaymentAllocations.paymentId, paymentId),
        ),
      );
    if (allocations.length > 0) {
      await db
        .insert(clientPaymentAllocations)
        .values(allocations.map((allocation) => ({ ...allocation, companyId, paymentId })));
    }
  },

  async delete(db: Db, companyId: string, id: string): Promise<void> {
    await db.delete(clientPayments).where(ofCompany(companyId, id));
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

  /** The type of the company's document series, or null when it is not the company's. */
  async seriesType(db: Db, companyId: string, id: string): Promise<string | null> {
    if (!UUID.test(id)) return null;
    const [row] = await db
      .select({ type: documentSeries.type })
      .from(documentSeries)
      .where(and(eq(documentSeries.companyId, companyId), eq(documentSeries.id, id)));
    return row?.type ?? null;
  },

  /**
   * Whether a published (or voided, as it kept its number) receipt of the series is dated after
   * `date`: numbers follow dates, so a receipt cannot be numbered after one dated later.
   */
  async laterNumberedReceipt(db: Db, companyId: string, seriesId: string, date: string, exceptId: string) {
    const [row] = await db
      .select({ id: clientPayments.id })
      .from(clientPayments)
      .where(
        and(
          eq(clientPayments.companyId, companyId),
          eq(clientPayments.documentSeriesId, seriesId),
          ne(clientPayments.status, 'draft'),
          ne(clientPayments.id, exceptId),
          gt(clientPayments.date, date),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** How many payments of the company match (usage checks and the company deletion blocker). */
  async countWhere(db: Db, companyId: string, condition?: SQL): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(clientPayments)
      .where(and(eq(clientPayments.companyId, companyId), condition));
    return row?.n ?? 0;
  },

  countOfCompany: (db: Db, companyId: string) => clientPaymentsRepo.countWhere(db, companyId),

  countOfPartner: (db: Db, companyId: string, partnerId: string) =>
    UUID.test(partnerId)
      ? clientPaymentsRepo.countWhere(db, companyId, eq(clientPayments.partnerId, partnerId))
      : Promise.resolve(0),

  countOfSeries: (db: Db, companyId: string, seriesId: string) =>
    UUID.test(seriesId)
      ? clientPaymentsRepo.countWhere(
          db,
          companyId,
          and(eq(clientPayments.type, 'receipt'), eq(clientPayments.documentSeriesId, seriesId)),
        )
      : Promise.resolve(0),
};
