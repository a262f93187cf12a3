import type { ReportColumn, ReportRow } from '../../platform/reports/report-table';

/**
 * The stock reports (spec 02 §2 Stock, issue 14 item 7): the screen's JSON, the CSV and the XLSX are
 * three serialisations of one table, as for the client reports (platform/reports). Amounts are in
 * RON, the stock's base currency; quantities and unit costs are exact decimals with up to 4 places.
 */
export const STOCK_REPORTS = [
  'current-stock',
  'stock-at-date',
  'stock-balance',
  'stock-transactions',
  'stock-record',
] as const;
export type StockReport = (typeof STOCK_REPORTS)[number];

/** The filters the report was made with, named (the screen's subtitle). */
export type StockReportScope = {
  warehouse: { id: string; name: string } | null;
  product: { id: string; name: string } | null;
  category: { id: string; name: string } | null;
};

export type StockReportTable = StockReportScope & {
  report: StockReport;
  title: string;
  /** The period's first day (balance, transactions, record); null for a report at a date. */
  from: string | null;
  /** The period's last day or the report's date (today for the current stock). */
  to: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  /** The totals row in the same columns (its label in the first column); null when none. */
  totals: ReportRow | null;
};
