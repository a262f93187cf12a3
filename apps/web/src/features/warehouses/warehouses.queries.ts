import type { WarehousePayload } from '@app/domain/stock/warehouse.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AreaAccess, useAreaAccess } from '../../shared/permissions/permissions';
import { useSelectedCompanyId } from '../../shared/session/selected-company';
import { warehousesApi } from './warehouses.api';

/** Query keys: everything of a company's warehouses sits under ['warehouses', companyId]. */
export const warehouseKeys = {
  all: (companyId: string) => ['warehouses', companyId] as const,
  list: (companyId: string) => ['warehouses', companyId, 'list'] as const,
  item: (companyId: string, id: string) => ['warehouses', companyId, 'item', id] as const,
  usage: (companyId: string, id: string) => ['warehouses', companyId, 'usage', id] as const,
};

/** The selected company, whose warehouses the pages show, and whether the user may change and delete them. */
export function useWarehousesCompany(): { companyId: string } & AreaAccess {
  return { companyId: useSelectedCompanyId() ?? '', ...useAreaAccess('warehouses') };
}

export function useWarehouse(companyId: string, id: string | null) {
  return useQuery({
    queryKey: warehouseKeys.item(companyId, id ?? ''),
    queryFn: ({ signal }) => warehousesApi.get(companyId, id ?? '', signal),
    enabled: id !== null && companyId !== '',
    // The page shows its own not-found and forbidden states.
    meta: { silent: true },
  });
}

/** The kinds of documents using the warehouse, for the form's notice; nothing to ask for a new one. */
export function useWarehouseUsage(companyId: string, id: string | null) {
  return useQuery({
    queryKey: warehouseKeys.usage(companyId, id ?? ''),
    queryFn: ({ signal }) => warehousesApi.usage(companyId, id ?? '', signal),
    enabled: id !== null && companyId !== '',
    meta: { silent: true },
  });
}

/** Creates (no id) or updates a warehouse; the company's lists and items are refreshed. */
export function useSaveWarehouse(companyId: string, id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: WarehousePayload) =>
      id === null ? warehousesApi.create(companyId, payload) : warehousesApi.update(companyId, id, payload),
    onSuccess: () => client.invalidateQueries({ queryKey: warehouseKeys.all(companyId) }),
  });
}

export function useDeleteWarehouse(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => warehousesApi.remove(companyId, id),
    onSuccess: () => client.invalidateQueries({ queryKey: warehouseKeys.all(companyId) }),
  });
}
