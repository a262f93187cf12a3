import type { ListingResult } from '@app/domain/listing/listing.schemas';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../shared/api/api-client';
import { type PartnerAddress, sourcesApi } from '../../../shared/invoicing/document-sources.api';
import { sourceKeys } from '../../../shared/invoicing/source-keys';
import { listingSearchParams } from '../../../shared/list/list-state';

// The rows the declaration chooses from that the invoice forms' sources do not read: the company's
// own delivery addresses (its working points), and the name of a partner the form names by id.
// A location end may also be the main (registered) address of the company or the partner: the
// owner's own id stands for it, as the server reads it.

const STALE = 60_000;

const companyAddresses = (companyId: string, signal?: AbortSignal) =>
  apiRequest<ListingResult<PartnerAddress>>(
    `/v1/my-companies/${encodeURIComponent(companyId)}/addresses?${listingSearchParams({ page: 1, perPage: 100 })}`,
    { signal },
  );

type Owner = { address: PartnerAddress['address'] };
type Addresses = { data: PartnerAddress[] | undefined; isSuccess: boolean };

/** The owner's main address first (named as such), then its other delivery addresses. */
function withMain(
  ownerId: string,
  owner: Owner | undefined,
  others: PartnerAddress[] | undefined,
  name: string,
) {
  if (!owner || !others) return undefined;
  return [{ id: ownerId, name, address: owner.address }, ...others];
}

/** The company's addresses a location end can be (where the goods leave or arrive at it). */
export function useCompanyAddresses(companyId: string): Addresses {
  const { t } = useTranslation();
  const enabled = companyId !== '';
  const company = useQuery({
    queryKey: sourceKeys(companyId, 'company'),
    queryFn: ({ signal }) =>
      apiRequest<Owner>(`/v1/my-companies/${encodeURIComponent(companyId)}`, { signal }),
    enabled,
    staleTime: STALE,
  });
  const others = useQuery({
    queryKey: sourceKeys(companyId, 'company-addresses'),
    queryFn: ({ signal }) => companyAddresses(companyId, signal),
    select: (page) => page.items,
    enabled,
    staleTime: STALE,
  });
  return {
    data: withMain(companyId, company.data, others.data, t('etransport.form.fields.mainAddress')),
    isSuccess: company.isSuccess && others.isSuccess,
  };
}

/** A partner's addresses a location end can be, once a partner is chosen. */
export function usePartnerDeliveryAddresses(companyId: string, partnerId: string): Addresses {
  const { t } = useTranslation();
  const enabled = companyId !== '' && partnerId !== '';
  const partner = useQuery({
    queryKey: sourceKeys(companyId, 'partner', partnerId),
    queryFn: ({ signal }) => sourcesApi.partner(companyId, partnerId, signal),
    enabled,
    staleTime: STALE,
  });
  const others = useQuery({
    queryKey: sourceKeys(companyId, 'partner-addresses', partnerId),
    queryFn: ({ signal }) => sourcesApi.partnerAddresses(companyId, partnerId, signal),
    select: (page) => page.items,
    enabled,
    staleTime: STALE,
  });
  return {
    data: withMain(partnerId, partner.data, others.data, t('etransport.form.fields.mainAddress')),
    isSuccess: partner.isSuccess && others.isSuccess,
  };
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
