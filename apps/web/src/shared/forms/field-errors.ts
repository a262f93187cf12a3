import type { ValidationErrors } from '../api/api-error';

/** Server codes of one field travel in one react-hook-form message, joined by this. */
export const CODE_SEPARATOR = '\n';

/** The shape of react-hook-form's FieldError that matters here (kept structural to stay pure). */
export interface FieldErrorLike {
  message?: string;
  types?: Record<string, unknown>;
}

/** All rule codes carried by a field error, in order and without repeats. */
export function codesOfFieldError(error: FieldErrorLike | undefined): string[] {
  if (!error) return [];
  const raw: unknown[] = [];
  if (error.types && Object.keys(error.types).length > 0) {
    for (const value of Object.values(error.types)) raw.push(...(Array.isArray(value) ? value : [value]));
  } else {
    raw.push(error.message);
  }
  const codes: string[] = [];
  for (const value of raw) {
    if (typeof value !== 'string') continue;
    for (const code of value.split(CODE_SEPARATOR)) {
      if (code !== '' && !codes.includes(code)) codes.push(code);
    }
  }
  return codes;
}

/** Splits a 422 answer into errors of fields the form shows and the rest (shown as a toast). */
export function splitServerErrors(
  errors: ValidationErrors,
  formFields: readonly string[],
): { fields: ValidationErrors; other: string[] } {
  const fields: ValidationErrors = {};
  const other: string[] = [];
  for (const [field, codes] of Object.entries(errors)) {
    if (codes.length === 0) continue;
    if (formFields.includes(field)) fields[field] = codes;
    else other.push(...codes);
  }
  return { fields, other };
}
