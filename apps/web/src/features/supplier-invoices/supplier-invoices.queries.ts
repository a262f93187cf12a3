import type { SupplierInvoicePayload } from '@app/domain/invoicing/supplier-invoice.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supplierInvoicesApi } from './supplier-invoices.api';

/** Query keys of supplier invoices, per company: every change refreshes the company's invoices. */
export const supplierInvoiceKeys = {
  all: (companyId: string) => ['supplier-invoices', companyId] as const,
  list: (companyId: string) => ['supplier-invoices', companyId, 'list'] as const,
  detail: (companyId: string, id: string) => ['supplier-invoices', companyId, 'detail', id] as const,
  payments: (companyId: string, id: string) =>
    ['supplier-invoices', companyId, 'detail', id, 'payments'] as const,
};

export function useSupplierInvoice(companyId: string, id: string | null) {
  return useQuery({
    queryKey: supplierInvoiceKeys.detail(companyId, id ?? ''),
    queryFn: ({ signal }) => supplierInvoicesApi.get(companyId, id ?? '', signal),
    enabled: id !== null && id !== '' && companyId !== '',
    // The pages show their own not-found and forbidden states.
    meta: { silent: true },
  });
}

/** A change of an invoice: the company's supplier invoices are refetched once it succeeds. */
export function useSupplierInvoiceMutation<TInput, TResult>(
  companyId: string,
  mutationFn: (input: TInput) => Promise<TResult>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: supplierInvoiceKeys.all(companyId) }),
  });
}

/** Creates (no id) or updates an invoice. */
export function useSaveSupplierInvoice(companyId: string, id: string | null) {
  return useSupplierInvoiceMutation(companyId, (payload: SupplierInvoicePayload) =>
    id === null
      ? supplierInvoicesApi.create(companyId, payload)
      : supplierInvoicesApi.update(companyId, id, payload),
  );
}

export function useSupplierInvoicePayments(companyId: string, id: string) {
  return useQuery({
    queryKey: supplierInvoiceKeys.payments(companyId, id),
    queryFn: ({ signal }) => supplierInvoicesApi.payments(companyId, id, signal),
  });
}
