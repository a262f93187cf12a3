import { type AreaAccess, useAreaAccess } from '../../shared/permissions/permissions';
import { useSelectedCompanyId } from '../../shared/session/selected-company';

/**
 * The company whose products the pages show (the selected one) and whether the user may change,
 * and delete, them there. The routes are guarded by products.read on that company.
 */
export function useProductsCompany(): { companyId: string } & AreaAccess {
  const companyId = useSelectedCompanyId() ?? '';
  return { companyId, ...useAreaAccess('products') };
}
