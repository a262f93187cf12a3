/**
 * The one shape every report (of clients and of suppliers) is built into: the screen's JSON, the CSV and the XLSX are
 * three serialisations of the same table, so they cannot disagree on a number.
 */

/** The reports of either side; `invoices` is the sales journal or the purchases journal. */
export const REPORTS = [
  'statement-of-account',
  'current-balance',
  'overdue-invoices',
  'invoices',
  'payments',
] as const;
export type Report = (typeof REPORTS)[number];

export const REPORT_FORMATS = ['json', 'csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const REPORT_LANGUAGES = ['ro-RO', 'en-GB'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

/**
 * money: a decimal string with 2 decimals; integer: a whole number; date: yyyy-MM-dd; decimal: a
 * decimal string with up to 4 decimals (stock quantities and unit costs).
 */
export type ColumnType = 'text' | 'date' | 'money' | 'integer' | 'decimal';

export type ReportColumn = { key: string; label: string; type: ColumnType };

/** A cell: money as an exact decimal string, integers as numbers, dates as yyyy-MM-dd, null blank. */
export type Cell = string | number | null;
export type ReportRow = Record<string, Cell>;

export type ReportTable = {
  report: Report;
  title: string;
  /** RON for a report of all currencies converted (allCurrencies). */
  currency: string;
  /** Every currency together, each document converted to RON at its own rate. */
  allCurrencies: boolean;
  /** The period (journals, statement) or the date (balance, overdue) the report covers. */
  from: string | null;
  to: string;
  partner: { id: string; name: string } | null;
  columns: ReportColumn[];
  rows: ReportRow[];
  /** The totals row, in the same columns (label in the first text column); null when none. */
  totals: ReportRow | null;
  /** Figures the screen shows above the table (the statement's opening and closing balances). */
  summary: Record<string, string>;
};
