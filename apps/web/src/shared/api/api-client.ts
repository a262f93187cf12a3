import { ApiError, isCsrfInvalid, NETWORK_ERROR_STATUS } from './api-error';
import { APP_VERSION } from './app-version';
import { readCookie } from './cookies';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
export const CSRF_COOKIE_PATH = '/v1/auth/csrf-cookie';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  /** Returns the current CSRF token (the readable cookie), or null when there is none. */
  readCsrfToken: () => string | null;
  baseUrl?: string;
}

export type ApiRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Builds the JSON client. Dependencies are injected so the CSRF logic can be tested without a browser.
 */
export function createApiClient({ fetch: doFetch, readCsrfToken, baseUrl = '' }: ApiClientDeps): ApiRequest {
  // One refresh at a time: concurrent requests that meet a stale token all wait for the same call.
  let csrfRefresh: Promise<void> | null = null;

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(url, init);
    } catch (cause) {
      if (init.signal?.aborted) throw cause;
      throw new ApiError(NETWORK_ERROR_STATUS, { cause: String(cause) });
    }
  }

  function refreshCsrfToken(): Promise<void> {
    csrfRefresh ??= (async () => {
      const response = await send(`${baseUrl}${CSRF_COOKIE_PATH}`, {
        method: 'GET',
        credentials: 'include',
        headers: { Accept: 'application/json', 'X-App-Version': APP_VERSION },
      });
      if (!response.ok) throw new ApiError(response.status, await parseBody(response));
    })().finally(() => {
      csrfRefresh = null;
    });
    return csrfRefresh;
  }

  async function attempt(path: string, options: RequestOptions): Promise<Response> {
    const method = options.method ?? 'GET';
    const headers: Record<string, string> = { Accept: 'application/json', 'X-App-Version': APP_VERSION };
    if (method !== 'GET') {
      if (readCsrfToken() === null) await refreshCsrfToken();
      const token = readCsrfToken();
      if (token !== null) headers[CSRF_HEADER] = token;
    }
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    return send(`${baseUrl}${path}`, {
      method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  }

  return async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    let response = await attempt(path, options);
    let body = await parseBody(response);
    if (isCsrfInvalid(response.status, body)) {
      // The session's token rotated or expired: refresh it once and replay the same request.
      await refreshCsrfToken();
      response = await attempt(path, options);
      body = await parseBody(response);
    }
    if (!response.ok) throw new ApiError(response.status, body);
    return body as T;
  };
}

/** The client the app uses: same origin (Vite proxies /v1 in development), cookies from the document. */
export const apiRequest: ApiRequest = createApiClient({
  fetch: (input, init) => fetch(input, init),
  readCsrfToken: () => readCookie(document.cookie, CSRF_COOKIE),
});
