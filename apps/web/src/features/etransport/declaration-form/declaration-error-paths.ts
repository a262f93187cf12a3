import type { ValidationErrors } from '../../../shared/api/api-error';
import type { DeclarationFormValues } from './declaration-form-values';

// Where a rule code of the declaration (from the schema or a 422 answer) shows on the form.

const LISTS = ['products', 'transportDocuments', 'references'] as const;
type ListName = (typeof LISTS)[number];
const isList = (name: string): name is ListName => (LISTS as readonly string[]).includes(name);

/**
 * Fields of a line the form does not show but derives from one it does: the price in lei and the
 * price in the currency are both the typed price; a total is its unit value's.
 */
const LINE_FIELD_OF: Readonly<Record<string, string>> = {
  priceInCurrency: 'price',
  netTotal: 'price',
  netWeightTotal: 'netWeight',
  grossWeightTotal: 'grossWeight',
};

/**
 * The form path of an error path: a top-level field, a list, or a field of one of its rows
 * ("products.2.price"); null when the form has no such place (the code then becomes a toast).
 */
export function formPathOf(path: readonly PropertyKey[], values: DeclarationFormValues): string | null {
  const [first, index, name] = path.map(String);
  if (first === undefined || first === '' || first === '_' || !(first in values)) return null;
  if (!isList(first)) return path.length === 1 ? first : null;
  if (index === undefined) return first;
  const position = Number(index);
  const rows: readonly object[] = values[first];
  if (!Number.isInteger(position) || position < 0 || position >= rows.length) return first;
  if (name === undefined) return `${first}.${position}`;
  const field = first === 'products' ? (LINE_FIELD_OF[name] ?? name) : name;
  return field in (rows[position] as object) ? `${first}.${position}.${field}` : `${first}.${position}`;
}

/** A 422 answer split into the codes of the form's fields and the rest (for a toast). */
export function routeDeclarationErrors(
  errors: ValidationErrors,
  values: DeclarationFormValues,
): { fields: Record<string, string[]>; other: string[] } {
  const fields: Record<string, string[]> = {};
  const other: string[] = [];
  for (const [key, codes] of Object.entries(errors)) {
    if (codes.length === 0) continue;
    const path = formPathOf(key.split('.'), values);
    if (path === null) {
      other.push(...codes);
      continue;
    }
    const known = fields[path] ?? [];
    fields[path] = [...known, ...codes.filter((code) => !known.includes(code))];
  }
  return { fields, other };
}
