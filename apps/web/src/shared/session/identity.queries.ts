import type { Identity } from '@app/domain/auth/auth.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { fetchIdentity, logout } from './identity.api';
import { clearSession, IDENTITY_QUERY_KEY } from './session';

const TOO_EARLY = 425;

/** The session's identity: undefined while loading, null when signed out. */
export function useIdentityQuery() {
  return useQuery<Identity | null>({
    queryKey: IDENTITY_QUERY_KEY,
    queryFn: ({ signal }) => fetchIdentity(signal),
    staleTime: Number.POSITIVE_INFINITY,
    // The server answers 425 while it starts: try again every second for a while.
    retry: (count, error) =>
      error instanceof ApiError &&
      ((error.status === 0 && count < 3) || (error.status === TOO_EARLY && count < 30)),
    retryDelay: (count, error) =>
      error instanceof ApiError && error.status === TOO_EARLY ? 1000 : Math.min(1000 * 2 ** count, 8000),
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
