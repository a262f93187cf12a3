import { AnafCallError } from '@app/anaf/spv/efactura-api.types';
import { HttpError, notFound } from '../../platform/http/errors';
import type { SupplierInvoiceReplies } from '../supplier-invoices/supplier-invoice-replies';
import { type InboxContext, REPLY_JOB } from './efactura-inbox.context';
import { efacturaInboxRepo as repo } from './efactura-inbox.repo';
import { raspXml } from './reply-xml';

export type ReplyJob = { companyId: string; messageId: string };

/**
 * The message sent to the supplier with a confirmation or rejection (spec 02 §4): a registry row
 * (sent, buyer-message, pending, with its text) and the job that uploads it, both in the status
 * change's transaction. An invoice that did not come through SPV has no e-invoice to answer: its
 * confirmation changes the status alone.
 */
export function createReplies(ctx: InboxContext): SupplierInvoiceReplies {
  return {
    async queue(tx, reply) {
      const received = await repo.receivedInvoiceOf(tx.db, reply.companyId, reply.invoice.id);
      if (!received) return;
      const row = await repo.insert(tx.db, reply.companyId, {
        direction: 'sent',
        kind: 'buyer-message',
        state: 'pending',
        details: reply.action,
        partnerCif: received.partnerCif,
        partnerName: reply.invoice.partnerName,
        seriesNumber: received.seriesNumber,
        issueDate: received.issueDate,
        grossTotal: received.grossTotal,
        currency: received.currency,
        supplierInvoiceId: reply.invoice.id,
        messageText: reply.message,
      });
      await ctx.jobs.enqueue(tx, REPLY_JOB, {
        companyId: reply.companyId,
        messageId: row.id,
      } satisfies ReplyJob);
    },
  };
}

/** Failures worth trying again later (pg-boss retries the job with backoff); others are final. */
const transient = (error: unknown) =>
  !(error instanceof AnafCallError) || !['bad-request', 'forbidden'].includes(error.kind);

/**
 * Uploads a pending (or failed, when retried) reply as RASP naming the received invoice's upload
 * index: sent with our upload index, or failed with ANAF's refusal. A transient failure is recorded
 * as failed with its reason and rethrown, so the job is retried with backoff; a later success
 * clears it. (A timeout may have reached ANAF: a second RASP with the same text is then possible,
 * and harmless, unlike a second invoice.)
 */
export async function sendReply(ctx: InboxContext, job: ReplyJob): Promise<void> {
  const { companyId, messageId } = job;
  const row = await repo.find(ctx.database.db, companyId, messageId);
  if (!row || row.state === 'sent' || row.direction !== 'sent' || row.kind !== 'buyer-message') return;
  const received = row.supplierInvoiceId
    ? await repo.receivedInvoiceOf(ctx.database.db, companyId, row.supplierInvoiceId)
    : null;
  if (!received?.uploadIndex) {
    await repo.update(ctx.database.db, companyId, messageId, {
      state: 'failed',
      errors: ['no-einvoice-to-answer'],
    });
    return;
  }
  const xml = raspXml({ invoiceUploadIndex: received.uploadIndex, message: row.messageText ?? '' });
  try {
    const result = await ctx.access.call(companyId, (api, call) =>
      api.upload({ cif: call.cif, xml, standard: 'RASP' }, call.accessToken),
    );
    const file = await ctx.database.transaction((tx) =>
      ctx.files.put(tx.db, companyId, { bytes: Buffer.from(xml, 'utf8'), contentType: 'application/xml' }),
    );
    await repo.update(
      ctx.database.db,
      companyId,
      messageId,
      result.ok
        ? { state: 'sent', uploadIndex: result.uploadIndex, errors: [], xmlFileId: file.id }
        : { state: 'failed', errors: result.errors, xmlFileId: file.id },
    );
  } catch (error) {
    await repo.update(ctx.database.db, companyId, messageId, {
      state: 'failed',
      errors: [(error as Error).message],
    });
    if (transient(error)) throw error;
  }
}

/** POST efactura/:messageId/retry: a failed reply of ours goes out again. */
export async function retryReply(ctx: InboxContext, companyId: string, messageId: string) {
  return ctx.database.transaction(async (tx) => {
    const row = await repo.lock(tx.db, companyId, messageId);
    if (!row) throw notFound();
    if (row.direction !== 'sent' || row.kind !== 'buyer-message' || row.state !== 'failed')
      throw new HttpError(422, 'supplier-invoices.errors.efactura-reply-not-failed', { errors: {} });
    const updated = await repo.update(tx.db, companyId, messageId, { state: 'pending', errors: [] });
    await ctx.jobs.enqueue(tx, REPLY_JOB, { companyId, messageId } satisfies ReplyJob);
    return updated;
  });
}
