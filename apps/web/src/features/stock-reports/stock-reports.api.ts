import { apiRequest } from '../../shared/api/api-client';
import { downloadFile } from '../../shared/api/file-download';
import type { ExportFormat } from '../../shared/reports/report-types';
import type { Choice, StockReportId, StockReportsMeta, StockReportTable } from './stock-report-types';

const companyPath = (companyId: string) => `/v1/my-companies/${encodeURIComponent(companyId)}`;
const reportsPath = (companyId: string) => `${companyPath(companyId)}/stock-reports`;

/** The reports and the filters' choices (the company's warehouses and product categories). */
export function fetchStockReportsMeta(companyId: string, signal?: AbortSignal): Promise<StockReportsMeta> {
  return apiRequest(reportsPath(companyId), { signal });
}

export function fetchStockReport(
  companyId: string,
  report: StockReportId,
  query: Record<string, string>,
  language: string,
  signal?: AbortSignal,
): Promise<StockReportTable> {
  const params = new URLSearchParams({ ...query, lang: language });
  return apiRequest(`${reportsPath(companyId)}/${report}?${params}`, { signal });
}

/** The report's file as the server writes it (the same table as the screen), saved under its name. */
export function downloadStockReport(
  companyId: string,
  report: StockReportId,
  query: Record<string, string>,
  language: string,
  format: ExportFormat,
): Promise<void> {
  const params = new URLSearchParams({ ...query, lang: language, format });
  return downloadFile(`${reportsPath(companyId)}/${report}?${params}`, `${report}.${format}`);
}

/** Stock products (not services) whose name or code match what was typed (the product filter). */
export async function searchStockProducts(
  companyId: string,
  search: string,
  signal?: AbortSignal,
): Promise<Choice[]> {
  const params = new URLSearchParams({ page: '1', perPage: '50', sortBy: 'name', sortDir: 'asc' });
  params.set('filters', JSON.stringify([{ field: 'isService', operator: 'eq', value: false }]));
  if (search.trim() !== '') params.set('search', search.trim());
  const page = await apiRequest<{ items: { id: string; name: string; productCode: string | null }[] }>(
    `${companyPath(companyId)}/products?${params}`,
    { signal },
  );
  return page.items.map((product) => ({
    id: product.id,
    name: product.productCode ? `${product.name} (${product.productCode})` : product.name,
  }));
}
