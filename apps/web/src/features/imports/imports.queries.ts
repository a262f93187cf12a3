import type { ImportRequest } from '@app/domain/imports/import.schemas';
import type { ImportEntity } from '@app/domain/imports/import-limits';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchImport, startImport, validateImport } from './imports.api';

/** How often the progress bar asks how far the import got. */
export const PROGRESS_POLL_MS = 500;

export const importKeys = {
  detail: (companyId: string, entity: ImportEntity, id: string) =>
    ['imports', companyId, entity, id] as const,
};

export function useValidateImportMutation(companyId: string, entity: ImportEntity) {
  return useMutation({
    mutationFn: (request: ImportRequest) => validateImport(companyId, entity, request),
    // The wizard shows what went wrong itself.
    meta: { silent: true },
  });
}

export function useStartImportMutation(companyId: string, entity: ImportEntity) {
  return useMutation({
    mutationFn: (request: ImportRequest) => startImport(companyId, entity, request),
    meta: { silent: true },
  });
}

/**
 * An import while it runs, asked again every half second until it ends; then the catalogue's lists
 * (every query whose key starts with its name) load again with the new rows.
 */
export function useImportProgress(companyId: string, entity: ImportEntity, id: string | null) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: importKeys.detail(companyId, entity, id ?? ''),
    queryFn: ({ signal }) => fetchImport(companyId, entity, id ?? '', signal),
    enabled: id !== null,
    refetchInterval: (current) => {
      const status = current.state.data?.status;
      return status === 'finished' || status === 'failed' ? false : PROGRESS_POLL_MS;
    },
    meta: { silent: true },
  });
  const status = query.data?.status;
  useEffect(() => {
    if (status !== 'finished' && status !== 'failed') return;
    void client.invalidateQueries({
      predicate: (candidate) =>
        typeof candidate.queryKey[0] === 'string' && candidate.queryKey[0].startsWith(entity),
    });
  }, [client, entity, status]);
  return query;
}
