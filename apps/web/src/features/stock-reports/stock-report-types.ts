import type { ReportColumn, ReportRow } from '../../shared/reports/report-types';

/**
 * The stock reports the server answers (GET /v1/my-companies/{id}/stock-reports/{report}): one
 * table that the screen shows and the CSV and Excel files repeat. Their addresses under
 * /inventory/stocks-reports are the route catalogue's (spec 01 §2), not the API's names.
 */
export const STOCK_REPORTS = [
  'current-stock',
  'stock-at-date',
  'stock-balance',
  'stock-transactions',
  'stock-record',
] as const;
export type StockReportId = (typeof STOCK_REPORTS)[number];

/** The address of each report's tab under /inventory/stocks-reports. */
export const STOCK_REPORT_PATHS: Record<StockReportId, string> = {
  'current-stock': 'current-stock',
  'stock-at-date': 'date-current-stock',
  'stock-balance': 'stock-balance',
  'stock-transactions': 'stocks-transactions',
  'stock-record': 'stock-records',
};

export const STOCK_REPORTS_BASE = '/inventory/stocks-reports';

/** The default tab of /inventory/stocks-reports. */
export const DEFAULT_STOCK_REPORT: StockReportId = 'current-stock';

/** The report an address names: the base address itself is the current stock. */
export function stockReportOfPath(pathname: string): StockReportId {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const found = STOCK_REPORTS.find((report) => STOCK_REPORT_PATHS[report] === last);
  return found ?? DEFAULT_STOCK_REPORT;
}

export type Choice = { id: string; name: string };

export interface StockReportTable {
  report: StockReportId;
  title: string;
  /** The period's first day; null for a report at a date. */
  from: string | null;
  to: string;
  warehouse: Choice | null;
  product: Choice | null;
  category: Choice | null;
  columns: ReportColumn[];
  rows: ReportRow[];
  totals: ReportRow | null;
}

export interface StockReportsMeta {
  reports: StockReportId[];
  warehouses: Choice[];
  /** Named by their path ("Băuturi / Cafea"). */
  categories: Choice[];
}
