/** Field rule codes keyed by field, as the server's 422 answers carry them. */
export type ValidationErrors = Record<string, string[]>;

/** Status 0 means the request never got an answer (offline, DNS, CORS, aborted). */
export const NETWORK_ERROR_STATUS = 0;

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(`API request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True for the 422 the server sends when the CSRF token is missing or stale. */
export function isCsrfInvalid(status: number, body: unknown): boolean {
  if (status !== 422 || !isRecord(body) || !isRecord(body.errors)) return false;
  const csrf = body.errors.csrf;
  // The contract says a string; an array is accepted too so a server change cannot loop forever.
  return csrf === 'invalid' || (Array.isArray(csrf) && csrf.includes('invalid'));
}

/** The field errors of a 422 answer, or null when the error is something else. */
export function validationErrorsOf(error: unknown): ValidationErrors | null {
  if (!(error instanceof ApiError) || error.status !== 422 || !isRecord(error.body)) return null;
  const errors = error.body.errors;
  if (!isRecord(errors)) return null;
  const result: ValidationErrors = {};
  for (const [field, codes] of Object.entries(errors)) {
    if (Array.isArray(codes))
      result[field] = codes.filter((code): code is string => typeof code === 'string');
    else if (typeof codes === 'string') result[field] = [codes];
  }
  return result;
}

export function isApiStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}
