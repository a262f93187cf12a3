import { ApiError } from '../api/api-error';

/**
 * The place a load must go instead (spec 01 §8: "302 with a special redirect message in a modal
 * load"): the server answers 302 without a Location header, so the browser hands the answer over,
 * with `{ message: 'redirect', location: '/path' }`. Only paths of this app are followed.
 */
export function redirectLocationOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 302) return null;
  const body = error.body as { message?: unknown; location?: unknown } | null;
  if (body?.message !== 'redirect' || typeof body.location !== 'string') return null;
  return body.location.startsWith('/') && !body.location.startsWith('//') ? body.location : null;
}
