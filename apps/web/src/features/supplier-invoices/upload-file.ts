import { CSRF_COOKIE, CSRF_COOKIE_PATH, CSRF_HEADER } from '../../shared/api/api-client';
import { ApiError, isCsrfInvalid, NETWORK_ERROR_STATUS } from '../../shared/api/api-error';
import { APP_VERSION } from '../../shared/api/app-version';
import { readCookie } from '../../shared/api/cookies';

const csrfToken = () => readCookie(document.cookie, CSRF_COOKIE);

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { credentials: 'include', ...init });
  } catch (cause) {
    throw new ApiError(NETWORK_ERROR_STATUS, { cause: String(cause) });
  }
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Sends one file as multipart form data (field "file"), with the CSRF header the JSON client sends:
 * the JSON client only writes JSON bodies. A refusal is an ApiError like any call.
 */
export async function uploadFile<T>(url: string, file: File): Promise<T> {
  if (csrfToken() === null) await send(CSRF_COOKIE_PATH, { method: 'GET' });
  const post = () => {
    const form = new FormData();
    form.append('file', file, file.name);
    const headers: Record<string, string> = { Accept: 'application/json', 'X-App-Version': APP_VERSION };
    const token = csrfToken();
    if (token !== null) headers[CSRF_HEADER] = token;
    return send(url, { method: 'POST', headers, body: form });
  };
  let response = await post();
  let body = await bodyOf(response);
  if (isCsrfInvalid(response.status, body)) {
    // The token rotated: take a fresh one and send once more, as the JSON client does.
    await send(CSRF_COOKIE_PATH, { method: 'GET' });
    response = await post();
    body = await bodyOf(response);
  }
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}
