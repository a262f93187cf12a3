import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SettingsApi } from './settings.api';

/** Query keys: every list of a company sits under ['settings', companyId]. */
export const settingsKeys = {
  all: (companyId: string) => ['settings', companyId] as const,
  collection: (companyId: string, collection: string) => ['settings', companyId, collection] as const,
  list: (companyId: string, collection: string) => ['settings', companyId, collection, 'list'] as const,
  item: (companyId: string, collection: string, id: string) =>
    ['settings', companyId, collection, 'item', id] as const,
  usage: (companyId: string, collection: string, id: string) =>
    ['settings', companyId, collection, 'usage', id] as const,
};

export function useSettingsItem<TItem, TPayload>(
  api: SettingsApi<TItem, TPayload>,
  companyId: string,
  id: string | null,
) {
  return useQuery({
    queryKey: settingsKeys.item(companyId, api.collection, id ?? ''),
    queryFn: ({ signal }) => api.get(companyId, id ?? '', signal),
    enabled: id !== null && companyId !== '',
    // The page shows its own not-found and forbidden states.
    meta: { silent: true },
  });
}

/** What uses a row, for warnings and locked fields; nothing to ask for a new row. */
export function useSettingsUsage<TItem, TPayload>(
  api: SettingsApi<TItem, TPayload>,
  companyId: string,
  id: string | null,
) {
  return useQuery({
    queryKey: settingsKeys.usage(companyId, api.collection, id ?? ''),
    queryFn: ({ signal }) => api.usage(companyId, id ?? '', signal),
    enabled: id !== null && companyId !== '',
    meta: { silent: true },
  });
}

/** Creates (no id) or updates a row; the collection's lists, items and usages are refreshed. */
export function useSaveSettingsItem<TItem, TPayload>(
  api: SettingsApi<TItem, TPayload>,
  companyId: string,
  id: string | null,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: TPayload) =>
      id === null ? api.create(companyId, payload) : api.update(companyId, id, payload),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: settingsKeys.collection(companyId, api.collection) }),
  });
}

export function useDeleteSettingsItem<TItem, TPayload>(api: SettingsApi<TItem, TPayload>, companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.remove(companyId, id),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: settingsKeys.collection(companyId, api.collection) }),
  });
}
