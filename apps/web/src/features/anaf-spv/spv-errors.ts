import { SPV_ERROR_CODES, type SpvErrorCode } from '@app/domain/efactura/spv-connection.schemas';
import { ApiError } from '../../shared/api/api-error';

const PREFIX = 'anaf-spv.errors.';

/** The refusal code of a connection call (422 `anaf-spv.errors.<code>`), or null for other failures. */
export function spvRefusalOf(error: unknown): SpvErrorCode | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const body = error.body as { message?: unknown } | null;
  const message = typeof body?.message === 'string' ? body.message : '';
  if (!message.startsWith(PREFIX)) return null;
  const code = message.slice(PREFIX.length);
  return (SPV_ERROR_CODES as readonly string[]).includes(code) ? (code as SpvErrorCode) : null;
}
