import type { ExportJob, ExportRequest } from '@app/domain/exports/export.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

/** While an export runs its progress bar is asked again every second. */
const PENDING_POLL_MS = 1000;

export const exportsPath = (companyId: string) => `/v1/my-companies/${companyId}/exports`;
export const exportDownloadUrl = (companyId: string, id: string) =>
  `${exportsPath(companyId)}/${id}/download`;

const exportKeys = { list: (companyId: string) => ['exports', companyId] as const };

/** The company's exports of the last month, newest first. */
export function useExportsQuery(companyId: string | null) {
  return useQuery({
    queryKey: exportKeys.list(companyId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<{ items: ExportJob[] }>(exportsPath(companyId ?? ''), { signal }).then((body) => body.items),
    enabled: companyId !== null,
    refetchInterval: (query) =>
      query.state.data?.some((job) => job.status === 'pending') ? PENDING_POLL_MS : false,
  });
}

export function useStartExportMutation(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ExportRequest) =>
      apiRequest<ExportJob>(exportsPath(companyId), { method: 'POST', body: request }),
    onSuccess: () => client.invalidateQueries({ queryKey: exportKeys.list(companyId) }),
    meta: { silent: true },
  });
}
