import { ApiError, NETWORK_ERROR_STATUS } from '../api/api-error';

/** The server answers 425 while it is still starting. */
export const TOO_EARLY_STATUS = 425;
export const TOO_EARLY_RETRY_MS = 1000;
/** Long enough for a server start; after that the error screen offers a manual retry. */
const MAX_TOO_EARLY_RETRIES = 30;
export const MAX_NETWORK_RETRIES = 3;

/**
 * Whether a failed session call (identity, permissions, subscriptions, plans, companies) is tried
 * again: a starting server (425) every second for a while, a lost connection 3 times; the
 * server's other answers are final.
 */
export function shouldRetryStartup(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === TOO_EARLY_STATUS) return failureCount < MAX_TOO_EARLY_RETRIES;
  if (error.status === NETWORK_ERROR_STATUS) return failureCount < MAX_NETWORK_RETRIES;
  return false;
}

/** 1 s for a starting server; exponential (1, 2, 4 s...) for a lost connection. */
export function startupRetryDelay(failureCount: number, error: unknown): number {
  if (error instanceof ApiError && error.status === TOO_EARLY_STATUS) return TOO_EARLY_RETRY_MS;
  return Math.min(1000 * 2 ** failureCount, 8000);
}

/** Any query's network retry (outside the start-up calls), with the same exponential delay. */
export function shouldRetryNetwork(failureCount: number, error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === NETWORK_ERROR_STATUS && failureCount < MAX_NETWORK_RETRIES
  );
}
