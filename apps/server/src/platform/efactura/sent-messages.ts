import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { efacturaMessages as messages } from './efactura-messages.tables';

export type SentInvoiceIntent = {
  companyId: string;
  clientDocumentId: string;
  partnerCif: string | null;
  partnerName: string;
  seriesNumber: string | null;
  issueDate: string;
  grossTotal: string;
  currency: string;
};

export type SentInvoiceUpdate = {
  state?: 'pending' | 'accepted' | 'rejected';
  uploadIndex?: string;
  /** ANAF's download id: unique per company, so a sync listing the same message finds this row. */
  anafId?: string;
  errors?: string[];
  xmlFileId?: string | null;
  signatureFileId?: string | null;
  anafCreatedAt?: Date;
};

/**
 * The registry rows of the invoices the company sends (spec 02 §2 E-invoicing registry): one row per
 * send, written with its intent (pending) and kept in step as ANAF answers. At most one send of an
 * invoice is open at a time, so the open send's row is the invoice's newest row.
 */
export const sentMessages = {
  async recordIntent(db: Db, intent: SentInvoiceIntent): Promise<void> {
    await db.insert(messages).values({ ...intent, direction: 'sent', kind: 'invoice', state: 'pending' });
  },

  /** Updates the row of the invoice's current send (its newest sent row), in one statement. */
  async update(
    db: Db,
    companyId: string,
    clientDocumentId: string,
    update: SentInvoiceUpdate,
  ): Promise<void> {
    const newest = db
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(
          eq(messages.companyId, companyId),
          eq(messages.clientDocumentId, clientDocumentId),
          eq(messages.direction, 'sent'),
          eq(messages.kind, 'invoice'),
        ),
      )
      .orderBy(desc(messages.createdAt))
      .limit(1);
    const { anafId, ...rest } = update;
    // The inbox sync may have listed this message first: that row keeps the id.
    const anafIdUnlessTaken = sql`case when exists (
        select 1 from ${messages} taken where taken.company_id = ${companyId} and taken.anaf_id = ${anafId})
      then ${messages.anafId} else ${anafId} end`;
    await db
      .update(messages)
      .set({ ...rest, ...(anafId ? { anafId: anafIdUnlessTaken } : {}), updatedAt: new Date() })
      .where(inArray(messages.id, newest));
  },
};
