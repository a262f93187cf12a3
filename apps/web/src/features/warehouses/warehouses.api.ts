import type { ListingQueryInput, ListingResult } from '@app/domain/listing/listing.schemas';
import type { Warehouse, WarehousePayload } from '@app/domain/stock/warehouse.schemas';
import { apiRequest } from '../../shared/api/api-client';
import { listingSearchParams } from '../../shared/list/list-state';

/** The screens' address of the warehouses (spec 01 §2). */
export const WAREHOUSES_PATH = '/inventory/warehouses';

const base = (companyId: string) => `/v1/my-companies/${encodeURIComponent(companyId)}/warehouses`;
const item = (companyId: string, id: string) => `${base(companyId)}/${encodeURIComponent(id)}`;

/** /v1/my-companies/{companyId}/warehouses: list, read, create, update, delete and usage. */
export const warehousesApi = {
  list: (companyId: string, query: ListingQueryInput, signal?: AbortSignal) =>
    apiRequest<ListingResult<Warehouse>>(`${base(companyId)}?${listingSearchParams(query)}`, { signal }),
  get: (companyId: string, id: string, signal?: AbortSignal) =>
    apiRequest<Warehouse>(item(companyId, id), { signal }),
  create: (companyId: string, payload: WarehousePayload) =>
    apiRequest<Warehouse>(base(companyId), { method: 'POST', body: payload }),
  update: (companyId: string, id: string, payload: WarehousePayload) =>
    apiRequest<Warehouse>(item(companyId, id), { method: 'PUT', body: payload }),
  remove: (companyId: string, id: string) => apiRequest<void>(item(companyId, id), { method: 'DELETE' }),
  /** The kinds of documents that name the warehouse ('goods-receipt-notes', 'client-invoices'...). */
  usage: (companyId: string, id: string, signal?: AbortSignal) =>
    apiRequest<{ reasons: string[] }>(`${item(companyId, id)}/usage`, { signal }),
};
