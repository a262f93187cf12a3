import type { ListingQueryInput, ListingResult } from '@app/domain/listing/listing.schemas';
import type { VatStatus, VatStatusChange } from '@app/domain/vat-rates/vat-status.schemas';
import { apiRequest } from '../../shared/api/api-client';
import { listingSearchParams } from '../../shared/list/list-state';

/** The company's lists under /v1/my-companies/{companyId}/ (translations hang under their unit). */
export type SettingsCollection =
  | 'banks'
  | 'measurement-units'
  | 'vat-rates'
  | 'document-series'
  | `measurement-units/${string}/translations`;

const companyPath = (companyId: string) => `/v1/my-companies/${encodeURIComponent(companyId)}`;

/** List, read, create, update, delete and usage of one of the company's lists. */
export function settingsApi<TItem, TPayload>(collection: SettingsCollection) {
  const base = (companyId: string) => `${companyPath(companyId)}/${collection}`;
  const item = (companyId: string, id: string) => `${base(companyId)}/${encodeURIComponent(id)}`;
  return {
    collection,
    list: (companyId: string, query: ListingQueryInput, signal?: AbortSignal) =>
      apiRequest<ListingResult<TItem>>(`${base(companyId)}?${listingSearchParams(query)}`, { signal }),
    get: (companyId: string, id: string, signal?: AbortSignal) =>
      apiRequest<TItem>(item(companyId, id), { signal }),
    create: (companyId: string, payload: TPayload) =>
      apiRequest<TItem>(base(companyId), { method: 'POST', body: payload }),
    update: (companyId: string, id: string, payload: TPayload) =>
      apiRequest<TItem>(item(companyId, id), { method: 'PUT', body: payload }),
    remove: (companyId: string, id: string) => apiRequest<void>(item(companyId, id), { method: 'DELETE' }),
    /** What uses the row (spec 02 §8 names: 'products', 'client-invoices'...). */
    usage: (companyId: string, id: string, signal?: AbortSignal) =>
      apiRequest<{ reasons: string[] }>(`${item(companyId, id)}/usage`, { signal }),
  };
}
export type SettingsApi<TItem, TPayload> = ReturnType<typeof settingsApi<TItem, TPayload>>;

/** The company becomes a VAT payer (with the rate its products take) or stops being one. */
export function changeVatStatus(companyId: string, change: VatStatusChange): Promise<VatStatus> {
  return apiRequest(`${companyPath(companyId)}/vat-status`, { method: 'PUT', body: change });
}
