import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SubResourceApi, subResourceApi } from './companies.api';
import type {
  BankAccount,
  BankAccountPayload,
  CompanyAddress,
  CompanyAddressPayload,
  CompanySubResource,
  Contact,
  ContactPayload,
} from './companies.types';

export const addressesApi = subResourceApi<CompanyAddress, CompanyAddressPayload>('addresses');
export const contactsApi = subResourceApi<Contact, ContactPayload>('contacts');
export const bankAccountsApi = subResourceApi<BankAccount, BankAccountPayload>('bank-accounts');

/** Under the company's key, so refreshing a company refreshes its sections too. */
export const subResourceKeys = {
  all: (companyId: string, resource: CompanySubResource) =>
    ['my-companies', 'detail', companyId, resource] as const,
  list: (companyId: string, resource: CompanySubResource) =>
    ['my-companies', 'detail', companyId, resource, 'list'] as const,
  item: (companyId: string, resource: CompanySubResource, id: string) =>
    ['my-companies', 'detail', companyId, resource, 'item', id] as const,
};

export function useSubItemQuery<TItem, TPayload>(
  resource: CompanySubResource,
  api: SubResourceApi<TItem, TPayload>,
  companyId: string,
  itemId: string | null,
) {
  return useQuery({
    queryKey: subResourceKeys.item(companyId, resource, itemId ?? ''),
    queryFn: ({ signal }) => api.get(companyId, itemId ?? '', signal),
    enabled: itemId !== null,
    meta: { silent: true },
  });
}

/** Creates (no itemId) or updates an item; the section's list and the item are refreshed. */
export function useSaveSubItem<TItem, TPayload>(
  resource: CompanySubResource,
  api: SubResourceApi<TItem, TPayload>,
  companyId: string,
  itemId: string | null,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: TPayload) =>
      itemId === null ? api.create(companyId, payload) : api.update(companyId, itemId, payload),
    onSuccess: () => client.invalidateQueries({ queryKey: subResourceKeys.all(companyId, resource) }),
  });
}

export function useDeleteSubItem<TItem, TPayload>(
  resource: CompanySubResource,
  api: SubResourceApi<TItem, TPayload>,
  companyId: string,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => api.remove(companyId, itemId),
    onSuccess: () => client.invalidateQueries({ queryKey: subResourceKeys.all(companyId, resource) }),
  });
}
