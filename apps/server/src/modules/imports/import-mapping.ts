import type { Import } from '@app/domain/imports/import.schemas';
import type { ImportRow } from './imports.repo';

export const toImport = (row: ImportRow): Import => ({
  id: row.id,
  entity: row.entity,
  status: row.status,
  fileName: row.fileName,
  total: row.total,
  processed: row.processed,
  failedRow: row.failedRow ?? null,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});
