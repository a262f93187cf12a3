import { ApiError } from '../../../shared/api/api-error';
import { downloadFile } from '../../../shared/api/file-download';

/** Downloads an issued invoice's e-Factura XML under the server's file name (or the fallback). */
export const downloadXml = (url: string, fallbackName: string) =>
  downloadFile(url, fallbackName, 'application/xml');

/** "FACT-0007.xml" (the number's safe characters), or "invoice-<id>.xml" without one. */
export const xmlFileName = (seriesNumber: string | null, id: string) =>
  `${(seriesNumber ?? `invoice-${id.slice(0, 8)}`).replace(/[^\w.-]+/g, '-')}.xml`;

/**
 * The text key of a refused XML download: the server names why in its message (a client without a
 * CNP at issue gets no XML, spec 02 §8; a draft has none yet). Null for any other failure.
 */
export function xmlRefusalKey(error: unknown): string | null {
  if (!(error instanceof ApiError) || (error.status !== 422 && error.status !== 409)) return null;
  const body = error.body;
  if (typeof body !== 'object' || body === null) return null;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.startsWith('client-invoices.') ? message : null;
}
