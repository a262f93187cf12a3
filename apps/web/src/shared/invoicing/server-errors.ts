import type { ValidationErrors } from '../api/api-error';
import type { InvoiceLinesFormValues } from './line-form-values';
import { issueField } from './live-totals';

/**
 * Where each field of a 422 answer shows on the invoice form: top-level fields under their input,
 * a line's fields on that line ("lines.2.price"; its VAT category on its VAT rate), a bank account
 * of the list on the list; the codes of anything else go to a toast.
 */
export function routeServerErrors(
  errors: ValidationErrors,
  values: Pick<InvoiceLinesFormValues, 'lines'> & Record<string, unknown>,
): { fields: Record<string, string[]>; other: string[] } {
  const known = new Set(Object.keys(values));
  const lineKeys = new Set(Object.keys(values.lines[0] ?? {}));
  const fields: Record<string, string[]> = {};
  const other: string[] = [];
  for (const [key, codes] of Object.entries(errors)) {
    if (codes.length === 0) continue;
    const field = formFieldOf(key.split('.'), known, lineKeys, values.lines.length);
    if (field === null) other.push(...codes);
    else
      fields[field] = [...(fields[field] ?? []), ...codes.filter((code) => !fields[field]?.includes(code))];
  }
  return { fields, other };
}

function formFieldOf(
  parts: string[],
  known: ReadonlySet<string>,
  lineKeys: ReadonlySet<string>,
  lineCount: number,
): string | null {
  const [first, second] = parts;
  if (first === undefined || !known.has(first === 'discount' ? 'discountValue' : first)) return null;
  if (first === 'lines' && parts.length > 1) {
    const index = Number(second);
    if (!Number.isInteger(index) || index < 0 || index >= lineCount) return null;
    const field = issueField(['lines', index, ...parts.slice(2)]);
    const key = field.split('.')[2];
    return key === undefined || lineKeys.has(key) ? field : `lines.${index}`;
  }
  if (first === 'discount') return issueField(parts);
  // A list's entry (companyBankAccountIds.1) shows on the list.
  return first;
}
