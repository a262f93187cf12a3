import { ApiError, NETWORK_ERROR_STATUS } from '../api/api-error';
import { isChunkLoadError } from './chunk-error';

/** What the error catalogue (spec 01 §8) says to do with a failure besides showing it. */
export type ReportDecision = 'report' | 'warn' | 'ignore';

// Answers the product handles by design: maintenance, fields, session, outdated client, throttle,
// permissions, not found and the modal-load redirect.
const HANDLED_STATUSES = new Set([302, 401, 403, 404, 422, 426, 429, 503]);

const isCancellation = (error: unknown) =>
  error instanceof Error && (error.name === 'AbortError' || error.name === 'CancelledError');

export function reportDecision(error: unknown): ReportDecision {
  if (isCancellation(error)) return 'warn';
  if (error instanceof ApiError) {
    // A lost connection reaches here only after its retries: then it is reported.
    if (error.status === NETWORK_ERROR_STATUS) return 'report';
    return HANDLED_STATUSES.has(error.status) ? 'ignore' : 'report';
  }
  // A missing chunk or a syntax error reloads the page instead.
  return isChunkLoadError(error) ? 'ignore' : 'report';
}

/** The report sent to the server: what failed, where, and the answer's data for API errors. */
export type ErrorReport = {
  message: string;
  status: number | null;
  url: string;
  context: string | null;
  data: unknown;
  stack: string | null;
};

export function errorReportOf(error: unknown, url: string, context: string | null): ErrorReport {
  const asError = error instanceof Error ? error : new Error(String(error));
  return {
    message: asError.message.slice(0, 2000),
    status: error instanceof ApiError ? error.status : null,
    url: url.slice(0, 2000),
    context,
    data: error instanceof ApiError ? error.body : null,
    stack: asError.stack?.slice(0, 8000) ?? null,
  };
}

type Sink = (report: ErrorReport) => Promise<unknown>;

const REPEAT_WINDOW_MS = 60_000;
const recent = new Map<string, number>();
let sink: Sink | null = null;

/** Where reports go; the app installs the server's endpoint at start, tests their own. */
export function setErrorReportSink(next: Sink | null): void {
  sink = next;
  recent.clear();
}

/**
 * Logs and reports a failure as the catalogue says; the same failure is reported once a minute at
 * most, and a failing report is dropped (reporting must never raise errors of its own).
 */
export function reportError(error: unknown, context: string | null = null, now = Date.now()): void {
  const decision = reportDecision(error);
  if (decision === 'ignore') return;
  if (decision === 'warn') {
    console.warn('cancelled', context ?? '', error);
    return;
  }
  console.error(error);
  const report = errorReportOf(error, globalThis.location?.href ?? '', context);
  const key = `${report.status}|${report.message}|${report.context}`;
  const last = recent.get(key);
  if (last !== undefined && last > now - REPEAT_WINDOW_MS) return;
  recent.set(key, now);
  void sink?.(report).catch(() => undefined);
}
