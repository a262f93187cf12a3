import { type InvoiceAccess, useInvoiceAccess } from '../../shared/invoicing/invoice-access';
import { useSelectedCompany } from '../../shared/session/selected-company';

/**
 * The company whose supplier invoices the pages show (the selected one), whether it pays VAT, and
 * what the user may do with them and their payments. The routes are guarded by supplier-invoices.read.
 */
export function useSupplierInvoicesCompany(): { companyId: string; vatPayer: boolean } & InvoiceAccess {
  const { company } = useSelectedCompany();
  const access = useInvoiceAccess('supplier');
  return { companyId: company?.id ?? '', vatPayer: company ? company.vatPayer === 1 : true, ...access };
}
