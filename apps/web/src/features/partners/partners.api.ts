import type { CompanyLookup } from '@app/domain/companies/company.schemas';
import type { ListingQueryInput, ListingResult } from '@app/domain/listing/listing.schemas';
import type { Partner, PartnerInput } from '@app/domain/partners/partner.schemas';
import { apiRequest } from '../../shared/api/api-client';
import { listingSearchParams } from '../../shared/list/list-state';

/** API path of the partners of a company, or of one partner. */
export const partnersPath = (companyId: string) =>
  `/v1/my-companies/${encodeURIComponent(companyId)}/partners`;
export const partnerPath = (companyId: string, id: string) =>
  `${partnersPath(companyId)}/${encodeURIComponent(id)}`;

export function listPartners(
  companyId: string,
  query: ListingQueryInput,
  signal?: AbortSignal,
): Promise<ListingResult<Partner>> {
  return apiRequest(`${partnersPath(companyId)}?${listingSearchParams(query)}`, { signal });
}

export function fetchPartner(companyId: string, id: string, signal?: AbortSignal): Promise<Partner> {
  return apiRequest(partnerPath(companyId, id), { signal });
}

/** The payload is the output of the domain schema (validated and normalised by the form). */
export function createPartner(companyId: string, payload: PartnerInput): Promise<Partner> {
  return apiRequest(partnersPath(companyId), { method: 'POST', body: payload });
}

export function updatePartner(companyId: string, id: string, payload: PartnerInput): Promise<Partner> {
  return apiRequest(partnerPath(companyId, id), { method: 'PUT', body: payload });
}

export function deletePartner(companyId: string, id: string): Promise<void> {
  return apiRequest(partnerPath(companyId, id), { method: 'DELETE' });
}

/** What the tax authority's registry knows of a Romanian company (the same lookup as for companies). */
export function lookupBusinessId(businessId: string, signal?: AbortSignal): Promise<CompanyLookup> {
  const query = new URLSearchParams({ businessId: businessId.replace(/\s+/g, '') });
  return apiRequest(`/v1/my-companies/lookup?${query}`, { signal });
}
