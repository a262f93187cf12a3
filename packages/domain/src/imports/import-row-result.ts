import type { FieldErrors } from '../validation/rule-codes';

/**
 * One checked row: its line in the file, its field rule codes (one per field), and the row as far as
 * it could be read. The row is only created when there are no errors; it is kept either way so that
 * checks across rows (duplicates in the file or in the database) can run on the fields that passed.
 */
export type ImportRowResult<T> = { line: number; errors: FieldErrors; row: T };

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;

export const rowResult = <T>(line: number, errors: FieldErrors, row: T): ImportRowResult<T> => ({
  line,
  errors,
  row,
});

/** Adds a code to a field unless the field already failed (the first failing rule is the one shown). */
export function addRowError(errors: FieldErrors, field: string, code: string): void {
  if (!errors[field]) errors[field] = [code];
}
