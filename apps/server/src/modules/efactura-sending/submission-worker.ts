import { createHash } from 'node:crypto';
import { readUbl } from '@app/anaf/efactura/ubl-reader';
import { AnafCallError, type EfacturaApi, type SpvMessage } from '@app/anaf/spv/efactura-api.types';
import type { Database, Tx } from '../../db/client';
import { type SpvAccess, type SpvCallContext, SpvUnavailableError } from '../../platform/anaf/spv-access';
import { sentMessages } from '../../platform/efactura/sent-messages';
import { databaseFileStore, type FileStore } from '../../platform/files/file-store';
import type { Jobs } from '../../platform/jobs/jobs';
import { type RecordedRow, efacturaSendingRepo as repo, type SubmissionRow } from './efactura-sending.repo';
import type { RejectionNotice } from './rejection-notice';
import { actionOf, type StepAnswer, type StepTimings, step } from './submission-step';

export const SUBMISSION_JOB = 'efactura.submission';
/** Sends one process carries at once (its job pool): they wait on ANAF, not on the CPU. */
export const SUBMISSION_CONCURRENCY = 100;
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
  /**
   * A next step due within this many milliseconds runs in the same job, the lease renewed with the
   * record of the step before (no claim, no job round trip); default a quarter of the lease, at
   * most a second. Later steps go back to the queue with their start time.
   */
  holdMs?: number;
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

/** The record of a step touched no row: another worker took the send over (its lease ended). */
class NotClaimed extends Error {}

/** Steps of one send carried out by one job at most; a send that needs more goes back to the queue. */
const MAX_STEPS_PER_JOB = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Advances one send: claims it (a lease, so no other worker calls ANAF for it at the same time),
 * makes the call with no transaction open (the embedded database has one connection), records the
 * answer if the send is still as claimed (one statement; a transaction only for the final step with
 * its files), and either goes on with the next step in the same job when it is due within `holdMs`
 * (the record renewed the lease) or queues it at the time the state machine says. A worker killed
 * anywhere leaves a row whose lease ends and which the sweeper then queues again.
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

  /** One step's call; `counted` hears the upload tries once an upload is about to be made. */
  async function call(row: SubmissionRow, counted: (uploadTries: number) => void): Promise<StepAnswer> {
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
      // Counted (and committed) before the call: if we die now, the next try checks first.
      counted(await repo.countUploadTry(database.db, row.id));
      const result = await api.upload(
        { cif: row.cif, xml: row.xml, standard: 'UBL', b2c: isB2c(row.xml) },
        context.accessToken,
      );
      return { kind: 'upload', result };
    });
  }

  const holdMs = deps.holdMs ?? Math.min(1_000, Math.floor(deps.leaseMs / 4));

  /** The registry row and the invoice follow a final answer, in the transaction of its record. */
  async function finish(tx: Tx, row: SubmissionRow, updated: RecordedRow) {
    const status = updated.status as 'accepted' | 'rejected';
    await sentMessages.update(tx.db, row.companyId, row.clientDocumentId, {
      state: status,
      errors: updated.errors,
      ...(updated.uploadIndex ? { uploadIndex: updated.uploadIndex } : {}),
      ...(updated.downloadId ? { anafId: updated.downloadId } : {}),
      xmlFileId: updated.responseFileId,
      signatureFileId: updated.signatureFileId,
    });
    await repo.setDocumentState(tx.db, row.clientDocumentId, { efacturaStatus: status });
    if (status === 'rejected') await deps.rejected(tx, updated);
  }

  /**
   * Writes a step's result if the send is still as claimed (null when another worker took it
   * over). A next step due within `holdMs` keeps the lease: the row's next check is the lease's
   * end, and `dueAt` says when this worker goes on.
   */
  async function record(row: SubmissionRow, answer: StepAnswer, now: Date) {
    const result = step(row, answer, now, timings);
    const dueAt = result.nextCheckAt;
    const held = dueAt !== null && dueAt.getTime() - now.getTime() <= holdMs;
    const patch: Parameters<typeof repo.recordIfClaimed>[3] = {
      ...result.patch,
      nextCheckAt: held ? new Date(Date.now() + deps.leaseMs) : dueAt,
    };
    const final = dueAt === null;
    let updated: RecordedRow | null;
    if (!final) {
      updated = await repo.recordIfClaimed(database.db, row.id, row.updatedAt, patch);
      // After the send's own row: a registry row without the index yet gets it with the final step.
      if (updated && patch.uploadIndex && patch.uploadIndex !== row.uploadIndex)
        await sentMessages.update(database.db, row.companyId, row.clientDocumentId, {
          uploadIndex: patch.uploadIndex,
        });
    } else {
      updated = await database
        .transaction(async (tx) => {
          const archive = result.archive;
          if (archive) {
            const put = (bytes: Buffer, contentType: string) =>
              files.put(tx.db, row.companyId, { bytes, contentType });
            patch.zipFileId = (await put(Buffer.from(archive.zip), 'application/zip')).id;
            patch.responseFileId = (await put(Buffer.from(archive.xml, 'utf8'), 'application/xml')).id;
            patch.signatureFileId = (await put(Buffer.from(archive.signature, 'utf8'), 'application/xml')).id;
          }
          const mine = await repo.recordIfClaimed(tx.db, row.id, row.updatedAt, patch);
          // Not ours any more: the files stored above are rolled back with the transaction.
          if (!mine) throw new NotClaimed();
          await finish(tx, row, mine);
          return mine;
        })
        .catch((error) => {
          if (error instanceof NotClaimed) return null;
          throw error;
        });
    }
    return updated && { updated, dueAt, held };
  }

  return {
    async advance(id: string): Promise<void> {
      let row = await repo.claim(database.db, id, deps.leaseMs);
      for (let steps = 0; row && actionOf(row) !== 'none'; steps++) {
        if (steps >= MAX_STEPS_PER_JOB) {
          await deps.jobs.send(SUBMISSION_JOB, { id }, { startAfter: row.nextCheckAt ?? undefined });
          return;
        }
        let uploadTries = row.uploadTries;
        let answer: StepAnswer;
        try {
          answer = await call(row, (count) => {
            uploadTries = count;
          });
        } catch (error) {
          answer = failureOf(error);
        }
        // The upload try counted during the call belongs to the row the step reads.
        const recorded = await record({ ...row, uploadTries }, answer, new Date());
        if (!recorded?.dueAt) return;
        if (!recorded.held) {
          await deps.jobs.send(SUBMISSION_JOB, { id }, { startAfter: recorded.dueAt });
          return;
        }
        const wait = recorded.dueAt.getTime() - Date.now();
        if (wait > 0) await sleep(wait);
        // Still ours: the record renewed the lease and its `updated_at` is the new claim mark.
        row = { ...recorded.updated, xml: row.xml };
      }
    },
  };
}
export type SubmissionWorker = ReturnType<typeof createSubmissionWorker>;
