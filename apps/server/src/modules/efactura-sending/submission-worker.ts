import { createHash } from 'node:crypto';
import { readUbl } from '@app/anaf/efactura/ubl-reader';
import { AnafCallError, type EfacturaApi, type SpvMessage } from '@app/anaf/spv/efactura-api.types';
import type { Database } from '../../db/client';
import { type SpvAccess, type SpvCallContext, SpvUnavailableError } from '../../platform/anaf/spv-access';
import { advanceSend } from '../../platform/anaf/stepped-send';
import { sentMessages } from '../../platform/efactura/sent-messages';
import { databaseFileStore, type FileStore } from '../../platform/files/file-store';
import type { Jobs } from '../../platform/jobs/jobs';
import { efacturaSendingRepo as repo, type SubmissionRow } from './efactura-sending.repo';
import type { RejectionNotice } from './rejection-notice';
import { actionOf, type StepAnswer, type StepTimings, step } from './submission-step';

export const SUBMISSION_JOB = 'efactura.submission';
const DAY = 86_400_000;
const MINUTE = 60_000;
/**
 * At most this many unknown sent messages are downloaded by a check, and none when there are more
 * (a busy moment, the others' answers not recorded yet): each download counts against ANAF's
 * 10 a day per message, which the send owning that message needs for itself.
 */
const MAX_CHECKED = 3;
/** Pages of 500 sent messages read by a check (a busy day's worth). */
const MAX_PAGES = 20;

/**
 * ANAF's `data_creare` (yyyyMMddHHmm, Romanian time) read as if it were UTC: never earlier than
 * the real moment (Romania is ahead of UTC), so comparing it with a lower bound keeps every
 * message that may be recent enough.
 */
export function createdAtUpperBound(dataCreare: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})/.exec(dataCreare);
  if (!m) return Number.POSITIVE_INFINITY;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5])) + MINUTE;
}

export type SubmissionWorkerDeps = {
  database: Database;
  access: SpvAccess;
  jobs: Jobs;
  timings: StepTimings;
  /** How long a claimed send stays away from other workers (longer than any call can take). */
  leaseMs: number;
  rejected: RejectionNotice;
  files?: FileStore;
};

/** How a failed call counts for the state machine. */
export function failureOf(error: unknown): Extract<StepAnswer, { kind: 'failure' }> {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof SpvUnavailableError) return { kind: 'failure', failure: 'unavailable', message };
  if (error instanceof AnafCallError) {
    if (error.kind === 'limit') return { kind: 'failure', failure: 'limit', message };
    // 403: the connection is marked unauthorized; wait for it as for an inactive one.
    if (error.kind === 'forbidden') return { kind: 'failure', failure: 'unavailable', message };
  }
  return { kind: 'failure', failure: 'retry', message };
}

/** Thrown to roll back a record whose send another worker took meanwhile. */
class LostClaim extends Error {}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** An invoice to a natural person (a CNP, or ANAF's 13 zeros, and no VAT id) goes by `uploadb2c`. */
export function isB2c(xml: string): boolean {
  try {
    const { buyer } = readUbl(xml);
    return buyer.vatId === null && /^\d{13}$/.test(buyer.legalId?.id ?? '');
  } catch {
    return false;
  }
}

/** Number and issue date of an invoice XML (null when it is not one we can read). */
function invoiceKeyOf(xml: string): string | null {
  try {
    const invoice = readUbl(xml);
    return `${invoice.id}|${invoice.issueDate}`;
  } catch {
    return null;
  }
}

/**
 * Advances one send by one step: claims it (a lease, so no other worker calls ANAF for it at the
 * same time), makes the call with no transaction open (the embedded database has one connection),
 * records the answer in its own short transaction, and queues the next step at the time the state
 * machine says. A worker killed anywhere leaves a row the sweeper picks up once its lease ends.
 */
export function createSubmissionWorker(deps: SubmissionWorkerDeps) {
  const { database, access, timings } = deps;
  const files = deps.files ?? databaseFileStore;

  /**
   * The upload ANAF already holds for this invoice, if an earlier try reached it: an upload index
   * of the sent list no send of the company knows, listed since the send was intended, whose
   * invoice has this number and issue date (or these very bytes). Downloads are bounded and one
   * that fails is passed over: the upload that follows is refused with the original index anyway
   * when ANAF holds the invoice (accepted or still processing).
   */
  async function heldUpload(api: EfacturaApi, context: SpvCallContext, row: SubmissionRow) {
    // The paginated list: the plain one refuses more than 500 messages; the window starts at the
    // intent (ANAF keeps 60 days) and may not end in the future.
    const endTime = Date.now() - 1_000;
    const startTime = Math.min(
      endTime - MINUTE,
      Math.max(row.intendedAt.getTime() - MINUTE, endTime - 59 * DAY),
    );
    const listed: SpvMessage[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const answer = await api.listMessagesPage(
        { cif: context.cif, startTime, endTime, page, filter: 'T' },
        context.accessToken,
      );
      listed.push(...answer.messages);
      if (page >= answer.totalPages) break;
    }
    const since = row.intendedAt.getTime() - MINUTE;
    const recent = listed.filter((message) => createdAtUpperBound(message.data_creare) >= since);
    const known = await repo.knownIndexes(
      database.db,
      row.companyId,
      recent.map((message) => message.id_solicitare),
    );
    const key = invoiceKeyOf(row.xml);
    const candidates = recent
      .filter((message) => !known.has(message.id_solicitare))
      .sort((a, b) => b.data_creare.localeCompare(a.data_creare));
    if (candidates.length > MAX_CHECKED) return null;
    for (const message of candidates) {
      const archive = await api.download(message.id, context.accessToken).catch(() => null);
      if (!archive || archive.isErrorFile) continue;
      if (sha256(archive.xml) === row.xmlSha256 || (key !== null && invoiceKeyOf(archive.xml) === key))
        return message.id_solicitare;
    }
    return null;
  }

  async function call(row: SubmissionRow): Promise<StepAnswer> {
    const action = actionOf(row);
    return access.call(row.companyId, async (api, context): Promise<StepAnswer> => {
      if (action === 'poll') {
        return {
          kind: 'state',
          state: await api.messageState(row.uploadIndex as string, context.accessToken),
        };
      }
      if (action === 'download') {
        return {
          kind: 'downloaded',
          archive: await api.download(row.downloadId as string, context.accessToken),
        };
      }
      if (action === 'check-then-upload') {
        const held = await heldUpload(api, context, row);
        if (held) return { kind: 'found', uploadIndex: held };
      }
      // Counted (and committed) before the call: if we die now, the next try checks first. The
      // claimed row takes the count, as the answer's step reads it.
      row.uploadTries = await repo.countUploadTry(database.db, row.id);
      const result = await api.upload(
        { cif: row.cif, xml: row.xml, standard: 'UBL', b2c: isB2c(row.xml) },
        context.accessToken,
      );
      return { kind: 'upload', result };
    });
  }

  /**
   * Writes a step's result if the row is still as claimed; null when another worker moved it. A
   * step that only moves the send on is one statement; one that stores files or ends the send
   * writes everything in one transaction.
   */
  async function record(row: SubmissionRow, answer: StepAnswer, now: Date) {
    const result = step(row, answer, now, timings);
    const patch: Parameters<typeof repo.updateIfClaimed>[3] = {
      ...result.patch,
      nextCheckAt: result.nextCheckAt,
    };
    const indexed = Boolean(patch.uploadIndex) && patch.uploadIndex !== row.uploadIndex;
    const final = patch.status === 'accepted' || patch.status === 'rejected';
    const archive = result.archive;
    if (!archive && !indexed && !final)
      return repo.updateIfClaimed(database.db, row.id, row.updatedAt, patch);
    try {
      return await database.transaction(async (tx) => {
        if (archive) {
          const [zip, xml, signature] = await files.putMany(tx.db, row.companyId, [
            { bytes: Buffer.from(archive.zip), contentType: 'application/zip' },
            { bytes: Buffer.from(archive.xml, 'utf8'), contentType: 'application/xml' },
            { bytes: Buffer.from(archive.signature, 'utf8'), contentType: 'application/xml' },
          ]);
          Object.assign(patch, {
            zipFileId: zip?.id,
            responseFileId: xml?.id,
            signatureFileId: signature?.id,
          });
        }
        const updated = await repo.updateIfClaimed(tx.db, row.id, row.updatedAt, patch);
        // Moved by another worker: the files written above go with this transaction.
        if (!updated) throw new LostClaim();
        if (indexed || final)
          await sentMessages.update(tx.db, row.companyId, row.clientDocumentId, {
            ...(indexed ? { uploadIndex: updated.uploadIndex as string } : {}),
            ...(final
              ? {
                  state: updated.status as 'accepted' | 'rejected',
                  errors: updated.errors,
                  ...(updated.downloadId ? { anafId: updated.downloadId } : {}),
                  xmlFileId: updated.responseFileId,
                  signatureFileId: updated.signatureFileId,
                }
              : {}),
          });
        if (final) {
          await repo.setDocumentState(tx.db, row.clientDocumentId, {
            efacturaStatus: updated.status as 'accepted' | 'rejected',
          });
          if (updated.status === 'rejected') await deps.rejected(tx, updated);
        }
        return updated;
      });
    } catch (error) {
      if (error instanceof LostClaim) return null;
      throw error;
    }
  }

  return {
    advance: (id: string): Promise<void> =>
      advanceSend<SubmissionRow, StepAnswer>({
        claim: () => repo.claim(database.db, id, deps.leaseMs),
        due: (row) => actionOf(row) !== 'none',
        call,
        failed: failureOf,
        record: (row, answer) => record(row, answer, new Date()),
        requeue: (startAfter) =>
          deps.jobs.send(SUBMISSION_JOB, { id }, startAfter ? { startAfter } : undefined),
      }),
  };
}
export type SubmissionWorker = ReturnType<typeof createSubmissionWorker>;
