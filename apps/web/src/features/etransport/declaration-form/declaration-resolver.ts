import { type DeclarationPayload, declarationSchemaFor } from '@app/domain/etransport/declaration.schemas';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { CODE_SEPARATOR } from '../../../shared/forms/field-errors';
import { formPathOf } from './declaration-error-paths';
import { type DeclarationFormValues, toDeclarationInput } from './declaration-form-values';

/**
 * Checks the form with the schema the server applies (declarationSchemaFor) on the request the
 * values make, and puts every code back on the field the user typed (a line's price in lei on the
 * price typed in the currency). Every code of a field shows, not only the first.
 */
export function declarationResolver(
  schema = declarationSchemaFor(),
): Resolver<DeclarationFormValues, unknown, DeclarationPayload> {
  return async (values, _context, options) => {
    const result = schema.safeParse(toDeclarationInput(values));
    if (result.success) return { values: result.data, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = formPathOf(issue.path, values) ?? 'root';
      const existing = flat[path];
      if (!existing) flat[path] = { type: 'validation', message: issue.message };
      else if (!existing.message?.split(CODE_SEPARATOR).includes(issue.message))
        existing.message = `${existing.message}${CODE_SEPARATOR}${issue.message}`;
    }
    return {
      values: {},
      errors: toNestErrors(flat, options) as FieldErrors<DeclarationFormValues>,
    };
  };
}
