import { apiRequest } from '../api/api-client';
import { downloadFile } from '../api/file-download';
import type { ReportSide } from './report-side';
import type { ExportFormat, ReportId, ReportsMeta, ReportTable } from './report-types';

const reportsPath = (side: ReportSide, companyId: string) =>
  `/v1/my-companies/${encodeURIComponent(companyId)}/${side.resource}`;

export function fetchReportsMeta(
  side: ReportSide,
  companyId: string,
  signal?: AbortSignal,
): Promise<ReportsMeta> {
  return apiRequest(reportsPath(side, companyId), { signal });
}

export function fetchReport(
  side: ReportSide,
  companyId: string,
  report: ReportId,
  query: Record<string, string>,
  language: string,
  signal?: AbortSignal,
): Promise<ReportTable> {
  const params = new URLSearchParams({ ...query, lang: language });
  return apiRequest(`${reportsPath(side, companyId)}/${report}?${params}`, { signal });
}

/** The report's file as the server writes it (the same table as the screen), saved under its name. */
export function downloadReport(
  side: ReportSide,
  companyId: string,
  report: ReportId,
  query: Record<string, string>,
  language: string,
  format: ExportFormat,
): Promise<void> {
  const params = new URLSearchParams({ ...query, lang: language, format });
  return downloadFile(`${reportsPath(side, companyId)}/${report}?${params}`, `${report}.${format}`);
}

export interface PartnerChoice {
  id: string;
  name: string;
  role: 'client' | 'supplier' | 'both' | 'inactive';
}

/** Partners of the side whose name or ids match what was typed (the partner filter). */
export async function searchPartners(
  side: ReportSide,
  companyId: string,
  search: string,
  signal?: AbortSignal,
): Promise<PartnerChoice[]> {
  const params = new URLSearchParams({ page: '1', perPage: '50', sortBy: 'name', sortDir: 'asc' });
  if (search.trim() !== '') params.set('search', search.trim());
  const page = await apiRequest<{ items: PartnerChoice[] }>(
    `/v1/my-companies/${encodeURIComponent(companyId)}/partners?${params}`,
    { signal },
  );
  return page.items.filter((partner) => side.partnerRoles.includes(partner.role));
}
