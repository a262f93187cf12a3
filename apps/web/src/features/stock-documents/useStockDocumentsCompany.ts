import { type AreaAccess, useAreaAccess } from '../../shared/permissions/permissions';
import { useSelectedCompany } from '../../shared/session/selected-company';
import { STOCK_KINDS, type StockDocumentKind } from './stock-document-kinds';

/**
 * The company whose stock documents the pages show (the selected one), whether it pays VAT (a
 * non-payer's goods receipt note has no VAT rate), and whether the user may change, and delete or
 * void, documents of the kind. The routes are guarded by the kind's read permission.
 */
export function useStockDocumentsCompany(kind: StockDocumentKind): {
  companyId: string;
  vatPayer: boolean;
} & AreaAccess {
  const { company } = useSelectedCompany();
  const access = useAreaAccess(STOCK_KINDS[kind].permission);
  return { companyId: company?.id ?? '', vatPayer: company ? company.vatPayer === 1 : true, ...access };
}
