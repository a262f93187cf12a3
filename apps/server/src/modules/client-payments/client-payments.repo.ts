import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { UUID } from '../../platform/crud/service-resource';
import { paymentsRepo } from '../../platform/payments/payments.repo';
import { documentSeries } from '../document-series/document-series.tables';
import { clientPayments, clientPaymentTables } from './client-payments.tables';

const payments = paymentsRepo(clientPaymentTables);

/**
 * Client payments and their allocations (the shared payments repository over the client tables),
 * and what the company's own receipts need of their series (read only).
 */
export const clientPaymentsRepo = {
  ...payments,

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

  countOfSeries: (db: Db, companyId: string, seriesId: string) =>
    UUID.test(seriesId)
      ? payments.countWhere(
          db,
          companyId,
          and(eq(clientPayments.type, 'receipt'), eq(clientPayments.documentSeriesId, seriesId)),
        )
      : Promise.resolve(0),
};
