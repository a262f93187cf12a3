import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from '../api/api-error';
import { type ErrorReport, reportDecision, reportError, setErrorReportSink } from './error-reporting';

describe('which failures are reported (spec 01 §8)', () => {
  it.each([503, 422, 401, 426, 429, 403, 404, 302])('does not report a %i answer', (status) => {
    expect(reportDecision(new ApiError(status, {}))).toBe('ignore');
  });

  it.each([500, 400, 405, 409, 413, 502])('reports an unexpected %i answer', (status) => {
    expect(reportDecision(new ApiError(status, {}))).toBe('report');
  });

  it('reports a lost connection (after its retries) and a programming error', () => {
    expect(reportDecision(new ApiError(NETWORK_ERROR_STATUS, null))).toBe('report');
    expect(reportDecision(new TypeError('x is undefined'))).toBe('report');
  });

  it('only warns about a cancelled load and ignores chunk and syntax errors', () => {
    const aborted = new Error('aborted');
    aborted.name = 'AbortError';
    expect(reportDecision(aborted)).toBe('warn');
    expect(reportDecision(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(
      'ignore',
    );
    expect(reportDecision(new SyntaxError("Unexpected token '<'"))).toBe('ignore');
  });
});

describe('reportError', () => {
  afterEach(() => {
    setErrorReportSink(null);
    vi.restoreAllMocks();
  });

  it('sends the answer data once a minute per failure', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sent: ErrorReport[] = [];
    setErrorReportSink(async (report) => sent.push(report));
    const failure = new ApiError(500, { requestId: 'r-1' });
    reportError(failure, 'notifications.list', 1_000);
    reportError(failure, 'notifications.list', 30_000);
    reportError(failure, 'notifications.list', 62_000);
    reportError(new ApiError(422, { errors: {} }), null, 62_000);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ status: 500, context: 'notifications.list', data: { requestId: 'r-1' } });
  });

  it('never throws when the sink fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setErrorReportSink(() => Promise.reject(new Error('offline')));
    expect(() => reportError(new Error('boom'))).not.toThrow();
  });
});
