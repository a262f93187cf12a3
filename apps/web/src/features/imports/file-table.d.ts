import { type ImportEntity } from '@app/domain/imports/import-limits';
import type { Sheet } from './spreadsheet';
/** The data of a sheet under its header row: the column titles and each non-empty row with its line. */
export type FileTable = {
  headers: string[];
  rows: {
    line: number;
    cells: string[];
  }[];
};
/** A whole-file error of spec 02 §8 Imports, shown before any row is checked. */
export type FileProblem =
  | {
      code: 'invalid';
    }
  | {
      code: 'nbCols';
      columns: number;
    }
  | {
      code: 'tooManyRows';
    };
/**
 * The table under the header row (1-based, as spreadsheets count): a header without titles is
 * `invalid`, a row with cells right of the last title is `nbCols:N`, more than 1000 rows `tooManyRows`.
 */
export declare function tableOf(
  sheet: Sheet,
  headerRow: number,
): {
  table: FileTable;
  problem: FileProblem | null;
};
/** The likely header row: among the first ten, the one whose titles name the most fields. */
export declare function suggestHeaderRow(entity: ImportEntity, sheet: Sheet): number;
