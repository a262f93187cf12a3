import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiStatus } from '../shared/api/api-error';
import { reportError } from '../shared/errors/error-reporting';
import { globalScreenFor } from '../shared/errors/error-screen';
import { globalScreenStore } from '../shared/errors/global-screen-store';
import { redirectLocationOf } from '../shared/errors/redirect';
import { i18n } from '../shared/i18n/i18n';
import { notifyApiError, notifyError } from '../shared/notify/notify';
import { clearSession, identityOf } from '../shared/session/session';
import { shouldRetryNetwork, startupRetryDelay } from '../shared/session/startup-retry';

/** A 401 while signed in means the session ended elsewhere: say so once and go back to login. */
function endExpiredSession(client: QueryClient): void {
  if (!identityOf(client)) return;
  clearSession(client);
  notifyError(i18n.t('errors.session-expired'));
}

/**
 * The error catalogue (spec 01 §8) in one place: 401 ends the session; 503 shows the maintenance
 * screen and a connection lost after the retries the no-internet screen (both over the whole app);
 * a 302 redirect message sends the page elsewhere; the rest becomes a toast unless the query shows
 * its own error state (meta.silent). An outdated client (426) is told and reloaded even when silent.
 * Whatever the catalogue says to report goes to the error report, with the query's key.
 */
export function createQueryClient(navigate: (location: string) => void): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        reportError(error, query.queryKey.join('.'));
        const location = redirectLocationOf(error);
        if (location) {
          navigate(location);
          return;
        }
        if (isApiStatus(error, 401)) {
          endExpiredSession(client);
          return;
        }
        const screen = globalScreenFor(error);
        if (screen) globalScreenStore.set(screen);
        else if (!query.meta?.silent || isApiStatus(error, 426)) notifyApiError(error);
      },
    }),
    // Mutations show their own errors (next to fields or as toasts); only the 401 and 503 are global.
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        reportError(error, mutation.options.mutationKey?.join('.') ?? 'mutation');
        if (isApiStatus(error, 401)) endExpiredSession(client);
        else if (isApiStatus(error, 503)) globalScreenStore.set('maintenance');
      },
    }),
    defaultOptions: {
      queries: {
        // Only failures without an answer are worth retrying (3 times, exponential delay); the
        // server's answers are final.
        retry: shouldRetryNetwork,
        retryDelay: startupRetryDelay,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      // A state-changing call is not replayed blindly: it may have reached the server.
      mutations: { retry: false },
    },
  });
  return client;
}
