import { CSRF_COOKIE, CSRF_COOKIE_PATH, CSRF_HEADER } from '../../shared/api/api-client';
import { ApiError, isCsrfInvalid, NETWORK_ERROR_STATUS } from '../../shared/api/api-error';
import { APP_VERSION } from '../../shared/api/app-version';
import { readCookie } from '../../shared/api/cookies';

async function parse(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const csrfToken = () => readCookie(document.cookie, CSRF_COOKIE);

async function refreshCsrf(): Promise<void> {
  const response = await fetch(CSRF_COOKIE_PATH, {
    credentials: 'include',
    headers: { Accept: 'application/json', 'X-App-Version': APP_VERSION },
  });
  if (!response.ok) throw new ApiError(response.status, await parse(response));
}

/**
 * Sends one file as multipart/form-data (field `file`). The JSON client only sends JSON bodies, so
 * this repeats its CSRF handling: fetch a token when there is none, and replay once when it is stale.
 */
export async function uploadFile<T>(path: string, file: File, signal?: AbortSignal): Promise<T> {
  const attempt = async () => {
    if (csrfToken() === null) await refreshCsrf();
    const body = new FormData();
    body.append('file', file);
    const headers: Record<string, string> = { Accept: 'application/json', 'X-App-Version': APP_VERSION };
    const token = csrfToken();
    if (token !== null) headers[CSRF_HEADER] = token;
    try {
      return await fetch(path, { method: 'POST', body, headers, credentials: 'include', signal });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new ApiError(NETWORK_ERROR_STATUS, { cause: String(cause) });
    }
  };
  let response = await attempt();
  let body = await parse(response);
  if (isCsrfInvalid(response.status, body)) {
    await refreshCsrf();
    response = await attempt();
    body = await parse(response);
  }
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}
