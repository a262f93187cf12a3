import type { Identity } from '@app/domain/auth/auth.schemas';
import type { QueryClient } from '@tanstack/react-query';

export const IDENTITY_QUERY_KEY = ['auth', 'identity'] as const;

export function identityOf(client: QueryClient): Identity | null | undefined {
  return client.getQueryData<Identity | null>(IDENTITY_QUERY_KEY);
}

/** Stores the identity answered by login, signup or verification, so guards see it at once. */
export function setIdentity(client: QueryClient, identity: Identity): void {
  client.setQueryData<Identity | null>(IDENTITY_QUERY_KEY, identity);
}

/** Forgets everything cached for the previous user; the guards then send the browser to login. */
export function clearSession(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== IDENTITY_QUERY_KEY[0] });
  client.setQueryData<Identity | null>(IDENTITY_QUERY_KEY, null);
}
