import type { ImportRowInput } from '@app/domain/imports/import.schemas';
import type { ImportRowResult } from '@app/domain/imports/import-row-result';
import { addRowError } from '@app/domain/imports/import-row-result';
import { type UniqueKey, uniqueCandidates } from '@app/domain/imports/import-rows';
import type { FieldErrors } from '@app/domain/validation/rule-codes';
import type { Db, Tx } from '../../db/client';

/**
 * The rows of one import, checked against every rule (their own, duplicates in the file, and the
 * company's data), and how to create each valid one.
 */
export type ImportPlan = {
  results: ImportRowResult<{ name: string }>[];
  /**
   * Creates the valid rows [from, to) in the caller's transaction, in a few statements (the checks
   * ran for the whole file); a refusal (a unique index) throws, and the caller goes row by row.
   */
  insertMany(tx: Tx, from: number, to: number): Promise<void>;
  /** Creates the valid row at `index` through the catalogue's own checks (a ValidationError when refused). */
  insert(tx: Tx, index: number): Promise<void>;
  /** Forgets what rows created in a transaction that rolled back (new categories...). */
  forget(): void;
  /** The file column of a field the catalogue's service named in a refusal. */
  fieldOf(index: number, field: string): string;
};

export type Importer = (db: Db, companyId: string, rows: ImportRowInput[]) => Promise<ImportPlan>;

/** `unique` on every row whose value (of a field that passed its own rules) the company already uses. */
export function markTaken<T>(
  results: ImportRowResult<T>[],
  unique: UniqueKey<T>,
  taken: ReadonlySet<string>,
): void {
  for (const { result, field, key } of uniqueCandidates(results, unique)) {
    if (taken.has(key)) addRowError(result.errors, field, 'unique');
  }
}

/** The keys a unique value takes in the file, to look them up at once. */
export const keysOf = <T>(results: ImportRowResult<T>[], unique: UniqueKey<T>) => [
  ...new Set(uniqueCandidates(results, unique).map((candidate) => candidate.key)),
];

/** The errors of a refusal, named by the file's columns. */
export function inFileFields(errors: FieldErrors, fieldOf: (field: string) => string): FieldErrors {
  const named: FieldErrors = {};
  for (const [field, codes] of Object.entries(errors)) named[fieldOf(field)] = codes;
  return named;
}
