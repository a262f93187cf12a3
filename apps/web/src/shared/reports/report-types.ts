/**
 * The report the server answers (GET /v1/my-companies/{id}/client-reports/{report}, and the same
 * under supplier-reports): one table that the screen shows and the CSV and Excel files repeat,
 * headers included (in the language asked). The journals are the sales or purchases journal
 * ("invoices") and the payments journal ("payments").
 */

export const REPORTS = [
  'statement-of-account',
  'current-balance',
  'overdue-invoices',
  'invoices',
  'payments',
] as const;
export type ReportId = (typeof REPORTS)[number];

/** The default tab of /clients/reports and /suppliers/reports (spec 01 §2). */
export const DEFAULT_REPORT: ReportId = 'statement-of-account';

/** decimal: up to 4 decimals (stock quantities and unit costs). */
export type ColumnType = 'text' | 'date' | 'money' | 'integer' | 'decimal';
export interface ReportColumn {
  key: string;
  label: string;
  type: ColumnType;
}
export type Cell = string | number | null;
export type ReportRow = Record<string, Cell>;

export interface ReportTable {
  report: ReportId;
  title: string;
  /** RON when the report holds every currency converted (allCurrencies). */
  currency: string;
  allCurrencies: boolean;
  from: string | null;
  to: string;
  partner: { id: string; name: string } | null;
  columns: ReportColumn[];
  rows: ReportRow[];
  totals: ReportRow | null;
  /** The statement's opening, debit, credit and closing; empty for the other reports. */
  summary: Record<string, string>;
}

export interface ReportsMeta {
  reports: ReportId[];
  /** The currencies of the company's invoices and payments (RON always among them). */
  currencies: string[];
}

export type ExportFormat = 'csv' | 'xlsx';
