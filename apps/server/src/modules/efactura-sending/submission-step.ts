import type { DownloadedArchive, MessageState, UploadResult } from '@app/anaf/spv/efactura-api.types';
import type { SubmissionStatus } from '@app/domain/efactura/efactura-states';

/**
 * One send of an invoice as a pure state machine: given the row and what ANAF answered (or how the
 * call failed), what to record and when to look again. The worker (submission-worker.ts) makes the
 * calls and writes the answers; everything it decides is decided here, so it is tested without I/O.
 */

/** The columns of `efactura_submissions` the steps read. */
export type SubmissionState = {
  status: SubmissionStatus;
  uploadIndex: string | null;
  downloadId: string | null;
  uploadTries: number;
  polls: number;
  uploadedAt: Date | null;
};

/** What the worker does for a row (one call, or two: a check and, if nothing is found, an upload). */
export type StepAction = 'upload' | 'check-then-upload' | 'poll' | 'download' | 'none';

export function actionOf(row: SubmissionState): StepAction {
  if (row.status === 'accepted' || row.status === 'rejected') return 'none';
  if (row.status === 'intended')
    // An earlier try may have reached ANAF (the process died, the answer was lost): ask first.
    return row.uploadTries > 0 ? 'check-then-upload' : 'upload';
  return row.downloadId ? 'download' : 'poll';
}

/** Delays in milliseconds; the defaults keep well inside 100 stareMesaj a day per upload. */
export type StepTimings = {
  /** Before the n-th poll after the upload (the last one repeats: 30 min = 48 a day). */
  polls: number[];
  /** After the n-th consecutive failed call (timeout, network, 5xx, refused call). */
  retries: number[];
  /** After a 204/429 (a limit reached): ANAF's counters reset by the minute or the day. */
  limit: number;
  /** No active connection: look again this much later (the sweeper picks the row up). */
  park: number;
};

const SECOND = 1000;
const MINUTE = 60 * SECOND;
export const DEFAULT_TIMINGS: StepTimings = {
  polls: [5 * SECOND, 15 * SECOND, 30 * SECOND, MINUTE, 2 * MINUTE, 5 * MINUTE, 10 * MINUTE, 30 * MINUTE],
  retries: [10 * SECOND, 30 * SECOND, MINUTE, 5 * MINUTE, 15 * MINUTE, 30 * MINUTE],
  limit: 10 * MINUTE,
  park: 10 * MINUTE,
};

/** Every delay multiplied by `factor` (tests and the fault-injection run shorten time). */
export function scaledTimings(factor: number, base: StepTimings = DEFAULT_TIMINGS): StepTimings {
  const scale = (ms: number) => Math.max(1, Math.round(ms * factor));
  return {
    polls: base.polls.map(scale),
    retries: base.retries.map(scale),
    limit: scale(base.limit),
    park: scale(base.park),
  };
}

const at = (list: number[], n: number) => list[Math.min(Math.max(n, 0), list.length - 1)] as number;

/** How a call ended; a thrown call is a `failure`. */
export type StepAnswer =
  /** The message lists or the repeated-upload refusal name the upload index ANAF holds. */
  | { kind: 'found'; uploadIndex: string }
  | { kind: 'upload'; result: UploadResult }
  | { kind: 'state'; state: MessageState }
  | { kind: 'downloaded'; archive: DownloadedArchive }
  | { kind: 'failure'; failure: 'limit' | 'retry' | 'unavailable'; message: string };

/** What to write on the row; `null` next check: final. */
export type StepResult = {
  patch: Partial<{
    status: SubmissionStatus;
    uploadIndex: string;
    downloadId: string;
    errors: string[];
    polls: number;
    uploadedAt: Date;
    finishedAt: Date;
    lastError: string | null;
  }>;
  nextCheckAt: Date | null;
  /** The archive to store (the invoice or ANAF's error file, the signature, the ZIP). */
  archive?: DownloadedArchive;
};

const REPEATED_UPLOAD = /transmis[aă]\s+anterior\s+cu\s+index\s*=\s*(\d+)/i;

/** The original upload index named by ANAF's refusal of a repeated upload, if that is the refusal. */
export function repeatedUploadIndex(errors: string[]): string | null {
  for (const error of errors) {
    const match = REPEATED_UPLOAD.exec(error);
    if (match) return match[1] as string;
  }
  return null;
}

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

/** The consecutive failures so far, for the retry delay (calls made while the row stood still). */
function failuresOf(row: SubmissionState): number {
  return row.status === 'intended' ? row.uploadTries : row.polls;
}

function uploaded(row: SubmissionState, uploadIndex: string, now: Date, t: StepTimings): StepResult {
  return {
    patch: { status: 'uploaded', uploadIndex, uploadedAt: row.uploadedAt ?? now, polls: 0, lastError: null },
    nextCheckAt: later(now, at(t.polls, 0)),
  };
}

export function step(
  row: SubmissionState,
  answer: StepAnswer,
  now: Date,
  timings: StepTimings = DEFAULT_TIMINGS,
): StepResult {
  switch (answer.kind) {
    case 'found':
      return uploaded(row, answer.uploadIndex, now, timings);
    case 'upload': {
      const { result } = answer;
      if (result.ok) return uploaded(row, result.uploadIndex, now, timings);
      const original = repeatedUploadIndex(result.errors);
      if (original) return uploaded(row, original, now, timings);
      // Refused at the door (not a well-formed invoice, a CUI the token may not act for...).
      return {
        patch: { status: 'rejected', errors: result.errors, finishedAt: now, lastError: null },
        nextCheckAt: null,
      };
    }
    case 'state': {
      const { state } = answer;
      const polls = row.polls + 1;
      if ((state.state === 'ok' || state.state === 'nok') && state.downloadId)
        return { patch: { downloadId: state.downloadId, polls, lastError: null }, nextCheckAt: now };
      if (state.state === 'XML cu erori nepreluat de sistem')
        return {
          patch: { status: 'rejected', errors: state.errors.length ? state.errors : [state.state], polls },
          nextCheckAt: null,
        };
      // In processing (or ok without an id yet): poll again, further apart each time.
      return { patch: { polls, lastError: null }, nextCheckAt: later(now, at(timings.polls, polls)) };
    }
    case 'downloaded': {
      const { archive } = answer;
      const rejected = archive.isErrorFile;
      return {
        patch: {
          status: rejected ? 'rejected' : 'accepted',
          errors: rejected ? archive.errors : [],
          finishedAt: now,
          polls: row.polls + 1,
          lastError: null,
        },
        nextCheckAt: null,
        archive,
      };
    }
    case 'failure': {
      const counted = row.status === 'intended' ? {} : { polls: row.polls + 1 };
      if (answer.failure === 'unavailable')
        return { patch: { lastError: answer.message }, nextCheckAt: later(now, timings.park) };
      if (answer.failure === 'limit')
        return { patch: { ...counted, lastError: answer.message }, nextCheckAt: later(now, timings.limit) };
      return {
        patch: { ...counted, lastError: answer.message },
        nextCheckAt: later(now, at(timings.retries, failuresOf(row))),
      };
    }
  }
}
