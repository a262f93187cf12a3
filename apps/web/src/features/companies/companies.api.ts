import type { Plan, Subscription } from '@app/domain/billing/billing.schemas';
import type { ListingQueryInput, ListingResult } from '@app/domain/listing/listing.schemas';
import { apiRequest } from '../../shared/api/api-client';
import { listingSearchParams } from '../../shared/list/list-state';
import type {
  Company,
  CompanyCreatePayload,
  CompanyListEntry,
  CompanyLookup,
  CompanyUpdatePayload,
} from './companies.types';
import { uploadFile } from './upload';

const BASE = '/v1/my-companies';
const companyPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export function listCompanies(
  query: ListingQueryInput,
  signal?: AbortSignal,
): Promise<ListingResult<CompanyListEntry>> {
  return apiRequest(`${BASE}?${listingSearchParams(query)}`, { signal });
}

export function fetchCompany(id: string, signal?: AbortSignal): Promise<Company> {
  return apiRequest(companyPath(id), { signal });
}

/** The payload is the output of the domain schema (already validated and normalised by the form). */
export function createCompany(payload: CompanyCreatePayload): Promise<Company> {
  return apiRequest(BASE, { method: 'POST', body: payload });
}

export function updateCompany(id: string, payload: CompanyUpdatePayload): Promise<Company> {
  return apiRequest(companyPath(id), { method: 'PUT', body: payload });
}

export function deleteCompany(id: string): Promise<void> {
  return apiRequest(companyPath(id), { method: 'DELETE' });
}

export function uploadCompanyLogo(id: string, file: File): Promise<Company> {
  return uploadFile(`${companyPath(id)}/logo`, file);
}

export function deleteCompanyLogo(id: string): Promise<Company> {
  return apiRequest(`${companyPath(id)}/logo`, { method: 'DELETE' });
}

/** Prefill from the tax authority's registry by business id (CUI/CIF, with or without RO). */
export function lookupCompany(businessId: string, signal?: AbortSignal): Promise<CompanyLookup> {
  const query = new URLSearchParams({ businessId: businessId.replace(/\s+/g, '') });
  return apiRequest(`${BASE}/lookup?${query}`, { signal });
}

export function listSubscriptions(signal?: AbortSignal): Promise<ListingResult<Subscription>> {
  return apiRequest('/v1/billing/subscriptions', { signal });
}

export function listPlans(signal?: AbortSignal): Promise<ListingResult<Plan>> {
  return apiRequest('/v1/billing/plans', { signal });
}
