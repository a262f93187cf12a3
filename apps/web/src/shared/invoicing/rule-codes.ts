import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { CODE_SEPARATOR } from '../forms/field-errors';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A rule code as this feature's texts word it. "after_or_equal:issueDate" names another field, which
 * a text cannot show as such: it becomes "after-field-issueDate" (its own text); a date stays as
 * the code's parameter ("after_or_equal:2026-11-10": not before that day).
 */
export function documentRuleCode(code: string): string {
  const [name, arg] = code.split(':');
  if (name === 'after_or_equal' && arg !== undefined && !ISO_DATE.test(arg)) return `after-field-${arg}`;
  return code;
}

const rewrite = (message: string) => message.split(CODE_SEPARATOR).map(documentRuleCode).join(CODE_SEPARATOR);

function rewriteErrors(errors: unknown): void {
  if (!errors || typeof errors !== 'object') return;
  const error = errors as FieldError & Record<string, unknown>;
  if (typeof error.message === 'string') error.message = rewrite(error.message);
  for (const [key, value] of Object.entries(error)) {
    if (key !== 'ref' && key !== 'message' && key !== 'type') rewriteErrors(value);
  }
}

/** The resolver with its codes rewritten for this feature's texts (see documentRuleCode). */
export function withDocumentCodes<TValues extends FieldValues, TOutput>(
  resolver: Resolver<TValues, unknown, TOutput>,
): Resolver<TValues, unknown, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    rewriteErrors(result.errors as FieldErrors<TValues>);
    return result;
  };
}
