import type { NotificationData } from '@app/domain/notifications/notification.schemas';

/** One failed import row: its line, the product or partner name, and each field's rule codes. */
export interface ImportErrorRow {
  row: number;
  name: string | null;
  fields: Array<{ field: string; codes: string[] }>;
}

/** The rows of an import-failed notification, in line order; malformed entries are skipped. */
export function importErrorRows(data: NotificationData): ImportErrorRow[] {
  const rows = Array.isArray(data.errors) ? data.errors : [];
  return rows
    .filter((entry) => entry && Number.isFinite(entry.row))
    .map((entry) => ({
      row: entry.row,
      name: entry.name?.trim() ? entry.name.trim() : null,
      fields: Object.entries(entry.errors ?? {})
        .map(([field, codes]) => ({
          field,
          codes: (Array.isArray(codes) ? codes : []).filter(
            (code) => typeof code === 'string' && code !== '',
          ),
        }))
        .filter((field) => field.codes.length > 0),
    }))
    .sort((a, b) => a.row - b.row);
}

export interface ImportCodeMessage {
  key: string;
  params?: Record<string, string | number>;
}

/** Codes without a bound (spec 02 §5 "Import error codes"), each with its own text. */
const PLAIN = new Set([
  'required',
  'unique',
  'exists',
  'boolean',
  'prohibited',
  'numeric',
  'integer',
  'invalid',
  'format',
  'email',
]);
/** Codes with one numeric bound after a colon. */
const BOUNDED = new Set(['max', 'min', 'size', 'gt', 'gte']);

const PREFIX = 'notifications.import-errors.codes';

/**
 * The message of an import rule code: "required", "max:100", "decimal:0-2" ... Unknown or malformed
 * codes read as the generic "invalid value".
 */
export function importCodeMessage(code: string): ImportCodeMessage {
  const trimmed = code.trim();
  if (PLAIN.has(trimmed)) return { key: `${PREFIX}.${trimmed === 'email' ? 'format' : trimmed}` };
  const separator = trimmed.indexOf(':');
  if (separator > 0) {
    const name = trimmed.slice(0, separator);
    const arg = trimmed.slice(separator + 1);
    if (BOUNDED.has(name) && /^-?\d+(\.\d+)?$/.test(arg))
      return { key: `${PREFIX}.${name}`, params: { n: arg } };
    const range = /^(\d+)-(\d+)$/.exec(arg);
    if (name === 'decimal' && range) {
      return { key: `${PREFIX}.decimal`, params: { min: range[1] ?? '', max: range[2] ?? '' } };
    }
    if (name === 'decimal' && /^\d+$/.test(arg)) {
      return { key: `${PREFIX}.decimal`, params: { min: arg, max: arg } };
    }
  }
  return { key: `${PREFIX}.invalid` };
}
