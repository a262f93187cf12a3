import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver from a plain rule function (field -> rule code), for the forms of the
 * first download (login) that must not load the schema library; the server still applies the schema.
 */
export function rulesResolver<T extends FieldValues>(
  rules: (values: T) => Record<string, string>,
): Resolver<T> {
  return async (values) => {
    const codes = Object.entries(rules(values));
    if (codes.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(codes.map(([field, code]) => [field, { type: 'rule', message: code }]));
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
