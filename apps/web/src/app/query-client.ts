import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isApiStatus, NETWORK_ERROR_STATUS } from '../shared/api/api-error';
import { i18n } from '../shared/i18n/i18n';
import { notifyApiError, notifyError } from '../shared/notify/notify';
import { clearSession, identityOf } from '../shared/session/session';

const MAX_NETWORK_RETRIES = 3;

/** A 401 while signed in means the session ended elsewhere: say so once and go back to login. */
function endExpiredSession(client: QueryClient): void {
  if (!identityOf(client)) return;
  clearSession(client);
  notifyError(i18n.t('errors.session-expired'));
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isApiStatus(error, 401)) endExpiredSession(client);
        // An outdated client must reload even when the caller shows its own error state.
        else if (!query.meta?.silent || isApiStatus(error, 426)) notifyApiError(error);
      },
    }),
    // Mutations show their own errors (next to fields or as toasts); only the 401 is global.
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isApiStatus(error, 401)) endExpiredSession(client);
      },
    }),
    defaultOptions: {
      queries: {
        // Only failures without an answer are worth retrying; the server's answers are final.
        retry: (count, error) =>
          error instanceof ApiError && error.status === NETWORK_ERROR_STATUS && count < MAX_NETWORK_RETRIES,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
