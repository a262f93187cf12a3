/** Lines shown at once: a declaration may have 1000, and each line is a dozen inputs. */
export const LINES_PER_PAGE = 20;

/** The page (from 1) of the line at an index (from 0). */
export const pageOfLine = (index: number) => Math.floor(index / LINES_PER_PAGE) + 1;

/** How many pages the lines fill (at least one). */
export const pageCount = (lines: number) => Math.max(1, Math.ceil(lines / LINES_PER_PAGE));

/** The numbers (from 1) of the lines with errors, wherever their page is. */
export function linesWithErrors(errors: unknown): number[] {
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((error, index) => (error ? [index + 1] : []));
}
