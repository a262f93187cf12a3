import {
  type FieldErrors,
  hasInvalidCharacters,
  INVALID_CHARACTERS,
} from '@app/domain/validation/rule-codes';
import type { FastifyInstance } from 'fastify';
import { notFound, ValidationError } from './errors';

/**
 * The fields (dotted paths, as in every 422) whose text, or whose key, holds a character that no
 * text or jsonb column can store. Walks any parsed JSON: objects, arrays and strings.
 */
export function unstorableFields(value: unknown, path: string[] = [], errors: FieldErrors = {}): FieldErrors {
  const mark = (at: string[]) => {
    errors[at.join('.') || '_'] = [INVALID_CHARACTERS];
  };
  if (typeof value === 'string') {
    if (hasInvalidCharacters(value)) mark(path);
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) unstorableFields(item, [...path, String(index)], errors);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      // The key itself lands in jsonb (import rows keep the file's column names).
      if (hasInvalidCharacters(key)) mark([...path, key]);
      else unstorableFields(item, [...path, key], errors);
    }
  }
  return errors;
}

/**
 * One check for every text that reaches a route, before its schema runs: a NUL or a lone surrogate
 * in the body or the query answers 422 `invalid_characters` on the field, instead of a database
 * error later; such a path parameter names nothing, so it answers 404. Multipart fields are read
 * by the route itself (see uploads.ts), which applies the same rule.
 */
export function installTextBoundary(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const params = unstorableFields(request.params);
    if (Object.keys(params).length > 0) throw notFound();
    const errors = { ...unstorableFields(request.query), ...unstorableFields(request.body) };
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  });
}

/** A multipart field's text, refused like any JSON text. */
export function assertStorable(field: string, text: string | undefined): void {
  if (text !== undefined && hasInvalidCharacters(text))
    throw new ValidationError({ [field]: [INVALID_CHARACTERS] });
}
