import type { ImportRowErrors } from '@app/domain/imports/import.schemas';
import { ApiError, NETWORK_ERROR_STATUS } from '../../shared/api/api-error';
import type { WizardProblem } from './wizard-state';

/** What a refused validation or start means for the wizard: rows to show, or a whole-file problem. */
export type ImportFailure = { rows: ImportRowErrors[] } | { problem: WizardProblem };

/**
 * Reads the error of a validate or start call: 422 with `rows` (they changed since validation),
 * 422 `rows: max:1000`, a request that never got an answer, or the server's own failure.
 */
export function importFailureOf(error: unknown): ImportFailure {
  if (error instanceof ApiError && error.status === 422 && typeof error.body === 'object' && error.body) {
    const body = error.body as { rows?: ImportRowErrors[]; errors?: Record<string, string[]> };
    if (Array.isArray(body.rows) && body.rows.length > 0) return { rows: body.rows };
    if (body.errors?.rows?.some((code) => code.startsWith('max:')))
      return { problem: { code: 'tooManyRows' } };
    return { problem: { code: 'invalid' } };
  }
  if (error instanceof ApiError && (error.status === NETWORK_ERROR_STATUS || error.status === 413))
    return { problem: { code: 'uploadFailed' } };
  return { problem: { code: 'internalServerError' } };
}
