import type { i18n as I18n, TFunction } from 'i18next';
import { ApiError } from '../../../shared/api/api-error';

/** The fields the server compares, in the order the refusal names them (spec 02 §8 Linking). */
const FIELD_KEYS: Record<string, string> = {
  series: 'supplier-invoices.fields.series',
  number: 'supplier-invoices.fields.number',
  issueDate: 'supplier-invoices.fields.issueDate',
  currency: 'supplier-invoices.fields.currency',
  netTotal: 'supplier-invoices.link.field-net',
  vatTotal: 'supplier-invoices.link.field-vat',
  grossTotal: 'supplier-invoices.link.field-gross',
};

interface RefusalBody {
  message?: unknown;
  errors?: { fields?: unknown };
}

/**
 * The text of a refused link: a 422's code ("supplier-invoices.errors.link-differs"...) read as its
 * own text, with the fields that differ named; a target gone meanwhile (404) or anything else gets a
 * general text, so the user always reads why nothing happened.
 */
export function linkRefusalText(t: TFunction, i18n: I18n, error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return t('supplier-invoices.link.not-found');
  if (!(error instanceof ApiError) || error.status !== 422) return t('supplier-invoices.link.failed');
  const body = (error.body ?? {}) as RefusalBody;
  const code = typeof body.message === 'string' ? body.message : '';
  if (!code.startsWith('supplier-invoices.errors.') || !i18n.exists(code)) {
    return t('supplier-invoices.link.failed');
  }
  const text = t(code);
  const fields = Array.isArray(body.errors?.fields) ? body.errors.fields : [];
  const named = fields
    .filter((field): field is string => typeof field === 'string' && field in FIELD_KEYS)
    .map((field) => t(FIELD_KEYS[field] as string));
  return named.length > 0
    ? `${text} ${t('supplier-invoices.link.differing', { fields: named.join(', ') })}`
    : text;
}
