import { apiRequest } from '../api/api-client';
import { reportError, setErrorReportSink } from './error-reporting';

/**
 * Sends the browser's error reports to the server's log and catches what no caller handled
 * (uncaught exceptions and rejected promises), once at start-up.
 */
export function installErrorReporting(): void {
  setErrorReportSink((report) => apiRequest('/v1/client-errors', { method: 'POST', body: report }));
  window.addEventListener('error', (event) => reportError(event.error ?? event.message, 'window.error'));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason, 'unhandledrejection'));
}
