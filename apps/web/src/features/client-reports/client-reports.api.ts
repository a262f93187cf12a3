import { apiRequest } from '../../shared/api/api-client';
import { downloadFile } from '../../shared/api/file-download';
import type { ClientReport, ExportFormat, ReportsMeta, ReportTable } from './report-types';

const reportsPath = (companyId: string) => `/v1/my-companies/${encodeURIComponent(companyId)}/client-reports`;

export function fetchReportsMeta(companyId: string, signal?: AbortSignal): Promise<ReportsMeta> {
  return apiRequest(reportsPath(companyId), { signal });
}

export function fetchReport(
  companyId: string,
  report: ClientReport,
  query: Record<string, string>,
  language: string,
  signal?: AbortSignal,
): Promise<ReportTable> {
  const params = new URLSearchParams({ ...query, lang: language });
  return apiRequest(`${reportsPath(companyId)}/${report}?${params}`, { signal });
}

/** The report's file as the server writes it (the same table as the screen), saved under its name. */
export function downloadReport(
  companyId: string,
  report: ClientReport,
  query: Record<string, string>,
  language: string,
  format: ExportFormat,
): Promise<void> {
  const params = new URLSearchParams({ ...query, lang: language, format });
  return downloadFile(`${reportsPath(companyId)}/${report}?${params}`, `${report}.${format}`);
}

export interface ClientChoice {
  id: string;
  name: string;
  role: 'client' | 'supplier' | 'both' | 'inactive';
}

/** Clients of the company whose name or ids match what was typed (the partner filter). */
export async function searchClients(
  companyId: string,
  search: string,
  signal?: AbortSignal,
): Promise<ClientChoice[]> {
  const params = new URLSearchParams({ page: '1', perPage: '50', sortBy: 'name', sortDir: 'asc' });
  if (search.trim() !== '') params.set('search', search.trim());
  const page = await apiRequest<{ items: ClientChoice[] }>(
    `/v1/my-companies/${encodeURIComponent(companyId)}/partners?${params}`,
    { signal },
  );
  return page.items.filter((partner) => partner.role === 'client' || partner.role === 'both');
}
