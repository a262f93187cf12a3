import {
  type FieldErrors,
  hasInvalidCharacters,
  INVALID_CHARACTERS,
} from '@app/domain/validation/rule-codes';
import type { FastifyInstance } from 'fastify';
import { notFound, ValidationError } from './errors';

type PathNode = { key: string; parent: PathNode | null } | null;

const joined = (node: PathNode): string => {
  const keys: string[] = [];
  for (let at = node; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || '_';
};

/**
 * The fields (dotted paths, as in every 422) whose text, or whose key, holds a character that no
 * text or jsonb column can store. Walks any parsed JSON: objects, arrays and strings; without
 * recursion, as a body may nest thousands of levels deep.
 */
export function unstorableFields(value: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const pending: { value: unknown; path: PathNode }[] = [{ value, path: null }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, path } = next;
    if (typeof item === 'string') {
      if (hasInvalidCharacters(item)) errors[joined(path)] = [INVALID_CHARACTERS];
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const at = { key, parent: path };
        // The key itself lands in jsonb (import rows keep the file's column names).
        if (hasInvalidCharacters(key)) errors[joined(at)] = [INVALID_CHARACTERS];
        else pending.push({ value: child, path: at });
      }
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
