import type { Identity } from '@app/domain/auth/auth.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { analytics } from '../analytics/analytics';
import { resetChat } from '../analytics/chat';

export const IDENTITY_QUERY_KEY = ['auth', 'identity'] as const;
export const PERMISSIONS_QUERY_KEY = ['auth', 'permissions'] as const;
export const SUBSCRIPTIONS_QUERY_KEY = ['billing', 'subscriptions'] as const;
export const PLANS_QUERY_KEY = ['billing', 'plans'] as const;
/** The company list of the selector (first 100 by name); features invalidate it after changes. */
export const COMPANIES_QUERY_KEY = ['my-companies', 'selector'] as const;

export function identityOf(client: QueryClient): Identity | null | undefined {
  return client.getQueryData<Identity | null>(IDENTITY_QUERY_KEY);
}

/** Stores the identity answered by login, signup or verification, so guards see it at once. */
export function setIdentity(client: QueryClient, identity: Identity): void {
  client.setQueryData<Identity | null>(IDENTITY_QUERY_KEY, identity);
}

type SessionClearedListener = () => void;
const clearedListeners = new Set<SessionClearedListener>();

/**
 * Lets state that lives outside the query cache (a list screen's page, filters and selection) reset
 * itself when the user changes. Returns the unsubscribe function.
 */
export function onSessionCleared(listener: SessionClearedListener): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

/**
 * Forgets everything cached for the previous user (permissions, subscriptions, plans, companies,
 * lists: every query but the identity, which becomes null); the guards then send the browser to login.
 */
export function clearSession(client: QueryClient): void {
  const hadIdentity = Boolean(identityOf(client));
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== IDENTITY_QUERY_KEY[0] });
  client.removeQueries({ queryKey: PERMISSIONS_QUERY_KEY });
  client.setQueryData<Identity | null>(IDENTITY_QUERY_KEY, null);
  for (const listener of clearedListeners) listener();
  resetChat();
  if (hadIdentity) analytics.track('logout');
  analytics.reset();
}
