import {
  EFACTURA_DEADLINE_DAYS,
  EFACTURA_DUE_SOON_DAYS,
} from '@app/domain/efactura/efactura-sending.schemas';
import { and, desc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { claimSend, updateIfClaimed } from '../../platform/anaf/leased-sends';
import { userPermissions, users } from '../accounts/accounts.tables';
import { anafSpvConnections } from '../anaf-spv/anaf-spv.tables';
import { clientDocuments } from '../client-invoices/client-invoices.tables';
import { companies } from '../companies/companies.tables';
import { efacturaSubmissions as subs } from './efactura-sending.tables';

export type SubmissionRow = typeof subs.$inferSelect;
export type NewSubmission = typeof subs.$inferInsert;
const OPEN = ['intended', 'uploaded'] as const;

/** The SQL of RO e-Factura sending: sends, the invoice's e-Factura columns, the connection settings. */
export const efacturaSendingRepo = {
  /** The company's connection as sending needs it (the table of the SPV module, read-only here). */
  async connection(db: Db, companyId: string) {
    const [row] = await db
      .select({
        status: anafSpvConnections.status,
        cif: anafSpvConnections.cif,
        autoSendAfterHours: anafSpvConnections.autoSendAfterHours,
      })
      .from(anafSpvConnections)
      .where(eq(anafSpvConnections.companyId, companyId));
    return row ?? null;
  },

  /** A new send of the invoice, numbered one after its last attempt. */
  async insert(db: Db, values: Omit<NewSubmission, 'attempt'>): Promise<SubmissionRow> {
    const attempt = sql<number>`(select coalesce(max(${subs.attempt}), 0) + 1 from ${subs}
      where ${subs.clientDocumentId} = ${values.clientDocumentId})`;
    const [row] = await db
      .insert(subs)
      .values({ ...values, attempt })
      .returning();
    return row as SubmissionRow;
  },

  async ofDocument(db: Db, companyId: string, documentId: string): Promise<SubmissionRow[]> {
    return db
      .select()
      .from(subs)
      .where(and(eq(subs.companyId, companyId), eq(subs.clientDocumentId, documentId)))
      .orderBy(desc(subs.attempt));
  },

  claim: (db: Db, id: string, leaseMs: number): Promise<SubmissionRow | null> =>
    claimSend(db, subs, id, leaseMs),

  updateIfClaimed: (
    db: Db,
    id: string,
    claimedAt: Date,
    patch: Partial<NewSubmission>,
  ): Promise<SubmissionRow | null> => updateIfClaimed(db, subs, id, claimedAt, patch),

  /** Counted before the call: from now on an upload may have reached ANAF. */
  async countUploadTry(db: Db, id: string): Promise<number> {
    const [row] = await db
      .update(subs)
      // Not `updated_at`: that is the claim's mark, which the answer's record compares.
      .set({ uploadTries: sql`${subs.uploadTries} + 1` })
      .where(eq(subs.id, id))
      .returning({ uploadTries: subs.uploadTries });
    return row?.uploadTries ?? 0;
  },

  /** Which of these upload indexes a send of the company already holds. */
  async knownIndexes(db: Db, companyId: string, indexes: string[]): Promise<Set<string>> {
    if (indexes.length === 0) return new Set();
    const rows = await db
      .select({ index: subs.uploadIndex })
      .from(subs)
      .where(and(eq(subs.companyId, companyId), inArray(subs.uploadIndex, indexes)));
    return new Set(rows.map((row) => row.index as string));
  },

  /** Sends of the team's companies still on their way to ANAF (intended or uploaded). */
  async openOfTenant(db: Db, tenantId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(subs)
      .innerJoin(companies, eq(companies.id, subs.companyId))
      .where(and(eq(companies.tenantId, tenantId), inArray(subs.status, [...OPEN])));
    return row?.n ?? 0;
  },

  /** Open sends whose check is overdue by `graceMs` (their job was lost with a killed worker). */
  async overdue(db: Db, graceMs: number, limit = 500): Promise<{ id: string }[]> {
    return db
      .select({ id: subs.id })
      .from(subs)
      .where(
        and(
          inArray(subs.status, [...OPEN]),
          or(
            sql`${subs.nextCheckAt} is null`,
            lte(subs.nextCheckAt, sql`now() - ${`${graceMs} milliseconds`}::interval`),
          ),
        ),
      )
      .orderBy(subs.nextCheckAt)
      .limit(limit);
  },

  async setDocumentState(
    db: Db,
    documentId: string,
    values: { efacturaStatus?: 'pending' | 'accepted' | 'rejected'; efacturaSendAfter?: Date | null },
  ): Promise<void> {
    await db.update(clientDocuments).set(values).where(eq(clientDocuments.id, documentId));
  },

  /** The company's tenant, and who should hear of a rejection: admins and users of the invoices. */
  async recipients(db: Db, companyId: string) {
    const [company] = await db
      .select({ tenantId: companies.tenantId })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!company) return { tenantId: null, users: [] };
    const granted = db
      .select({ userId: userPermissions.userId })
      .from(userPermissions)
      .where(
        and(
          inArray(userPermissions.permission, ['client-invoices.read', 'client-invoices.write']),
          or(eq(userPermissions.companyId, companyId), sql`${userPermissions.companyId} is null`),
        ),
      );
    const rows = await db
      .select({ email: users.email, locale: users.locale })
      .from(users)
      .where(
        and(
          eq(users.tenantId, company.tenantId),
          isNotNull(users.emailVerifiedAt),
          or(eq(users.role, 'admin'), inArray(users.id, granted)),
        ),
      );
    return { tenantId: company.tenantId, users: rows };
  },
};

type WidgetFilter = 'dueSoon' | 'dueToday' | 'pending' | 'rejected';

/** The invoices of one dashboard widget (spec 02 §2): the first `limit` and how many in all. */
export async function efacturaWidget(
  db: Db,
  companyId: string,
  widget: WidgetFilter,
  today: string,
  limit: number,
) {
  const docs = clientDocuments;
  const issued = and(eq(docs.companyId, companyId), eq(docs.kind, 'invoice'), eq(docs.status, 'published'));
  // The deadline is the issue date + EFACTURA_DEADLINE_DAYS: compare issue dates with today moved back.
  const daysBack = (days: number) => sql`(${today}::date - ${days}::int)`;
  const conditions = {
    dueSoon: and(
      sql`${docs.efacturaStatus} is null`,
      sql`${docs.issueDate} > ${daysBack(EFACTURA_DEADLINE_DAYS)}`,
      sql`${docs.issueDate} <= ${daysBack(EFACTURA_DEADLINE_DAYS - EFACTURA_DUE_SOON_DAYS)}`,
    ),
    dueToday: and(
      sql`${docs.efacturaStatus} is null`,
      sql`${docs.issueDate} <= ${daysBack(EFACTURA_DEADLINE_DAYS)}`,
    ),
    pending: eq(docs.efacturaStatus, 'pending'),
    rejected: eq(docs.efacturaStatus, 'rejected'),
  };
  const order = widget === 'rejected' || widget === 'dueToday' ? desc(docs.issueDate) : docs.issueDate;
  const where = and(issued, conditions[widget]);
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: docs.id,
        seriesNumber: docs.seriesNumber,
        partnerName: docs.partnerName,
        issueDate: docs.issueDate,
        grossTotal: docs.grossTotal,
        currency: docs.currency,
        efacturaStatus: docs.efacturaStatus,
      })
      .from(docs)
      .where(where)
      .orderBy(order, docs.id)
      .limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(docs).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}
