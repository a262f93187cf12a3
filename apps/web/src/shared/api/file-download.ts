import { ApiError, NETWORK_ERROR_STATUS } from './api-error';
import { APP_VERSION } from './app-version';

/** The file name the server gives in Content-Disposition (RFC 5987 `filename*` first), if any. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // Fall through to the plain name.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || null;
}

/**
 * A file the API writes (PDF, CSV, XLSX), fetched with the session's cookies; a failure is an
 * ApiError like any call, so the usual error texts apply.
 */
export async function fetchFile(
  url: string,
  accept = '*/*',
): Promise<{ blob: Blob; fileName: string | null }> {
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'include',
      headers: { Accept: accept, 'X-App-Version': APP_VERSION },
    });
  } catch (cause) {
    throw new ApiError(NETWORK_ERROR_STATUS, { cause: String(cause) });
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: keep the text.
    }
    throw new ApiError(response.status, body);
  }
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
}

/** Hands a fetched file to the browser as a download under its name. */
export function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Fetches a file and saves it under the server's name, or the fallback. */
export async function downloadFile(url: string, fallbackName: string, accept?: string): Promise<void> {
  const { blob, fileName } = await fetchFile(url, accept);
  saveFile(blob, fileName ?? fallbackName);
}
