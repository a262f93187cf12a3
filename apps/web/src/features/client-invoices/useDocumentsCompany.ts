import { useCan } from '../../shared/permissions/permissions';
import { useSelectedCompany } from '../../shared/session/selected-company';

/**
 * The company whose documents the pages show (the selected one), whether it pays VAT, and whether
 * the user may change its documents. The routes are guarded by client-invoices.read on it.
 */
export function useDocumentsCompany(): { companyId: string; vatPayer: boolean; canWrite: boolean } {
  const { company } = useSelectedCompany();
  const canWrite = useCan('client-invoices.write');
  return { companyId: company?.id ?? '', vatPayer: company ? company.vatPayer === 1 : true, canWrite };
}
