import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useInvalidateCompanies } from '../../shared/session/selected-company';
import { PERMISSIONS_QUERY_KEY, SUBSCRIPTIONS_QUERY_KEY } from '../../shared/session/session';
import {
  createCompany,
  deleteCompany,
  deleteCompanyLogo,
  fetchCompany,
  lookupCompany,
  updateCompany,
  uploadCompanyLogo,
} from './companies.api';
import type { Company, CompanyCreatePayload, CompanyUpdatePayload } from './companies.types';

/** Query keys of this feature (the shell's selector list is ['my-companies', 'selector']). */
export const companyKeys = {
  list: ['my-companies', 'list'] as const,
  detail: (id: string) => ['my-companies', 'detail', id] as const,
};

export function useCompanyQuery(id: string) {
  return useQuery({
    queryKey: companyKeys.detail(id),
    queryFn: ({ signal }) => fetchCompany(id, signal),
    // The page shows its own not-found and forbidden states.
    meta: { silent: true },
  });
}

/**
 * After a company is created, renamed or deleted: this feature's list, the shell's selector list,
 * and (for a new company) the subscriptions and permissions that come with it.
 */
export function useRefreshCompanies(): (options?: { withSession?: boolean }) => Promise<void> {
  const client = useQueryClient();
  const invalidateSelector = useInvalidateCompanies();
  return useCallback(
    async ({ withSession = false } = {}) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: companyKeys.list }),
        invalidateSelector(),
        ...(withSession
          ? [
              client.invalidateQueries({ queryKey: SUBSCRIPTIONS_QUERY_KEY }),
              client.invalidateQueries({ queryKey: PERMISSIONS_QUERY_KEY }),
            ]
          : []),
      ]);
    },
    [client, invalidateSelector],
  );
}

export function useCreateCompanyMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: CompanyCreatePayload) => createCompany(payload),
    onSuccess: (company) => client.setQueryData(companyKeys.detail(company.id), company),
  });
}

export function useUpdateCompanyMutation(id: string) {
  const client = useQueryClient();
  const refresh = useRefreshCompanies();
  return useMutation({
    mutationFn: (payload: CompanyUpdatePayload) => updateCompany(id, payload),
    onSuccess: (company) => {
      client.setQueryData(companyKeys.detail(id), company);
      void refresh();
    },
  });
}

export function useDeleteCompanyMutation() {
  const client = useQueryClient();
  const refresh = useRefreshCompanies();
  return useMutation({
    mutationFn: (id: string) => deleteCompany(id),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: companyKeys.detail(id) });
      void refresh({ withSession: true });
    },
  });
}

function useLogoMutation<TInput>(id: string, call: (input: TInput) => Promise<Company>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (company) => client.setQueryData(companyKeys.detail(id), company),
  });
}

export function useUploadLogoMutation(id: string) {
  return useLogoMutation(id, (file: File) => uploadCompanyLogo(id, file));
}

export function useDeleteLogoMutation(id: string) {
  return useLogoMutation(id, () => deleteCompanyLogo(id));
}

/** The registry lookup behind the "Look up" button: a mutation, as the user triggers it. */
export function useCompanyLookupMutation() {
  return useMutation({ mutationFn: (businessId: string) => lookupCompany(businessId) });
}
