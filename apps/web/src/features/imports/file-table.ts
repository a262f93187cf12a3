import { suggestMatching } from '@app/domain/imports/column-matching';
import { type ImportEntity, MAX_IMPORT_ROWS } from '@app/domain/imports/import-limits';
import type { Sheet } from './spreadsheet';

/** The data of a sheet under its header row: the column titles and each non-empty row with its line. */
export type FileTable = { headers: string[]; rows: { line: number; cells: string[] }[] };

/** A whole-file error of spec 02 §8 Imports, shown before any row is checked. */
export type FileProblem = { code: 'invalid' } | { code: 'nbCols'; columns: number } | { code: 'tooManyRows' };

const isEmpty = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/**
 * The table under the header row (1-based, as spreadsheets count): a header without titles is
 * `invalid`, a row with cells right of the last title is `nbCols:N`, more than 1000 rows `tooManyRows`.
 */
export function tableOf(sheet: Sheet, headerRow: number): { table: FileTable; problem: FileProblem | null } {
  const headers = (sheet.rows[headerRow - 1] ?? []).map((cell) => cell.trim());
  const rows = sheet.rows
    .map((cells, index) => ({ line: index + 1, cells }))
    .slice(headerRow)
    .filter((row) => !isEmpty(row.cells));
  const table = { headers, rows };
  if (isEmpty(headers)) return { table, problem: { code: 'invalid' } };
  const wide = rows.some((row) => row.cells.slice(headers.length).some((cell) => cell.trim() !== ''));
  if (wide) return { table, problem: { code: 'nbCols', columns: headers.length } };
  if (rows.length > MAX_IMPORT_ROWS) return { table, problem: { code: 'tooManyRows' } };
  return { table, problem: null };
}

/** The likely header row: among the first ten, the one whose titles name the most fields. */
export function suggestHeaderRow(entity: ImportEntity, sheet: Sheet): number {
  let best = 1;
  let bestScore = 0;
  sheet.rows.slice(0, 10).forEach((cells, index) => {
    const score = suggestMatching(entity, cells).filter((key) => key !== null).length;
    if (score > bestScore) {
      best = index + 1;
      bestScore = score;
    }
  });
  if (bestScore > 0) return best;
  const firstFilled = sheet.rows.findIndex((cells) => !isEmpty(cells));
  return firstFilled === -1 ? 1 : firstFilled + 1;
}
