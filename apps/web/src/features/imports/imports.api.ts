import type { Import, ImportRequest, ImportValidation } from '@app/domain/imports/import.schemas';
import type { ImportEntity } from '@app/domain/imports/import-limits';
import { apiRequest } from '../../shared/api/api-client';

const base = (companyId: string, entity: ImportEntity) =>
  `/v1/my-companies/${encodeURIComponent(companyId)}/imports/${entity}`;

/** Every rule on every row, nothing written: the rows with errors. */
export function validateImport(
  companyId: string,
  entity: ImportEntity,
  request: ImportRequest,
  signal?: AbortSignal,
): Promise<ImportValidation> {
  return apiRequest(`${base(companyId, entity)}/validate`, { method: 'POST', body: request, signal });
}

/** Starts the import job of rows without errors. */
export function startImport(
  companyId: string,
  entity: ImportEntity,
  request: ImportRequest,
): Promise<Import> {
  return apiRequest(base(companyId, entity), { method: 'POST', body: request });
}

export function fetchImport(
  companyId: string,
  entity: ImportEntity,
  id: string,
  signal?: AbortSignal,
): Promise<Import> {
  return apiRequest(`${base(companyId, entity)}/${encodeURIComponent(id)}`, { signal });
}
