import {
  ACCOUNTANT_LINK_PARAMS,
  type AccountantLinkParams,
} from '@app/domain/efactura/spv-connection.schemas';
import { ApiError, validationErrorsOf } from '../../shared/api/api-error';

/** The invitation's parameters from the page's address; null when one is missing. */
export function linkParamsOf(params: URLSearchParams): AccountantLinkParams | null {
  const entries = ACCOUNTANT_LINK_PARAMS.map((name) => [name, params.get(name)?.trim() ?? ''] as const);
  if (entries.some(([, value]) => value === '')) return null;
  return Object.fromEntries(entries) as unknown as AccountantLinkParams;
}

/**
 * Why a link cannot be used (spec 01 §8): an expired signature gives the expired-link message, a
 * company already connected its own, any other refusal the invalid-link message; a failure of the
 * server (or the network) the generic danger banner.
 */
export type LinkProblem = 'expired' | 'invalid' | 'has-spv' | 'server';

export function linkProblemOf(error: unknown): LinkProblem {
  const fields = validationErrorsOf(error);
  if (fields) {
    if (fields.sig?.includes('expired')) return 'expired';
    if (Object.values(fields).some((codes) => codes.includes('hasAnafSpv'))) return 'has-spv';
    return 'invalid';
  }
  if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return 'invalid';
  return 'server';
}
