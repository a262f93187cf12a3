import { createHash } from 'node:crypto';
import {
  EFACTURA_WIDGET_ITEMS,
  type EfacturaDashboard,
  type EfacturaSendRefusal,
  efacturaDeadlineOf,
  type InvoiceEfactura,
} from '@app/domain/efactura/efactura-sending.schemas';
import { spvActiveLike } from '@app/domain/efactura/efactura-states';
import { clientInvoiceXmlBlocker } from '@app/domain/einvoice/from-client-invoice';
import { todayInRomania } from '@app/domain/validators/iso-date';
import type { Database, Db, Tx } from '../../db/client';
import type { SpvAccess } from '../../platform/anaf/spv-access';
import { sentMessages } from '../../platform/efactura/sent-messages';
import { databaseFileStore } from '../../platform/files/file-store';
import { HttpError, notFound } from '../../platform/http/errors';
import type { Jobs } from '../../platform/jobs/jobs';
import { einvoiceSourceOf } from '../client-invoices/client-invoice-einvoice';
import {
  type InvoiceRow as DocumentRow,
  findInvoice,
  invoiceUblOf,
} from '../client-invoices/client-invoice-ubl';

import { efacturaWidget, efacturaSendingRepo as repo } from './efactura-sending.repo';
import { SUBMISSION_JOB } from './submission-worker';

export const AUTO_SEND_JOB = 'efactura.auto-send';
const HOUR = 3_600_000;

const refused = (reason: string) => new HttpError(422, `client-invoices.errors.${reason}`, { errors: {} });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

/** Why an invoice cannot be sent now, given whether its company is connected (null: it can). */
export function sendRefusalOf(row: DocumentRow, connected: boolean): EfacturaSendRefusal | null {
  if (row.kind !== 'invoice' || row.status !== 'published') return 'efactura-not-issued';
  if (clientInvoiceXmlBlocker(einvoiceSourceOf(row, [])) === 'client-without-cnp')
    return 'efactura-client-without-cnp';
  if (row.efacturaStatus === 'pending' || row.efacturaStatus === 'accepted') return 'efactura-already-sent';
  if (!connected) return 'needs-einvoice-connection';
  return null;
}

/**
 * Sending client invoices to RO e-Factura: the send (by hand or automatic after the company's
 * delay) records its intent, the exact XML and the registry row with the job that carries it out,
 * in one transaction; the reads of an invoice's sends, files and the dashboard widgets.
 */
export function createEfacturaSendingService(database: Database, jobs: Jobs, access: SpvAccess) {
  const connectedIn = async (db: Db, companyId: string) => {
    const connection = await repo.connection(db, companyId);
    return connection && spvActiveLike(connection.status) ? connection : null;
  };

  /** The invoice's XML, or the refusal of sending it. */
  async function xmlOf(db: Db, row: DocumentRow): Promise<string> {
    const ubl = await invoiceUblOf(db, row);
    if (!ubl.ok) throw refused(`efactura-${ubl.reason}`);
    return ubl.xml;
  }

  /**
   * Records the send: the XML is built from an unlocked read before the transaction (on the
   * embedded database one transaction holds every connection, so none does CPU work), and inside
   * it the locked invoice must be the version read, or its XML is built again there.
   */
  async function send(companyId: string, documentId: string): Promise<'pending'> {
    const read = await findInvoice(database.db, companyId, documentId);
    if (!read) throw notFound();
    const connection = await connectedIn(database.db, companyId);
    const readRefusal = sendRefusalOf(read, connection !== null);
    if (readRefusal) throw refused(readRefusal);
    const readXml = await xmlOf(database.db, read);
    try {
      return await database.transaction(async (tx) => {
        const row = await findInvoice(tx.db, companyId, documentId, true);
        if (!row) throw notFound();
        const refusal = sendRefusalOf(row, true);
        if (refusal) throw refused(refusal);
        const unchanged = row.updatedAt.getTime() === read.updatedAt.getTime();
        const xml = unchanged ? readXml : await xmlOf(tx.db, row);
        // A connection lost meanwhile parks the send until it is active again (the worker's check).
        await intend(tx, row, (connection as { cif: string }).cif, xml);
        return 'pending' as const;
      });
    } catch (error) {
      // Two sends raced: the unique index let one open send through.
      if (isUniqueViolation(error)) throw refused('efactura-already-sent');
      throw error;
    }
  }

  async function intend(tx: Tx, row: DocumentRow, cif: string, xml: string) {
    const submission = await repo.insert(tx.db, {
      companyId: row.companyId,
      clientDocumentId: row.id,
      cif: cif.replace(/\D/g, ''),
      xml,
      xmlSha256: sha256(xml),
      nextCheckAt: new Date(),
    });
    await sentMessages.recordIntent(tx.db, {
      companyId: row.companyId,
      clientDocumentId: row.id,
      partnerCif: row.buyer.businessId ?? null,
      partnerName: row.partnerName,
      seriesNumber: row.seriesNumber,
      issueDate: row.issueDate,
      grossTotal: row.grossTotal,
      currency: row.currency,
    });
    await repo.setDocumentState(tx.db, row.id, { efacturaStatus: 'pending', efacturaSendAfter: null });
    await jobs.enqueue(tx, SUBMISSION_JOB, { id: submission.id });
  }

  async function latestSubmission(companyId: string, documentId: string) {
    const row = await findInvoice(database.db, companyId, documentId);
    if (!row) throw notFound();
    const [latest] = await repo.ofDocument(database.db, companyId, documentId);
    if (!latest) throw refused('efactura-not-sent');
    return { row, latest };
  }

  return {
    send,

    /** The automatic send when its time comes: quietly nothing if the invoice cannot go now. */
    async autoSend(companyId: string, documentId: string): Promise<void> {
      const row = await findInvoice(database.db, companyId, documentId);
      if (!row?.efacturaSendAfter || row.efacturaSendAfter.getTime() > Date.now()) return;
      await send(companyId, documentId).catch((error) => {
        if (!(error instanceof HttpError)) throw error;
      });
    },

    /** In the publication transaction: schedule the send after the company's delay, if it has one. */
    async onPublished(tx: Tx, row: DocumentRow): Promise<void> {
      const connection = await connectedIn(tx.db, row.companyId);
      if (connection?.autoSendAfterHours === null || connection?.autoSendAfterHours === undefined) return;
      if (sendRefusalOf(row, true)) return;
      const sendAfter = new Date(Date.now() + connection.autoSendAfterHours * HOUR);
      await repo.setDocumentState(tx.db, row.id, { efacturaSendAfter: sendAfter });
      await jobs.enqueue(
        tx,
        AUTO_SEND_JOB,
        { companyId: row.companyId, documentId: row.id },
        { startAfter: sendAfter },
      );
    },

    async sendRefusal(db: Db, row: DocumentRow) {
      return sendRefusalOf(row, (await connectedIn(db, row.companyId)) !== null);
    },

    async view(companyId: string, documentId: string): Promise<InvoiceEfactura> {
      const row = await findInvoice(database.db, companyId, documentId);
      if (!row) throw notFound();
      const submissions = await repo.ofDocument(database.db, companyId, documentId);
      return {
        status: row.efacturaStatus,
        sendAfter: row.efacturaSendAfter?.toISOString() ?? null,
        deadline: row.status === 'draft' ? null : efacturaDeadlineOf(row.issueDate),
        submissions: submissions.map((s) => ({
          attempt: s.attempt,
          status: s.status,
          uploadIndex: s.uploadIndex,
          downloadId: s.downloadId,
          errors: s.errors,
          intendedAt: s.intendedAt.toISOString(),
          uploadedAt: s.uploadedAt?.toISOString() ?? null,
          finishedAt: s.finishedAt?.toISOString() ?? null,
        })),
        seal: submissions.some((s) => s.status === 'accepted' && s.signatureFileId !== null),
      };
    },

    /** ANAF's detached signature of the accepted invoice. */
    async seal(companyId: string, documentId: string) {
      const { row, latest } = await latestSubmission(companyId, documentId);
      if (latest.status !== 'accepted' || !latest.signatureFileId) throw refused('efactura-no-seal');
      const file = await databaseFileStore.get(database.db, companyId, latest.signatureFileId);
      if (!file) throw refused('efactura-no-seal');
      return { bytes: file.bytes, fileName: `semnatura_${fileBase(row)}.xml` };
    },

    /** The XML as sent, or as ANAF returned it once accepted. */
    async xml(companyId: string, documentId: string) {
      const { row, latest } = await latestSubmission(companyId, documentId);
      if (latest.status === 'accepted' && latest.responseFileId) {
        const file = await databaseFileStore.get(database.db, companyId, latest.responseFileId);
        if (file) return { xml: file.bytes.toString('utf8'), fileName: `${fileBase(row)}.xml` };
      }
      return { xml: latest.xml, fileName: `${fileBase(row)}.xml` };
    },

    /** ANAF's PDF of the sent XML (transformare: public, no token). */
    async pdf(companyId: string, documentId: string) {
      const { xml, fileName } = await this.xml(companyId, documentId);
      const bytes = await access.api.toPdf(xml, 'FACT1');
      return { bytes: Buffer.from(bytes), fileName: fileName.replace(/\.xml$/, '.pdf') };
    },

    async dashboard(companyId: string): Promise<EfacturaDashboard> {
      const today = todayInRomania();
      const widget = async (name: 'dueSoon' | 'dueToday' | 'pending' | 'rejected') => {
        const { items, total } = await efacturaWidget(
          database.db,
          companyId,
          name,
          today,
          EFACTURA_WIDGET_ITEMS,
        );
        return {
          total,
          items: items.map((item) => ({ ...item, deadline: efacturaDeadlineOf(item.issueDate) })),
        };
      };
      return {
        dueSoon: await widget('dueSoon'),
        dueToday: await widget('dueToday'),
        pending: await widget('pending'),
        rejected: await widget('rejected'),
      };
    },
  };
}
export type EfacturaSendingService = ReturnType<typeof createEfacturaSendingService>;

const fileBase = (row: DocumentRow) =>
  (row.seriesNumber ?? `factura-${row.issueDate}`).replace(/[^\w.-]+/g, '_');
