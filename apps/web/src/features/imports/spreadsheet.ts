import Papa from 'papaparse';
import { loadExcelJs } from './load-exceljs';

/** One sheet of a file as texts: rows of cells, as the user sees them. */
export type Sheet = { name: string; rows: string[][] };
export type Workbook = { sheets: Sheet[] };

/** The file is neither a readable CSV nor a readable XLSX (spec 02 §8 Imports: the 'invalid' message). */
export class UnreadableFileError extends Error {}

export const ACCEPTED_EXTENSIONS = ['.csv', '.xlsx'] as const;
export const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const extensionOf = (name: string) => /\.[^.]+$/.exec(name.toLowerCase())?.[0] ?? '';

/** Drops the empty cells and rows at the end, which spreadsheet programs leave behind. */
function trimmed(rows: string[][]): string[][] {
  const kept = rows.map((row) => {
    let end = row.length;
    while (end > 0 && (row[end - 1] ?? '').trim() === '') end--;
    return row.slice(0, end);
  });
  let last = kept.length;
  while (last > 0 && kept[last - 1]?.length === 0) last--;
  return kept.slice(0, last);
}

/** UTF-8 (with or without BOM); files saved by Romanian Excel without UTF-8 are Windows-1250. */
function decode(data: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1250').decode(data);
  }
}

const DELIMITERS = [',', ';', '\t', '|'];

/**
 * The separator the header line uses most: Excel writes ";" where the decimal mark is a comma (as in
 * Romanian), "," elsewhere. The header decides, as data cells may hold either.
 */
export function delimiterOf(text: string): string {
  const header = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const counts = DELIMITERS.map((delimiter) => header.split(delimiter).length);
  const best = Math.max(...counts);
  return best > 1 ? (DELIMITERS[counts.indexOf(best)] ?? ',') : ',';
}

function readCsv(name: string, data: ArrayBuffer): Workbook {
  const text = decode(data);
  const parsed = Papa.parse<string[]>(text, { delimiter: delimiterOf(text), skipEmptyLines: false });
  const rows = trimmed(parsed.data.map((row) => row.map((cell) => String(cell ?? ''))));
  if (rows.length === 0) throw new UnreadableFileError('empty file');
  return { sheets: [{ name: name.replace(/\.csv$/i, ''), rows }] };
}

type CellValue = unknown;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A cell as text: numbers as JavaScript writes them (a dot, no thousands separator), dates as
 * YYYY-MM-DD, rich text and hyperlinks as their text, formulas as their result.
 */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) {
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  }
  if (typeof value === 'object') {
    const cell = value as {
      richText?: { text: string }[];
      text?: unknown;
      result?: unknown;
      error?: unknown;
    };
    if (Array.isArray(cell.richText)) return cell.richText.map((part) => part.text).join('');
    if ('result' in cell) return cellText(cell.result);
    if (cell.text !== undefined) return cellText(cell.text);
  }
  return '';
}

async function readXlsx(data: ArrayBuffer): Promise<Workbook> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data);
  } catch (error) {
    throw new UnreadableFileError(String(error));
  }
  const sheets = workbook.worksheets.map((worksheet) => {
    const rows: string[][] = [];
    worksheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        cells[column - 1] = cellText(cell.value).trim();
      });
      rows[rowNumber - 1] = Array.from(cells, (cell) => cell ?? '');
    });
    return { name: worksheet.name, rows: trimmed(Array.from(rows, (row) => row ?? [])) };
  });
  if (sheets.length === 0) throw new UnreadableFileError('no sheets');
  return { sheets };
}

/** Reads a CSV or XLSX file into sheets of texts; UnreadableFileError for anything else. */
export async function readSpreadsheet(name: string, data: ArrayBuffer): Promise<Workbook> {
  const extension = extensionOf(name);
  if (extension === '.csv') return readCsv(name, data);
  if (extension === '.xlsx') return readXlsx(data);
  throw new UnreadableFileError(`not a CSV or XLSX file: ${name}`);
}
