import type { CompanyListEntry } from '@app/domain/companies/company.schemas';
import type { Permissions } from '@app/domain/permissions/permissions';
import { useQuery } from '@tanstack/react-query';
import type { Plan, Subscription } from './billing.types';
import { useIdentity } from './identity.queries';
import {
  COMPANIES_QUERY_KEY,
  PERMISSIONS_QUERY_KEY,
  PLANS_QUERY_KEY,
  SUBSCRIPTIONS_QUERY_KEY,
} from './session';
import { fetchPermissions, fetchPlans, fetchSelectorCompanies, fetchSubscriptions } from './session.api';
import { shouldRetryStartup, startupRetryDelay } from './startup-retry';

/** The session calls need a verified e-mail; before that the server would refuse them. */
function useVerified(): boolean {
  return Boolean(useIdentity()?.emailVerifiedAt);
}

// Shared by the calls made at start-up: their failures show an error screen (SessionBootstrap), so
// the global toast stays quiet; they change rarely, so they are not refetched on their own.
const startupOptions = {
  retry: shouldRetryStartup,
  retryDelay: startupRetryDelay,
  staleTime: Number.POSITIVE_INFINITY,
  meta: { silent: true },
} as const;

export function usePermissionsQuery() {
  return useQuery<Permissions>({
    ...startupOptions,
    queryKey: PERMISSIONS_QUERY_KEY,
    queryFn: ({ signal }) => fetchPermissions(signal),
    enabled: useVerified(),
  });
}

export function useSubscriptionsQuery() {
  return useQuery<Subscription[]>({
    ...startupOptions,
    queryKey: SUBSCRIPTIONS_QUERY_KEY,
    queryFn: async ({ signal }) => (await fetchSubscriptions(signal)).items,
    enabled: useVerified(),
  });
}

export function usePlansQuery() {
  return useQuery<Plan[]>({
    ...startupOptions,
    queryKey: PLANS_QUERY_KEY,
    queryFn: async ({ signal }) => (await fetchPlans(signal)).items,
    enabled: useVerified(),
  });
}

export function useCompaniesQuery() {
  return useQuery<CompanyListEntry[]>({
    ...startupOptions,
    queryKey: COMPANIES_QUERY_KEY,
    queryFn: async ({ signal }) => (await fetchSelectorCompanies(signal)).items,
    enabled: useVerified(),
  });
}
