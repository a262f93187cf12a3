import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubResourceApi } from './sub-resource-api';
import type { SubResourceScope, SubResourceSection } from './sub-resource-scope';

/** Under the owner's key, so refreshing the owner refreshes its sections too. */
export const subResourceKeys = {
  all: (scope: SubResourceScope, section: SubResourceSection) => [...scope.queryKey, section] as const,
  list: (scope: SubResourceScope, section: SubResourceSection) =>
    [...scope.queryKey, section, 'list'] as const,
  item: (scope: SubResourceScope, section: SubResourceSection, id: string) =>
    [...scope.queryKey, section, 'item', id] as const,
};

export function useSubItemQuery<TItem, TPayload>(
  scope: SubResourceScope,
  api: SubResourceApi<TItem, TPayload>,
  itemId: string | null,
) {
  return useQuery({
    queryKey: subResourceKeys.item(scope, api.section, itemId ?? ''),
    queryFn: ({ signal }) => api.get(scope.apiPath, itemId ?? '', signal),
    enabled: itemId !== null,
    meta: { silent: true },
  });
}

/** Creates (no itemId) or updates an item; the section's list and the item are refreshed. */
export function useSaveSubItem<TItem, TPayload>(
  scope: SubResourceScope,
  api: SubResourceApi<TItem, TPayload>,
  itemId: string | null,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: TPayload) =>
      itemId === null ? api.create(scope.apiPath, payload) : api.update(scope.apiPath, itemId, payload),
    onSuccess: () => client.invalidateQueries({ queryKey: subResourceKeys.all(scope, api.section) }),
  });
}

export function useDeleteSubItem<TItem, TPayload>(
  scope: SubResourceScope,
  api: SubResourceApi<TItem, TPayload>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => api.remove(scope.apiPath, itemId),
    onSuccess: () => client.invalidateQueries({ queryKey: subResourceKeys.all(scope, api.section) }),
  });
}
