import type { SupplierInvoiceListItem } from '@app/domain/invoicing/supplier-invoice.schemas';
import type { ListingFilter } from '@app/domain/listing/listing.schemas';
import { useQuery } from '@tanstack/react-query';
import { supplierInvoicesApi } from '../supplier-invoices.api';
import { supplierInvoiceKeys } from '../supplier-invoices.queries';

const PER_PAGE = 20;

/**
 * The invoices a received invoice may be linked to: the company's invoices added by hand (status
 * published) matching the typed text, those of the received invoice's supplier first. The import may
 * have made another partner record for the same supplier, so the others follow rather than vanish.
 */
export function useLinkTargets(companyId: string, partnerId: string, search: string) {
  const published: ListingFilter = { field: 'status', operator: 'eq', value: 'published' };
  const query = (filters: ListingFilter[], scope: string) => ({
    queryKey: [...supplierInvoiceKeys.list(companyId), 'link-targets', scope, search] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      supplierInvoicesApi.list(
        companyId,
        { search: search || undefined, perPage: PER_PAGE, sortBy: 'issueDate', sortDir: 'desc', filters },
        signal,
      ),
  });
  const sameSupplier = useQuery(
    query([published, { field: 'partnerId', operator: 'eq', value: partnerId }], `partner:${partnerId}`),
  );
  const all = useQuery(query([published], 'all'));
  return {
    items: mergeTargets(sameSupplier.data?.items, all.data?.items),
    isFetching: sameSupplier.isFetching || all.isFetching,
  };
}

/** The same supplier's invoices, then the others, each once. */
export function mergeTargets(
  sameSupplier: SupplierInvoiceListItem[] | undefined,
  all: SupplierInvoiceListItem[] | undefined,
): SupplierInvoiceListItem[] | undefined {
  if (!sameSupplier && !all) return undefined;
  const seen = new Set<string>();
  const merged: SupplierInvoiceListItem[] = [];
  for (const item of [...(sameSupplier ?? []), ...(all ?? [])]) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    merged.push(item);
  }
  return merged;
}
