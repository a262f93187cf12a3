import type { FieldErrors } from '@app/domain/validation/rule-codes';

/** An error meant for the client: status, an i18n message key and optional body fields. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** 422 with field rule codes, the shape every form understands. */
export class ValidationError extends HttpError {
  constructor(readonly errors: FieldErrors) {
    super(422, 'common.errors.validation', { errors });
  }
}

export const fieldError = (field: string, ...codes: string[]) => new ValidationError({ [field]: codes });
export const notFound = () => new HttpError(404, 'common.errors.not-found');
export const forbidden = () => new HttpError(403, 'common.errors.no-permissions');
export const unauthenticated = () => new HttpError(401, 'common.errors.unauthenticated');
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    'common.errors.too-many-requests',
    {},
    { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );
