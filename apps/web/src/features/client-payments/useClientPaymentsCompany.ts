import { useCan } from '../../shared/permissions/permissions';
import { useSelectedCompanyId } from '../../shared/session/selected-company';

/**
 * The company whose payments the pages show (the selected one) and whether the user may change
 * them there. The routes are guarded by client-invoices.read on that company.
 */
export function useClientPaymentsCompany(): { companyId: string; canWrite: boolean } {
  const companyId = useSelectedCompanyId() ?? '';
  const canWrite = useCan('client-invoices.write');
  return { companyId, canWrite };
}
