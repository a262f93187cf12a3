import { SPV_POSTBACK_CODES, type SpvPostbackCode } from '@app/domain/efactura/spv-connection.schemas';

/** The query parameter ANAF's redirect (through the server's callback) brings back to the page. */
export const POSTBACK_PARAM = 'postback';
/** What ANAF itself puts on its redirect, when it reaches the web page instead of the API. */
export const OAUTH_PARAMS = ['code', 'state', 'error', 'error_description'] as const;

export function isPostbackCode(value: string | null | undefined): value is SpvPostbackCode {
  return (SPV_POSTBACK_CODES as readonly string[]).includes(value ?? '');
}

/**
 * The postback of the address, if any: an unknown code counts as a generic error, since the
 * authorization did end and the user must be told something.
 */
export function postbackOf(params: URLSearchParams): SpvPostbackCode | null {
  const value = params.get(POSTBACK_PARAM);
  if (value === null) return null;
  return isPostbackCode(value) ? value : 'generic-error';
}

/** The address's query without the postback (and ANAF's own redirect parameters), to replace it. */
export function withoutPostback(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(POSTBACK_PARAM);
  for (const name of OAUTH_PARAMS) next.delete(name);
  return next;
}

/** ANAF's redirect answered on the page itself: the signed state and the code or the refusal. */
export function oauthRedirectOf(
  params: URLSearchParams,
): { token: string; code?: string; error?: string } | null {
  const token = params.get('state');
  const code = params.get('code') ?? undefined;
  const error = params.get('error') ?? undefined;
  if (!token || (!code && !error)) return null;
  return { token, code, error };
}

export type AlertTone = 'green' | 'yellow' | 'red';

/** Success is good news, pending is a wait, everything else went wrong. */
export function postbackTone(code: SpvPostbackCode): AlertTone {
  if (code === 'success') return 'green';
  if (code === 'pending') return 'yellow';
  return 'red';
}
