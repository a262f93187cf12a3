import type { Identity } from '@app/domain/auth/auth.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchIdentity, logout } from './identity.api';
import { clearSession, IDENTITY_QUERY_KEY } from './session';
import { shouldRetryStartup, startupRetryDelay } from './startup-retry';

/** The session's identity: undefined while loading, null when signed out. */
export function useIdentityQuery() {
  return useQuery<Identity | null>({
    queryKey: IDENTITY_QUERY_KEY,
    queryFn: ({ signal }) => fetchIdentity(signal),
    staleTime: Number.POSITIVE_INFINITY,
    // The server answers 425 while it starts: try again every second for a while.
    retry: shouldRetryStartup,
    retryDelay: startupRetryDelay,
    meta: { silent: true },
  });
}

export function useIdentity(): Identity | null | undefined {
  return useIdentityQuery().data;
}

export function useLogoutMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => clearSession(client),
  });
}
