import type { ValidationErrors } from '../../../shared/api/api-error';

/**
 * Where each field of a 422 answer shows on the stock document form: a top-level field under its
 * input, a line's field on that line ("lines.2.price"; its VAT category on its VAT rate; a field the
 * line form does not show on the line's row), the list's own codes on the list; codes of anything
 * else (`_`: not a draft, linked documents...) are left for a toast.
 */
export function routeStockErrors(
  errors: ValidationErrors,
  values: { lines: readonly object[] } & Record<string, unknown>,
): { fields: Record<string, string[]>; other: string[] } {
  const known = new Set(Object.keys(values));
  const lineKeys = new Set(Object.keys(values.lines[0] ?? {}));
  const fields: Record<string, string[]> = {};
  const other: string[] = [];
  const add = (field: string, codes: string[]) => {
    fields[field] = [...(fields[field] ?? []), ...codes.filter((code) => !fields[field]?.includes(code))];
  };
  for (const [key, codes] of Object.entries(errors)) {
    if (codes.length === 0) continue;
    const [first = '', index, name] = key.split('.');
    if (first === 'lines' && index !== undefined) {
      const position = Number(index);
      if (!Number.isInteger(position) || position < 0 || position >= values.lines.length)
        other.push(...codes);
      else if (name === 'vatCategory' || name === 'vatRate') add(`lines.${position}.vatRateId`, codes);
      else
        add(
          name !== undefined && lineKeys.has(name) ? `lines.${position}.${name}` : `lines.${position}`,
          codes,
        );
    } else if (known.has(first) && key === first) add(first, codes);
    else other.push(...codes);
  }
  return { fields, other };
}
