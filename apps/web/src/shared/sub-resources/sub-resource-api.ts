import type { ListingQueryInput, ListingResult } from '@app/domain/listing/listing.schemas';
import { apiRequest } from '../api/api-client';
import { listingSearchParams } from '../list/list-state';
import type { SubResourceSection } from './sub-resource-scope';

/** The five calls of a section, under any owner path (see SubResourceScope.apiPath). */
export function subResourceApi<TItem, TPayload>(section: SubResourceSection) {
  const base = (owner: string) => `${owner}/${section}`;
  const itemPath = (owner: string, id: string) => `${base(owner)}/${encodeURIComponent(id)}`;
  return {
    section,
    list: (owner: string, query: ListingQueryInput, signal?: AbortSignal) =>
      apiRequest<ListingResult<TItem>>(`${base(owner)}?${listingSearchParams(query)}`, { signal }),
    get: (owner: string, id: string, signal?: AbortSignal) =>
      apiRequest<TItem>(itemPath(owner, id), { signal }),
    create: (owner: string, payload: TPayload) =>
      apiRequest<TItem>(base(owner), { method: 'POST', body: payload }),
    update: (owner: string, id: string, payload: TPayload) =>
      apiRequest<TItem>(itemPath(owner, id), { method: 'PUT', body: payload }),
    remove: (owner: string, id: string) => apiRequest<void>(itemPath(owner, id), { method: 'DELETE' }),
  };
}

export type SubResourceApi<TItem, TPayload> = ReturnType<typeof subResourceApi<TItem, TPayload>>;
