import { type ApiError, validationErrorsOf } from '../api/api-error';

export interface DeleteRefusal {
  /** The server's message key (e.g. "companies.errors.delete-blocked"), when it sent one. */
  message: string | null;
  /** i18n keys of the reasons, one per code ("companies.delete-blocked.only-company"). */
  reasonKeys: string[];
}

/** A rule code as an i18n key segment: i18next reads ':' as a namespace separator. */
const keySegment = (code: string) => code.replace(/[^A-Za-z0-9-]+/g, '-');

/**
 * The reasons of a refused deletion (422 {message, errors: {company: ['only-company', ...]}}) as
 * keys under `<textPrefix>.delete-blocked.`, or null when the failure is something else (no
 * permission, not found, network ...).
 */
export function deleteRefusalOf(error: unknown, textPrefix: string): DeleteRefusal | null {
  const errors = validationErrorsOf(error);
  if (errors === null) return null;
  const body = (error as ApiError).body as { message?: unknown };
  const codes = [...new Set(Object.values(errors).flat())];
  return {
    message: typeof body.message === 'string' && body.message !== '' ? body.message : null,
    reasonKeys: codes.map((code) => `${textPrefix}.delete-blocked.${keySegment(code)}`),
  };
}

/**
 * The keys to try for a reason: its own, then the "has-" form the texts of a company use for what
 * it holds ("clients" -> "has-clients").
 */
export function reasonKeyCandidates(key: string): string[] {
  const split = key.lastIndexOf('.');
  return [key, `${key.slice(0, split)}.has-${key.slice(split + 1)}`];
}
