import { useCan } from '../../shared/permissions/permissions';
import { useSelectedCompanyId } from '../../shared/session/selected-company';

/**
 * The company whose products the pages show (the selected one) and whether the user may change
 * them there. The routes are guarded by products.read on that company.
 */
export function useProductsCompany(): { companyId: string; canWrite: boolean } {
  const companyId = useSelectedCompanyId() ?? '';
  const canWrite = useCan('products.write');
  return { companyId, canWrite };
}
