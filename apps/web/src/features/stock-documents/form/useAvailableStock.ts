import { isIsoDate } from '@app/domain/validators/iso-date';
import { useQuery } from '@tanstack/react-query';
import { stockDocumentsApi } from '../stock-documents.api';
import { stockKeys } from '../stock-documents.queries';

/**
 * The quantity in stock of the lines' products in the warehouse at the issue date, for the editor
 * of a document that unloads stock: a hint only (the publication decides, under the ledger's lock).
 */
export function useAvailableStock(
  companyId: string,
  enabled: boolean,
  query: { warehouseId: string; date: string; productIds: string[] },
): ReadonlyMap<string, string> {
  const productIds = [...new Set(query.productIds.filter(Boolean))].sort();
  const available = useQuery({
    queryKey: [...stockKeys.all(companyId), 'available', query.warehouseId, query.date, productIds.join(',')],
    queryFn: ({ signal }) => stockDocumentsApi.available(companyId, { ...query, productIds }, signal),
    enabled: enabled && query.warehouseId !== '' && isIsoDate(query.date) && productIds.length > 0,
    meta: { silent: true },
  });
  return new Map((available.data?.items ?? []).map((item) => [item.productId, item.available]));
}
