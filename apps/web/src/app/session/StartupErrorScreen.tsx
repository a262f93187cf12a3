import { ApiErrorScreen } from '../../shared/errors/ApiErrorScreen';

/**
 * A session call failed for good (after the retries): maintenance, no internet, or the internal error
 * screen, each with a retry. A 404 or 403 here means the server is broken, not the page: internal.
 */
export function StartupErrorScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const status = (error as { status?: number } | null)?.status;
  const shown = status === 404 || status === 403 ? new Error('start-up call refused') : error;
  return <ApiErrorScreen error={shown} onRetry={onRetry} />;
}
