import type { i18n as I18n, TFunction } from 'i18next';
import { ApiError } from '../../shared/api/api-error';

const GENERIC = 'supplier-invoices.reasons.generic';

/**
 * The text key of why an action on a supplier invoice is refused, from the reason code the server
 * gives in `abilities` ("needs-einvoice-connection", "payments", "not-confirmed"...) or as a 422's
 * message ("supplier-invoices.errors.<code>"): the code's own text, else a general one.
 */
export function reasonKey(code: string, exists: (key: string) => boolean): string {
  const plain = code.replace(/^supplier-invoices\.errors\./, '');
  // i18next reads ':' as a namespace separator: a code with a parameter keeps its name only.
  const key = `supplier-invoices.reasons.${plain.split(':')[0]?.replace(/[^A-Za-z0-9-]+/g, '-')}`;
  return exists(key) ? key : GENERIC;
}

export const reasonText = (t: TFunction, i18n: I18n, code: string): string =>
  t(reasonKey(code, (key) => i18n.exists(key)));

/** The refusal a 422 names as its message ("supplier-invoices.errors.<code>"), if it is one. */
export function refusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const message = (error.body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.startsWith('supplier-invoices.errors.') ? message : null;
}
