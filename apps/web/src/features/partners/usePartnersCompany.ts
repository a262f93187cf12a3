import { useCan } from '../../shared/permissions/permissions';
import { useSelectedCompanyId } from '../../shared/session/selected-company';

/**
 * The company whose partners the pages show (the selected one) and whether the user may change
 * them there. The routes are guarded by partners.read on that company.
 */
export function usePartnersCompany(): { companyId: string; canWrite: boolean } {
  const companyId = useSelectedCompanyId() ?? '';
  const canWrite = useCan('partners.write');
  return { companyId, canWrite };
}
