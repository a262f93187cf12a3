import { isIsoDate } from '@app/domain/validators/iso-date';
import ExcelJS from 'exceljs';
import type { Cell, ReportColumn, ReportRow, ReportTable } from './report-table';

/**
 * The two files of a report, written from the same table as the screen's JSON: the CSV
 * (RFC 4180, comma-separated, CRLF, UTF-8 with a byte-order mark so Excel reads the diacritics)
 * and the XLSX (amounts as numbers with two decimals, dates as dates).
 */

const CSV_BOM = '\uFEFF';
/** A text a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvText(column: ReportColumn, cell: Cell): string {
  if (cell === null) return '';
  const text = String(cell);
  if (column.type === 'text' && FORMULA_START.test(text)) return `'${text}`;
  return text;
}

function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function tableLines(table: ReportSheet): ReportRow[] {
  return table.totals ? [...table.rows, table.totals] : table.rows;
}

/** The table's parts the files are written from (the stock reports' tables have them too). */
export type ReportSheet = Pick<ReportTable, 'title' | 'columns' | 'rows' | 'totals'>;

export function reportCsv(table: ReportSheet): string {
  const lines = [
    table.columns.map((column) => csvField(column.label)).join(','),
    ...tableLines(table).map((row) =>
      table.columns.map((column) => csvField(csvText(column, row[column.key] ?? null))).join(','),
    ),
  ];
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

const MONEY_FORMAT = '#,##0.00';
const DATE_FORMAT = 'yyyy-mm-dd';
/** Quantities and unit costs: their decimals, up to four, with at least two. */
const DECIMAL_FORMAT = '#,##0.00##';

/** The value of an XLSX cell: numbers for amounts and counts, UTC dates for dates, text otherwise. */
function excelValue(column: ReportColumn, cell: Cell): ExcelJS.CellValue {
  if (cell === null) return null;
  if (column.type === 'money' || column.type === 'integer' || column.type === 'decimal')
    return typeof cell === 'number' ? cell : Number(cell);
  if (column.type === 'date' && typeof cell === 'string' && isIsoDate(cell))
    return new Date(`${cell}T00:00:00Z`);
  return String(cell);
}

/** A sheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (title: string) => title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);

export async function reportXlsx(table: ReportSheet): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Facturare';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName(table.title), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((column) => ({
    key: column.key,
    header: column.label,
    width:
      column.type === 'text' ? 28 : column.type === 'integer' ? 10 : Math.max(14, column.label.length + 2),
    style:
      column.type === 'money'
        ? { numFmt: MONEY_FORMAT }
        : column.type === 'date'
          ? { numFmt: DATE_FORMAT }
          : column.type === 'integer'
            ? { numFmt: '0' }
            : column.type === 'decimal'
              ? { numFmt: DECIMAL_FORMAT }
              : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows) {
    sheet.addRow(table.columns.map((column) => excelValue(column, row[column.key] ?? null)));
  }
  if (table.totals) {
    const totals = table.totals;
    sheet.addRow(table.columns.map((column) => excelValue(column, totals[column.key] ?? null))).font = {
      bold: true,
    };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** An ASCII file name: the report and its period or date ("statement-of-account_2026-02-01_2026-02-28.csv"). */
export function reportFileName(table: ReportTable, extension: 'csv' | 'xlsx'): string {
  const dates = table.from ? `${table.from}_${table.to}` : table.to;
  const currency = table.allCurrencies ? `all-${table.currency}` : table.currency;
  return `${table.report}_${currency}_${dates}.${extension}`;
}
