import type { EtransportState, EtransportUploadResult } from '@app/anaf/spv/etransport-api.types';
import type { SubmissionStatus } from '@app/domain/efactura/efactura-states';
import type { StepTimings } from '../efactura-sending/submission-step';

/**
 * One upload to RO e-Transport as a pure state machine, like e-Factura's: the worker makes the
 * calls, this decides what to record and when to look again. ANAF answers an upload at once with
 * its index (and a declaration's UIT), then `stareMesaj` says ok or nok.
 */

export type EtransportSendState = {
  status: SubmissionStatus;
  uploadIndex: string | null;
  uploadTries: number;
  polls: number;
  uploadedAt: Date | null;
};

export type EtransportStepAction = 'upload' | 'check-then-upload' | 'poll' | 'none';

export function etransportActionOf(row: EtransportSendState): EtransportStepAction {
  if (row.status === 'accepted' || row.status === 'rejected') return 'none';
  // An earlier try may have reached ANAF (the answer was lost): its list is asked first.
  if (row.status === 'intended') return row.uploadTries > 0 ? 'check-then-upload' : 'upload';
  return 'poll';
}

export type EtransportStepAnswer =
  | { kind: 'found'; uploadIndex: string; uit: string | null }
  /** ANAF's list cannot tell yet whether an earlier try arrived: look again before uploading. */
  | { kind: 'unsettled' }
  | { kind: 'upload'; result: EtransportUploadResult }
  | { kind: 'state'; state: EtransportState }
  | { kind: 'failure'; failure: 'limit' | 'retry' | 'unavailable'; message: string };

/** What happened, for the register row and its notifications. */
export type EtransportOutcome = 'registered' | 'accepted' | 'refused' | 'rejected' | null;

export type EtransportStepResult = {
  patch: Partial<{
    status: SubmissionStatus;
    uploadIndex: string;
    uit: string | null;
    errors: string[];
    polls: number;
    uploadedAt: Date;
    finishedAt: Date;
    lastError: string | null;
  }>;
  nextCheckAt: Date | null;
  outcome: EtransportOutcome;
};

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);
const at = (list: number[], n: number) => list[Math.min(Math.max(n, 0), list.length - 1)] as number;

function uploaded(
  row: EtransportSendState,
  uploadIndex: string,
  uit: string | null,
  now: Date,
  t: StepTimings,
): EtransportStepResult {
  return {
    patch: {
      status: 'uploaded',
      uploadIndex,
      uit,
      uploadedAt: row.uploadedAt ?? now,
      polls: 0,
      lastError: null,
    },
    nextCheckAt: later(now, at(t.polls, 0)),
    outcome: 'registered',
  };
}

export function etransportStep(
  row: EtransportSendState,
  answer: EtransportStepAnswer,
  now: Date,
  timings: StepTimings,
): EtransportStepResult {
  switch (answer.kind) {
    case 'found':
      return uploaded(row, answer.uploadIndex, answer.uit, now, timings);
    case 'unsettled':
      return {
        patch: { lastError: 'earlier upload not listed yet' },
        nextCheckAt: later(now, at(timings.retries, row.uploadTries)),
        outcome: null,
      };
    case 'upload': {
      const { result } = answer;
      if (result.ok) return uploaded(row, result.uploadIndex, result.uit, now, timings);
      return {
        patch: { status: 'rejected', errors: result.errors, finishedAt: now, lastError: null },
        nextCheckAt: null,
        outcome: 'refused',
      };
    }
    case 'state': {
      const { state } = answer;
      const polls = row.polls + 1;
      if (state.state === 'ok')
        return {
          patch: { status: 'accepted', polls, finishedAt: now, lastError: null },
          nextCheckAt: null,
          outcome: 'accepted',
        };
      if (state.state === 'nok' || state.state === 'XML cu erori nepreluat de sistem')
        return {
          patch: {
            status: 'rejected',
            errors: state.errors.length > 0 ? state.errors : [state.state],
            polls,
            finishedAt: now,
            lastError: null,
          },
          nextCheckAt: null,
          outcome: 'rejected',
        };
      return {
        patch: { polls, lastError: null },
        nextCheckAt: later(now, at(timings.polls, polls)),
        outcome: null,
      };
    }
    case 'failure': {
      const counted = row.status === 'intended' ? {} : { polls: row.polls + 1 };
      const failures = row.status === 'intended' ? row.uploadTries : row.polls;
      const delay =
        answer.failure === 'unavailable'
          ? timings.park
          : answer.failure === 'limit'
            ? timings.limit
            : at(timings.retries, failures);
      const patch = answer.failure === 'unavailable' ? {} : counted;
      return {
        patch: { ...patch, lastError: answer.message },
        nextCheckAt: later(now, delay),
        outcome: null,
      };
    }
  }
}
