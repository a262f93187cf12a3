import type { CompanyListEntry } from '@app/domain/companies/company.schemas';
import type { ListingResult } from '@app/domain/listing/listing.schemas';
import type { Permissions } from '@app/domain/permissions/permissions';
import { apiRequest } from '../api/api-client';
import type { Plan, Subscription } from './billing.types';

export function fetchPermissions(signal?: AbortSignal): Promise<Permissions> {
  return apiRequest<Permissions>('/v1/auth/permissions', { signal });
}

export function fetchSubscriptions(signal?: AbortSignal): Promise<ListingResult<Subscription>> {
  return apiRequest<ListingResult<Subscription>>('/v1/billing/subscriptions', { signal });
}

export function fetchPlans(signal?: AbortSignal): Promise<ListingResult<Plan>> {
  return apiRequest<ListingResult<Plan>>('/v1/billing/plans', { signal });
}

/** The selector's list: the spec asks for the first 100 companies sorted by name. */
export const COMPANY_SELECTOR_QUERY = 'page=1&perPage=100&sortBy=name&sortDir=asc';

export function fetchSelectorCompanies(signal?: AbortSignal): Promise<ListingResult<CompanyListEntry>> {
  return apiRequest<ListingResult<CompanyListEntry>>(`/v1/my-companies?${COMPANY_SELECTOR_QUERY}`, {
    signal,
  });
}
