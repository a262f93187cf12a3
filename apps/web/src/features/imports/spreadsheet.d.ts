/** One sheet of a file as texts: rows of cells, as the user sees them. */
export type Sheet = {
  name: string;
  rows: string[][];
};
export type Workbook = {
  sheets: Sheet[];
};
/** The file is neither a readable CSV nor a readable XLSX (spec 02 §8 Imports: the 'invalid' message). */
export declare class UnreadableFileError extends Error {}
export declare const ACCEPTED_EXTENSIONS: readonly ['.csv', '.xlsx'];
export declare const ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/**
 * The separator the header line uses most: Excel writes ";" where the decimal mark is a comma (as in
 * Romanian), "," elsewhere. The header decides, as data cells may hold either.
 */
export declare function delimiterOf(text: string): string;
type CellValue = unknown;
/**
 * A cell as text: numbers as JavaScript writes them (a dot, no thousands separator), dates as
 * YYYY-MM-DD, rich text and hyperlinks as their text, formulas as their result.
 */
export declare function cellText(value: CellValue): string;
/** Reads a CSV or XLSX file into sheets of texts; UnreadableFileError for anything else. */
export declare function readSpreadsheet(name: string, data: ArrayBuffer): Promise<Workbook>;
