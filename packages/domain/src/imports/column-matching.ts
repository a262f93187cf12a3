import { foldText } from '../addresses/address.schemas';
import { IMPORT_FIELDS, type ImportContext, requiredFields } from './import-fields';
import type { ImportEntity } from './import-limits';

/** The field each file column feeds, by column index; null for a column that is not imported. */
export type ColumnMatching = Array<string | null>;

/** A header as compared: no case, diacritics, spaces or punctuation ("Nr. Reg. Com.*" = "nrregcom"). */
export const foldHeader = (header: string) => foldText(header).replace(/[^a-z0-9]/g, '');

/** Folded header -> field key, from the field keys themselves and their Romanian and English titles. */
function headerIndex(entity: ImportEntity): Map<string, string> {
  const index = new Map<string, string>();
  for (const entry of IMPORT_FIELDS[entity]) {
    for (const header of [entry.key, ...entry.headers.ro, ...entry.headers.en]) {
      const folded = foldHeader(header);
      if (!index.has(folded)) index.set(folded, entry.key);
    }
  }
  return index;
}

/** The suggested field of each column by its header; a field goes to the first column that names it. */
export function suggestMatching(entity: ImportEntity, headers: readonly string[]): ColumnMatching {
  const index = headerIndex(entity);
  const taken = new Set<string>();
  return headers.map((header) => {
    const key = index.get(foldHeader(header ?? ''));
    if (!key || taken.has(key)) return null;
    taken.add(key);
    return key;
  });
}

export type MatchingProblems = {
  /** Fields chosen for more than one column (spec: a column maps to only one field, and back). */
  duplicated: string[];
  /** Required fields no column feeds. */
  missing: string[];
};

export function matchingProblems(
  entity: ImportEntity,
  matching: ColumnMatching,
  context: ImportContext,
): MatchingProblems {
  const seen = new Set<string>();
  const duplicated = new Set<string>();
  for (const key of matching) {
    if (key === null) continue;
    if (seen.has(key)) duplicated.add(key);
    seen.add(key);
  }
  return {
    duplicated: [...duplicated],
    missing: requiredFields(entity, context).filter((key) => !seen.has(key)),
  };
}

export const matchingIsComplete = (problems: MatchingProblems) =>
  problems.duplicated.length === 0 && problems.missing.length === 0;

/** The values of one file row by field, through the matching (unmatched columns are left out). */
export function valuesOf(cells: readonly string[], matching: ColumnMatching): Record<string, string | null> {
  const values: Record<string, string | null> = {};
  matching.forEach((key, column) => {
    if (key !== null) values[key] = cells[column]?.trim() || null;
  });
  return values;
}
