import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type AuthorizeParameters, authorizePage, errorPage } from './oauth-authorize-page';
import { createGrants, type GrantFailure, type GrantsOptions, type IssuedTokens } from './oauth-grants';

/**
 * The simulated logincert.anaf.ro OAuth 2.0 server, served under `/anaf-oauth2/v1/`: `authorize`
 * (a page standing in for the certificate login), `token` (authorization_code and rotating
 * refresh_token grants, HS256 JWT access tokens) and `revoke`. The e-Factura simulator mounts
 * `handle` and checks Bearer tokens with `verify`. State lives in memory, like the rest of the
 * simulator.
 */

export const OAUTH_PREFIX = '/anaf-oauth2/v1/';

export type SimulatedOAuthClientApp = {
  clientId: string;
  clientSecret: string;
  /** Allowed redirect URIs, compared exactly; omitted: any http(s) URL. */
  redirectUris?: string[];
};

export type SimulatedOAuthOptions = {
  /** Default 90 days, as ANAF's access tokens. */
  accessTtlSeconds?: number;
  /** Default 365 days. */
  refreshTtlSeconds?: number;
  /** Default 10 minutes. */
  codeTtlSeconds?: number;
  now?: () => Date;
  /** HS256 key of the access tokens; default random per instance. */
  secret?: string;
  /**
   * The registered applications. Omitted: open registration, where any other client id with a
   * non-empty secret and any http(s) redirect URI is accepted too (the in-process simulator cannot know
   * the app's port beforehand); registerClient adds one either way.
   */
  clients?: SimulatedOAuthClientApp[];
  /** CUIs offered as checkboxes on the authorize page (CUIs authorised before are added). */
  knownCuis?: string[];
  /** Reuse of a used code or refresh token: see GrantsOptions.reuse; default 'refuse'. */
  reuse?: GrantsOptions['reuse'];
};

export type SimulatedOAuth = {
  /** Serves the request when `url` is under /anaf-oauth2/v1/; false when it is not ours. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
  verify(accessToken: string): { cuis: string[]; sub: string } | null;
  issueTokens(cuis: string[], input?: { clientId?: string; sub?: string }): IssuedTokens;
  expireAccessTokens(): void;
  revokeCui(cui: string): void;
  registerClient(client: SimulatedOAuthClientApp): void;
};

const MAX_BODY = 64 * 1024;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, type: string, body: string, headers = {}): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
  res.end(body);
}

const sendJson = (res: ServerResponse, status: number, value: unknown, headers = {}) =>
  send(res, status, 'application/json;charset=UTF-8', JSON.stringify(value), headers);

const sendHtml = (res: ServerResponse, status: number, html: string) =>
  send(res, status, 'text/html; charset=utf-8', html);

/** "RO 123", "ro123" -> "123"; null when it is not a CUI (2 to 10 digits). */
export function normalizeCui(value: string): string | null {
  const digits = value.replace(/\s+/g, '').toUpperCase().replace(/^RO/, '');
  return /^[0-9]{2,10}$/.test(digits) ? digits : null;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** client id and secret from HTTP Basic (RFC 6749 section 2.3.1, form-encoded inside) or the form. */
function clientCredentials(
  req: IncomingMessage,
  form: URLSearchParams,
): { id: string; secret: string } | null {
  const header = req.headers.authorization;
  if (header?.toLowerCase().startsWith('basic ')) {
    const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return null;
    const formDecode = (part: string) => {
      try {
        return decodeURIComponent(part.replace(/\+/g, ' '));
      } catch {
        return part;
      }
    };
    return { id: formDecode(decoded.slice(0, colon)), secret: formDecode(decoded.slice(colon + 1)) };
  }
  const id = form.get('client_id');
  const secret = form.get('client_secret');
  return id && secret ? { id, secret } : null;
}

export function createSimulatedOAuth(options: SimulatedOAuthOptions = {}): SimulatedOAuth {
  const grants = createGrants({
    accessTtlSeconds: options.accessTtlSeconds ?? 90 * 24 * 3600,
    refreshTtlSeconds: options.refreshTtlSeconds ?? 365 * 24 * 3600,
    codeTtlSeconds: options.codeTtlSeconds ?? 600,
    now: options.now ?? (() => new Date()),
    secret: options.secret ?? randomBytes(32),
    reuse: options.reuse ?? 'refuse',
  });
  const clients = new Map((options.clients ?? []).map((client) => [client.clientId, client]));
  /** Open registration: unknown clients are accepted; the registered ones are still held to their secret. */
  const open = options.clients === undefined;
  const seededCuis = (options.knownCuis ?? []).map(normalizeCui).filter((cui): cui is string => cui !== null);

  /** Why the authorize request must not be redirected anywhere, or null when it may. */
  function authorizeRefusal(parameters: AuthorizeParameters): { ro: string; en: string } | null {
    if (!parameters.clientId)
      return { ro: 'Lipsește parametrul client_id.', en: 'The client_id parameter is missing.' };
    if (!parameters.redirectUri || !isHttpUrl(parameters.redirectUri))
      return {
        ro: 'Parametrul redirect_uri lipsește sau nu este o adresă validă.',
        en: 'The redirect_uri parameter is missing or not a valid address.',
      };
    const client = clients.get(parameters.clientId);
    if (!client && !open)
      return { ro: 'Aplicația (client_id) nu este înregistrată.', en: 'Unknown application (client_id).' };
    if (client?.redirectUris && !client.redirectUris.includes(parameters.redirectUri))
      return {
        ro: 'Adresa redirect_uri nu este înregistrată pentru această aplicație.',
        en: 'The redirect_uri is not registered for this application.',
      };
    return null;
  }

  function clientAuthenticated(credentials: { id: string; secret: string } | null): boolean {
    if (!credentials?.id || !credentials.secret) return false;
    const client = clients.get(credentials.id);
    return client ? client.clientSecret === credentials.secret : open;
  }

  function redirectTo(res: ServerResponse, redirectUri: string, query: Record<string, string>): void {
    const target = new URL(redirectUri);
    for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
    res.writeHead(302, { location: target.toString(), 'cache-control': 'no-store' });
    res.end();
  }

  function parametersOf(source: URLSearchParams): AuthorizeParameters {
    return {
      responseType: source.get('response_type') ?? '',
      clientId: source.get('client_id') ?? '',
      redirectUri: source.get('redirect_uri') ?? '',
      state: source.get('state') ?? '',
      tokenContentType: source.get('token_content_type') ?? '',
    };
  }

  function knownCuis(): string[] {
    return [...new Set([...seededCuis, ...grants.knownCuis()])].sort();
  }

  function authorizeGet(res: ServerResponse, url: URL) {
    const parameters = parametersOf(url.searchParams);
    const refusal = authorizeRefusal(parameters);
    if (refusal) return sendHtml(res, 400, errorPage(refusal));
    if (parameters.responseType !== 'code')
      return redirectTo(res, parameters.redirectUri, {
        error: 'unsupported_response_type',
        state: parameters.state,
      });
    const hint = url.searchParams.get('login_hint') ?? url.searchParams.get('cui') ?? '';
    const hinted = hint
      .split(',')
      .map(normalizeCui)
      .filter((cui): cui is string => cui !== null);
    sendHtml(
      res,
      200,
      authorizePage({
        action: url.pathname,
        parameters,
        holder: '',
        cuisText: hinted.join(', '),
        knownCuis: knownCuis(),
        checkedCuis: [],
        error: null,
      }),
    );
  }

  async function authorizePost(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const form = new URLSearchParams(await readBody(req));
    const parameters = parametersOf(form);
    const refusal = authorizeRefusal(parameters);
    if (refusal) return sendHtml(res, 400, errorPage(refusal));
    if (form.get('decision') !== 'authorize')
      return redirectTo(res, parameters.redirectUri, { error: 'access_denied', state: parameters.state });
    const typed = (form.get('cuis') ?? '')
      .split(/[,;\n]+/)
      .map((part) => part.trim())
      .filter((part) => part !== '');
    const checked = form.getAll('cui');
    const invalid = typed.filter((part) => normalizeCui(part) === null);
    const cuis = [...new Set([...typed, ...checked].map(normalizeCui).filter((cui): cui is string => !!cui))];
    const holder = (form.get('holder') ?? '').trim();
    if (invalid.length > 0 || cuis.length === 0) {
      const error =
        invalid.length > 0
          ? { ro: `CUI nevalid: ${invalid.join(', ')}`, en: `Not a valid tax id: ${invalid.join(', ')}` }
          : { ro: 'Alegeți cel puțin un CUI.', en: 'Choose at least one tax id.' };
      return sendHtml(
        res,
        400,
        authorizePage({
          action: url.pathname,
          parameters,
          holder,
          cuisText: form.get('cuis') ?? '',
          knownCuis: knownCuis(),
          checkedCuis: checked,
          error,
        }),
      );
    }
    const code = grants.createCode({
      clientId: parameters.clientId,
      redirectUri: parameters.redirectUri,
      sub: holder || 'Titular certificat',
      cuis,
    });
    redirectTo(res, parameters.redirectUri, { code, state: parameters.state });
  }

  async function token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readBody(req));
    const credentials = clientCredentials(req, form);
    if (!clientAuthenticated(credentials) || !credentials)
      return sendJson(
        res,
        401,
        { error: 'invalid_client', error_description: 'client authentication failed' },
        { 'www-authenticate': 'Basic realm="anaf-oauth2"' },
      );
    const grantType = form.get('grant_type');
    let answer: IssuedTokens | GrantFailure;
    if (grantType === 'authorization_code') {
      const code = form.get('code');
      const redirectUri = form.get('redirect_uri');
      if (!code || !redirectUri)
        return sendJson(res, 400, {
          error: 'invalid_request',
          error_description: 'code and redirect_uri required',
        });
      answer = grants.redeemCode({ code, clientId: credentials.id, redirectUri });
    } else if (grantType === 'refresh_token') {
      const refreshToken = form.get('refresh_token');
      if (!refreshToken)
        return sendJson(res, 400, { error: 'invalid_request', error_description: 'refresh_token required' });
      answer = grants.refresh({ refreshToken, clientId: credentials.id });
    } else {
      return sendJson(res, 400, { error: 'unsupported_grant_type' });
    }
    if ('error' in answer) return sendJson(res, 400, answer);
    sendJson(res, 200, answer.raw);
  }

  async function revoke(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readBody(req));
    if (!clientAuthenticated(clientCredentials(req, form)))
      return sendJson(
        res,
        401,
        { error: 'invalid_client' },
        { 'www-authenticate': 'Basic realm="anaf-oauth2"' },
      );
    const value = form.get('token');
    if (!value) return sendJson(res, 400, { error: 'invalid_request', error_description: 'token required' });
    grants.revoke(value);
    send(res, 200, 'text/plain; charset=utf-8', '');
  }

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (!url.pathname.startsWith(OAUTH_PREFIX)) return false;
    const endpoint = url.pathname.slice(OAUTH_PREFIX.length).replace(/\/$/, '');
    const method = req.method ?? 'GET';
    try {
      if (endpoint === 'authorize' && method === 'GET') authorizeGet(res, url);
      else if (endpoint === 'authorize' && method === 'POST') await authorizePost(req, res, url);
      else if (endpoint === 'token' && method === 'POST') await token(req, res);
      else if (endpoint === 'revoke' && method === 'POST') await revoke(req, res);
      else if (['authorize', 'token', 'revoke'].includes(endpoint))
        sendJson(
          res,
          405,
          { error: 'method_not_allowed' },
          { allow: endpoint === 'authorize' ? 'GET, POST' : 'POST' },
        );
      else sendJson(res, 404, { error: 'not_found' });
    } catch {
      if (!res.headersSent) sendJson(res, 400, { error: 'invalid_request' });
      else res.end();
    }
    return true;
  }

  return {
    handle,
    verify: grants.verify,
    issueTokens: grants.issueTokens,
    expireAccessTokens: grants.expireAccessTokens,
    revokeCui: grants.revokeCui,
    registerClient(client) {
      clients.set(client.clientId, client);
    },
  };
}
