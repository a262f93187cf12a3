import type { TFunction } from 'i18next';

/**
 * The words of a received message the product could not import. The server keeps the reason as
 * `<code>` or `<code>: <detail>` / `<code>:<detail>` (e.g. `vat-rate-missing:S:19`, `unreadable: ...`):
 * a known code reads as its sentence, with the detail after it; an unknown one stays as written.
 */
export function readErrorText(t: TFunction, readError: string): string {
  const colon = readError.indexOf(':');
  const code = (colon === -1 ? readError : readError.slice(0, colon)).trim();
  const detail = colon === -1 ? '' : readError.slice(colon + 1).trim();
  const key = `supplier-invoices.import-errors.${code}`;
  const sentence = t(key, { defaultValue: '' });
  if (!sentence) return readError;
  return detail ? `${sentence} (${detail})` : sentence;
}
