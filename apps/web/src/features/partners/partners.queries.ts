import type { PartnerInput } from '@app/domain/partners/partner.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createPartner, deletePartner, fetchPartner, lookupBusinessId, updatePartner } from './partners.api';

/** Query keys of this feature, per company (switching company never shows another's partners). */
export const partnerKeys = {
  all: (companyId: string) => ['partners', companyId] as const,
  list: (companyId: string) => ['partners', companyId, 'list'] as const,
  detail: (companyId: string, id: string) => ['partners', companyId, 'detail', id] as const,
};

export function usePartnerQuery(companyId: string, id: string) {
  return useQuery({
    queryKey: partnerKeys.detail(companyId, id),
    queryFn: ({ signal }) => fetchPartner(companyId, id, signal),
    // The page shows its own not-found and forbidden states.
    meta: { silent: true },
  });
}

export function useCreatePartnerMutation(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: PartnerInput) => createPartner(companyId, payload),
    onSuccess: (partner) => {
      client.setQueryData(partnerKeys.detail(companyId, partner.id), partner);
      void client.invalidateQueries({ queryKey: partnerKeys.list(companyId) });
    },
  });
}

export function useUpdatePartnerMutation(companyId: string, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: PartnerInput) => updatePartner(companyId, id, payload),
    onSuccess: (partner) => {
      client.setQueryData(partnerKeys.detail(companyId, id), partner);
      void client.invalidateQueries({ queryKey: partnerKeys.list(companyId) });
    },
  });
}

export function useDeletePartnerMutation(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deletePartner(companyId, id),
    onSuccess: () => client.invalidateQueries({ queryKey: partnerKeys.list(companyId) }),
  });
}

export function useBusinessIdLookupMutation() {
  return useMutation({
    mutationFn: (businessId: string) => lookupBusinessId(businessId),
    meta: { silent: true },
  });
}
