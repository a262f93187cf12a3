import { ApiError, NETWORK_ERROR_STATUS } from '../api/api-error';

export type ErrorScreenKind = 'maintenance' | 'no-internet' | 'not-found' | 'no-permissions' | 'internal';

/** The full-page screen for a failure that leaves a page nothing to show (spec 01 §8). */
export function errorScreenFor(error: unknown): ErrorScreenKind {
  if (!(error instanceof ApiError)) return 'internal';
  switch (error.status) {
    case NETWORK_ERROR_STATUS:
      return 'no-internet';
    case 503:
      return 'maintenance';
    case 404:
      return 'not-found';
    case 403:
      return 'no-permissions';
    default:
      return 'internal';
  }
}

/**
 * Failures that replace the whole app (not only the page that asked): the server is down for
 * maintenance, or the connection is gone even after the retries. Null for everything else, which
 * the caller shows as a toast or next to its fields.
 */
export function globalScreenFor(error: unknown): 'maintenance' | 'no-internet' | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 503) return 'maintenance';
  if (error.status === NETWORK_ERROR_STATUS) return 'no-internet';
  return null;
}
