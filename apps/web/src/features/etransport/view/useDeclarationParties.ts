import type { Company } from '@app/domain/companies/company.schemas';
import type { DeclarationPayload } from '@app/domain/etransport/declaration.schemas';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AddressLike } from '../../../shared/address/address-form';
import { formatAddressLine } from '../../../shared/address/address-text';
import { apiRequest } from '../../../shared/api/api-client';
import { sourcesApi } from '../../../shared/invoicing/document-sources.api';
import { sourceKeys } from '../../../shared/invoicing/source-keys';
import { subResourceApi } from '../../../shared/sub-resources/sub-resource-api';

type StoredAddress = { id: string; name: string | null; address: AddressLike };
const addresses = subResourceApi<StoredAddress, never>('addresses');
const companyOwner = (companyId: string) => `/v1/my-companies/${encodeURIComponent(companyId)}`;
const partnerOwner = (companyId: string, partnerId: string) =>
  `${companyOwner(companyId)}/partners/${encodeURIComponent(partnerId)}`;
const STALE = 60_000;

/** A main address is named by its owner's id (the server's convention); others by their own. */
async function companyAddress(companyId: string, id: string, signal: AbortSignal): Promise<StoredAddress> {
  if (id !== companyId) return addresses.get(companyOwner(companyId), id, signal);
  const company = await apiRequest<Company>(companyOwner(companyId), { signal });
  return { id, name: null, address: company.address as AddressLike };
}

async function partnerAddress(
  companyId: string,
  partnerId: string,
  id: string,
  signal: AbortSignal,
): Promise<StoredAddress> {
  if (id !== partnerId) return addresses.get(partnerOwner(companyId, partnerId), id, signal);
  const partner = await sourcesApi.partner(companyId, partnerId, signal);
  return { id, name: null, address: partner.address as AddressLike };
}

/**
 * The names behind a stored declaration's ids: the partner, the transport organiser and the two
 * delivery addresses. A name that no longer exists shows as missing, the ids stay the record.
 */
export function useDeclarationParties(companyId: string, declaration: DeclarationPayload | null) {
  const { i18n } = useTranslation();
  const enabled = companyId !== '' && declaration !== null;
  const partnerQuery = (id: string | undefined) => ({
    queryKey: sourceKeys(companyId, 'partner', id ?? ''),
    queryFn: ({ signal }: { signal: AbortSignal }) => sourcesApi.partner(companyId, id ?? '', signal),
    enabled: enabled && !!id,
    staleTime: STALE,
    meta: { silent: true },
  });
  const partner = useQuery(partnerQuery(declaration?.partnerId));
  const organiser = useQuery(partnerQuery(declaration?.deliveryPartnerId));
  const ownId = declaration?.myCompanyDeliveryAddressId;
  const partnerAddressId = declaration?.partnerDeliveryAddressId;
  const ownPlace = useQuery({
    queryKey: sourceKeys(companyId, 'own-address', ownId ?? ''),
    queryFn: ({ signal }) => companyAddress(companyId, ownId ?? '', signal),
    enabled: enabled && !!ownId,
    staleTime: STALE,
    meta: { silent: true },
  });
  const partnerPlace = useQuery({
    queryKey: sourceKeys(companyId, 'partner-address', partnerAddressId ?? ''),
    queryFn: ({ signal }) =>
      partnerAddress(companyId, declaration?.partnerId ?? '', partnerAddressId ?? '', signal),
    enabled: enabled && !!partnerAddressId,
    staleTime: STALE,
    meta: { silent: true },
  });
  const line = (stored: StoredAddress | undefined) =>
    stored
      ? [
          stored.name,
          [formatAddressLine(stored.address, i18n.language), stored.address.city].filter(Boolean).join(', '),
        ]
          .filter(Boolean)
          .join(' · ')
      : null;
  return {
    partnerName: partner.data?.name ?? null,
    organiserName: organiser.data?.name ?? null,
    ownAddress: line(ownPlace.data),
    partnerAddress: line(partnerPlace.data),
  };
}
