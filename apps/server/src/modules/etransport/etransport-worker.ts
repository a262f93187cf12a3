import type { EtransportApi, EtransportListedMessage } from '@app/anaf/spv/etransport-api.types';
import type { Database, Tx } from '../../db/client';
import type { SpvAccess, SpvCallContext } from '../../platform/anaf/spv-access';
import { advanceSend } from '../../platform/anaf/stepped-send';
import type { Jobs } from '../../platform/jobs/jobs';
import type { StepTimings } from '../efactura-sending/submission-step';
import { createdAtUpperBound, failureOf } from '../efactura-sending/submission-worker';
import { etransportRepo as repo, type SubmissionRow } from './etransport.repo';
import {
  type EtransportOutcome,
  type EtransportStepAnswer,
  etransportActionOf,
  etransportStep,
} from './etransport-step';

export const ETRANSPORT_SUBMISSION_JOB = 'etransport.submission';

/** The `tip` of ANAF's list for each message the product uploads. */
const LIST_KIND = {
  notificare: ['NOT', 'COR'],
  stergere: ['DEL'],
  confirmare: ['CON'],
  modifVehicul: ['MVH'],
};
const MINUTE = 60_000;

/** Applies a finished or registered step to the register row (and its parent), with the notices. */
export type OutcomeRecorder = (
  tx: Tx,
  submission: SubmissionRow,
  outcome: EtransportOutcome,
) => Promise<void>;

export type EtransportWorkerDeps = {
  database: Database;
  access: SpvAccess;
  jobs: Jobs;
  timings: StepTimings;
  leaseMs: number;
  /** How long after the intent ANAF's list may still not show an upload that did arrive. */
  settleWindowMs: number;
  recordOutcome: OutcomeRecorder;
};

/** The UIT a message of this send refers to, read from its XML (cancellation, follow-ups). */
const referredUit = (xml: string) => /\suit="([0-9A-Z]{16})"/.exec(xml)?.[1] ?? null;
const referenceOf = (xml: string) => /\srefDeclarant="([^"]*)"/.exec(xml)?.[1] ?? null;

/**
 * Advances one e-Transport upload by one step, as e-Factura's worker does: claim with a lease, call
 * ANAF with no transaction open, record the answer in a short transaction with the row's state and
 * notices, queue the next step. A retried upload first looks in ANAF's list for an upload of the
 * same kind since the intent that no send of the company knows (same reference and UIT where the
 * message names them): found once, it is taken for this send and nothing is uploaded twice.
 */
export function createEtransportWorker(deps: EtransportWorkerDeps) {
  const { database, access, timings } = deps;

  async function heldUpload(api: EtransportApi, context: SpvCallContext, row: SubmissionRow) {
    const listed = await api.list(2, context.cif, context.accessToken);
    const since = row.intendedAt.getTime() - MINUTE;
    const kinds = LIST_KIND[row.message];
    const uit = row.message === 'notificare' ? null : referredUit(row.xml);
    const reference = referenceOf(row.xml);
    const matching = listed.filter(
      (message: EtransportListedMessage) =>
        // The list also shows other firms' declarations naming the company: never one of those.
        message.cod_decl === context.cif &&
        kinds.includes(message.tip) &&
        createdAtUpperBound(message.data_creare) >= since &&
        (uit === null || message.uit === uit) &&
        (reference === null || message.ref_decl === reference),
    );
    const known = await repo.knownIndexes(
      database.db,
      row.companyId,
      matching.map((message) => message.id_incarcare),
    );
    const unknown = matching.filter((message) => !known.has(message.id_incarcare));
    if (unknown.length === 1) {
      const found = unknown[0] as EtransportListedMessage;
      return {
        kind: 'found' as const,
        uploadIndex: found.id_incarcare,
        uit: row.message === 'notificare' ? found.uit || null : null,
      };
    }
    // The list shows an upload once ANAF has processed it; two unknown ones may be this send's and
    // another's still being told apart. Within the window, look again; past it, upload.
    if (Date.now() - row.intendedAt.getTime() < deps.settleWindowMs) return { kind: 'unsettled' as const };
    return null;
  }

  async function call(row: SubmissionRow): Promise<EtransportStepAnswer> {
    const action = etransportActionOf(row);
    return access.call(row.companyId, async (_efactura, context): Promise<EtransportStepAnswer> => {
      const api = access.etransport;
      if (action === 'poll')
        return { kind: 'state', state: await api.status(row.uploadIndex as string, context.accessToken) };
      if (action === 'check-then-upload') {
        const held = await heldUpload(api, context, row);
        if (held) return held;
      }
      // Counted (and committed) before the call; the claimed row takes the count for its step.
      row.uploadTries = await repo.countUploadTry(database.db, row.id);
      return { kind: 'upload', result: await api.upload(row.cif, row.xml, context.accessToken) };
    });
  }

  /** Writes a step's result if the row is still as claimed: one statement, or with its outcome one transaction. */
  async function record(row: SubmissionRow, answer: EtransportStepAnswer, now: Date) {
    const result = etransportStep(row, answer, now, timings);
    const patch = { ...result.patch, nextCheckAt: result.nextCheckAt };
    const outcome = result.outcome;
    if (!outcome) return repo.updateIfClaimed(database.db, row.id, row.updatedAt, patch);
    return database.transaction(async (tx) => {
      const updated = await repo.updateIfClaimed(tx.db, row.id, row.updatedAt, patch);
      if (updated) await deps.recordOutcome(tx, updated, outcome);
      return updated;
    });
  }

  return {
    advance: (id: string): Promise<void> =>
      advanceSend<SubmissionRow, EtransportStepAnswer>({
        claim: () => repo.claim(database.db, id, deps.leaseMs),
        due: (row) => etransportActionOf(row) !== 'none',
        call,
        failed: failureOf,
        record: (row, answer) => record(row, answer, new Date()),
        requeue: (startAfter) =>
          deps.jobs.send(ETRANSPORT_SUBMISSION_JOB, { id }, startAfter ? { startAfter } : undefined),
      }),
  };
}
