import { parseImportCode } from '@app/domain/imports/import-error-codes';
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

const PREFIX = 'notifications.import-errors.codes';

/**
 * The message of an import rule code: "required", "max:100", "decimal:0-2" ... Unknown or malformed
 * codes read as the generic "invalid value".
 */
export function importCodeMessage(code: string): ImportCodeMessage {
  const { name, params } = parseImportCode(code);
  return params ? { key: `${PREFIX}.${name}`, params } : { key: `${PREFIX}.${name}` };
}
