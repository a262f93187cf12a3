import { cuiDigits } from '../validators/cui';
import type { ImportRowErrors, ImportRowInput } from './import.schemas';
import type { ImportContext } from './import-fields';
import type { ImportEntity } from './import-limits';
import { addRowError, hasErrors, type ImportRowResult } from './import-row-result';
import { checkPartnerRow, type PartnerImportRow } from './partner-import-row';
import { checkProductRow, type ProductImportRow } from './product-import-row';

export type ImportRowOf = { partners: PartnerImportRow; products: ProductImportRow };

/**
 * A value that must be unique in the company (so also in the file): the field its clash is reported
 * on, and the value as compared (null: nothing to compare).
 */
export type UniqueKey<T> = { field(row: T): string; key(row: T): string | null };

const lower = (value: string | null | undefined) => (value ? value.toLowerCase() : null);
const compact = (value: string | null | undefined) =>
  value ? value.replace(/\s+/g, '').toUpperCase() : null;

export const UNIQUE_KEYS: { [E in ImportEntity]: UniqueKey<ImportRowOf[E]>[] } = {
  partners: [
    // The name lists show: the legal name unless the file gives another display name.
    {
      field: ({ candidate }) => (candidate.name !== candidate.legalName ? 'name' : 'legalName'),
      key: ({ candidate }) => lower(candidate.name),
    },
    {
      field: () => 'businessId',
      key: ({ candidate }) => {
        const domestic = compact(candidate.businessId);
        return domestic ? (cuiDigits(domestic) ?? domestic) : (candidate.internationalBusinessId ?? null);
      },
    },
    // Compared as the partners catalogue compares them: exactly, as typed.
    { field: () => 'secondaryBusinessId', key: ({ candidate }) => candidate.secondaryBusinessId ?? null },
    { field: () => 'personId', key: ({ candidate }) => compact(candidate.personId) },
  ],
  products: [
    { field: () => 'name', key: (row) => lower(row.name) },
    { field: () => 'productCode', key: (row) => row.productCode },
  ],
};

const CHECKS: {
  [E in ImportEntity]: (
    line: number,
    values: ImportRowInput['values'],
    context: ImportContext,
  ) => ImportRowResult<ImportRowOf[E]>;
} = { partners: checkPartnerRow, products: checkProductRow };

/** A clash is only looked for on a field that passed its own rules. */
export function uniqueCandidates<T>(results: ImportRowResult<T>[], unique: UniqueKey<T>) {
  return results.flatMap((result) => {
    const field = unique.field(result.row);
    const key = unique.key(result.row);
    return key === null || result.errors[field] ? [] : [{ result, field, key }];
  });
}

/** Later rows repeating an earlier row's unique value get `unique` (the first one may be imported). */
function markDuplicates<T>(results: ImportRowResult<T>[], keys: UniqueKey<T>[]): void {
  for (const unique of keys) {
    const seen = new Set<string>();
    for (const { result, field, key } of uniqueCandidates(results, unique)) {
      if (seen.has(key)) addRowError(result.errors, field, 'unique');
      else seen.add(key);
    }
  }
}

/**
 * Every rule that needs no database, on every row: each row's own rules, then duplicates inside the
 * file. The browser runs it for a first answer and the server again before its database checks.
 */
export function checkImportRows<E extends ImportEntity>(
  entity: E,
  rows: readonly ImportRowInput[],
  context: ImportContext,
): ImportRowResult<ImportRowOf[E]>[] {
  const check = CHECKS[entity] as (
    line: number,
    values: ImportRowInput['values'],
    context: ImportContext,
  ) => ImportRowResult<ImportRowOf[E]>;
  const results = rows.map((input) => check(input.line, input.values, context));
  markDuplicates(results, UNIQUE_KEYS[entity] as UniqueKey<ImportRowOf[E]>[]);
  return results;
}

/** The rows with errors as the API and the notifications carry them, in line order. */
export function rowErrorsOf<T extends { name: string }>(
  results: readonly ImportRowResult<T>[],
): ImportRowErrors[] {
  return results
    .filter((result) => hasErrors(result.errors))
    .map((result) => ({ line: result.line, name: result.row.name || null, errors: result.errors }))
    .sort((a, b) => a.line - b.line);
}
