import { AnafCallError, type AnafOAuth, type OAuthTokens } from '../efactura-api.types';
import { decodeJwt } from './jwt';

/**
 * ANAF's OAuth 2.0 (logincert.anaf.ro, or the simulator's `/anaf-oauth2/v1/`) as the product uses it:
 * the authorize URL, the code exchange, the rotating refresh and revocation. The client id and secret
 * go in HTTP Basic, as the reference says; tokens are asked for as JWTs.
 */

export type AnafOAuthClientOptions = {
  /** The folder holding authorize, token and revoke: https://logincert.anaf.ro/anaf-oauth2/v1 or `${simulator}/anaf-oauth2/v1`. */
  oauthBaseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Registered with ANAF; sent with the authorization and again with the code exchange. */
  redirectUri: string;
  fetch?: typeof fetch;
  /** Per call, default 30 s. */
  timeoutMs?: number;
  now?: () => Date;
};

/** Where the OAuth endpoints live: ANAF's logincert, or a simulator's base URL. */
export function anafOAuthBase(simulatorUrl?: string | null): string {
  if (simulatorUrl) return `${simulatorUrl.replace(/\/$/, '')}/anaf-oauth2/v1`;
  return 'https://logincert.anaf.ro/anaf-oauth2/v1';
}

/**
 * When neither `expires_in` nor a JWT `exp` says how long the token lives, assume an hour: a short
 * guess costs one early refresh, a long one a failed call.
 */
const UNKNOWN_LIFETIME_SECONDS = 3600;

type Answer = { status: number; body: string };

function kindOfRefusal(status: number, error: string | null): AnafCallError['kind'] {
  if (status >= 500) return 'server';
  if (status === 204 || status === 429) return 'limit';
  // The grant is gone (expired, revoked, rotated away): only a new authorization helps.
  if (error === 'invalid_grant') return 'unauthorized';
  if (status === 401 && error !== 'invalid_client') return 'unauthorized';
  if (status === 403) return 'forbidden';
  return 'bad-request';
}

function parseJson(body: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(body) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function createAnafOAuthClient(options: AnafOAuthClientOptions): AnafOAuth {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const now = options.now ?? (() => new Date());
  const base = options.oauthBaseUrl.replace(/\/$/, '');
  // RFC 6749 section 2.3.1: each part form-encoded, then joined and base64-encoded.
  const formEncode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');
  const basic = `Basic ${Buffer.from(`${formEncode(options.clientId)}:${formEncode(options.clientSecret)}`).toString('base64')}`;

  async function post(
    endpoint: 'token' | 'revoke',
    form: Record<string, string>,
    what: string,
  ): Promise<Answer> {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await doFetch(`${base}/${endpoint}`, {
        method: 'POST',
        headers: {
          authorization: basic,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams(form).toString(),
        signal,
      });
      return { status: response.status, body: await response.text() };
    } catch (error) {
      if (signal.aborted) throw new AnafCallError('timeout', `${what}: no answer in ${timeoutMs} ms`);
      const cause =
        error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
      throw new AnafCallError('network', `${what}: ${cause || 'connection failed'}`);
    }
  }

  function refusal(answer: Answer, what: string): AnafCallError {
    const json = parseJson(answer.body);
    const error = typeof json?.error === 'string' ? json.error : null;
    const description = typeof json?.error_description === 'string' ? json.error_description : null;
    const words = [error, description].filter(Boolean).join(': ') || answer.body.slice(0, 300);
    return new AnafCallError(
      kindOfRefusal(answer.status, error),
      `${what}: HTTP ${answer.status}${words ? ` ${words}` : ''}`,
      answer.status,
    );
  }

  async function tokens(
    form: Record<string, string>,
    what: string,
    previousRefresh?: string,
  ): Promise<OAuthTokens> {
    const answer = await post('token', { ...form, token_content_type: 'jwt' }, what);
    if (answer.status !== 200) throw refusal(answer, what);
    const json = parseJson(answer.body);
    const accessToken = json?.access_token;
    if (typeof accessToken !== 'string' || accessToken === '')
      throw new AnafCallError('server', `${what}: the answer holds no access_token`, answer.status);
    // A server that does not rotate leaves the refresh token out; the one used stays valid then.
    const refreshToken = typeof json?.refresh_token === 'string' ? json.refresh_token : previousRefresh;
    if (!refreshToken)
      throw new AnafCallError('server', `${what}: the answer holds no refresh_token`, answer.status);
    const nowMs = now().getTime();
    const limits: number[] = [];
    const expiresIn = Number(json?.expires_in);
    if (json?.expires_in !== undefined && Number.isFinite(expiresIn)) limits.push(nowMs + expiresIn * 1000);
    const exp = decodeJwt(accessToken)?.exp;
    if (typeof exp === 'number' && Number.isFinite(exp)) limits.push(exp * 1000);
    const expiresAt = new Date(
      limits.length > 0 ? Math.min(...limits) : nowMs + UNKNOWN_LIFETIME_SECONDS * 1000,
    );
    return { accessToken, refreshToken, expiresAt };
  }

  return {
    authorizeUrl(state) {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: options.clientId,
        redirect_uri: options.redirectUri,
        token_content_type: 'jwt',
        state,
      });
      return `${base}/authorize?${query.toString()}`;
    },

    exchangeCode(code) {
      return tokens(
        { grant_type: 'authorization_code', code, redirect_uri: options.redirectUri },
        'OAuth code exchange',
      );
    },

    refresh(refreshToken) {
      return tokens(
        { grant_type: 'refresh_token', refresh_token: refreshToken },
        'OAuth refresh',
        refreshToken,
      );
    },

    async revoke(token) {
      const answer = await post('revoke', { token }, 'OAuth revoke');
      if (answer.status !== 200) throw refusal(answer, 'OAuth revoke');
    },
  };
}
