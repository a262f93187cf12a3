import { useCan } from '../../shared/permissions/permissions';
import { useSelectedCompany } from '../../shared/session/selected-company';

/**
 * The company whose supplier invoices the pages show (the selected one), whether it pays VAT, and
 * whether the user may change them. The routes are guarded by supplier-invoices.read on it.
 */
export function useSupplierInvoicesCompany(): { companyId: string; vatPayer: boolean; canWrite: boolean } {
  const { company } = useSelectedCompany();
  const canWrite = useCan('supplier-invoices.write');
  return { companyId: company?.id ?? '', vatPayer: company ? company.vatPayer === 1 : true, canWrite };
}
