import type { ListingResult } from '@app/domain/listing/listing.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { type PartnerAddress, sourcesApi } from '../../../shared/invoicing/document-sources.api';
import { sourceKeys } from '../../../shared/invoicing/source-keys';
import { listingSearchParams } from '../../../shared/list/list-state';

// The rows the declaration chooses from that the invoice forms' sources do not read: the company's
// own delivery addresses (its working points), and the name of a partner the form names by id.

const STALE = 60_000;

const companyAddresses = (companyId: string, signal?: AbortSignal) =>
  apiRequest<ListingResult<PartnerAddress>>(
    `/v1/my-companies/${encodeURIComponent(companyId)}/addresses?${listingSearchParams({ page: 1, perPage: 100 })}`,
    { signal },
  );

/** The company's delivery addresses (a location end where the goods leave or arrive at it). */
export function useCompanyAddresses(companyId: string) {
  return useQuery({
    queryKey: sourceKeys(companyId, 'company-addresses'),
    queryFn: ({ signal }) => companyAddresses(companyId, signal),
    select: (page) => page.items,
    enabled: companyId !== '',
    staleTime: STALE,
  });
}

/** A partner's delivery addresses, once a partner is chosen. */
export function usePartnerDeliveryAddresses(companyId: string, partnerId: string) {
  return useQuery({
    queryKey: sourceKeys(companyId, 'partner-addresses', partnerId),
    queryFn: ({ signal }) => sourcesApi.partnerAddresses(companyId, partnerId, signal),
    select: (page) => page.items,
    enabled: companyId !== '' && partnerId !== '',
    staleTime: STALE,
  });
}

/** The name of a stored declaration's partner or organizer, shown before any search. */
export function usePartnerName(companyId: string, partnerId: string) {
  const partner = useQuery({
    queryKey: sourceKeys(companyId, 'partner', partnerId),
    queryFn: ({ signal }) => sourcesApi.partner(companyId, partnerId, signal),
    enabled: companyId !== '' && partnerId !== '',
    staleTime: STALE,
    meta: { silent: true },
  });
  return partner.data ? { id: partner.data.id, name: partner.data.name } : null;
}
