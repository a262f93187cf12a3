import { type InvoiceAccess, useInvoiceAccess } from '../../shared/invoicing/invoice-access';
import { useSelectedCompany } from '../../shared/session/selected-company';

/**
 * The company whose documents the pages show (the selected one), whether it pays VAT, and what the
 * user may do with its documents and their payments. The routes are guarded by client-invoices.read.
 */
export function useDocumentsCompany(): { companyId: string; vatPayer: boolean } & InvoiceAccess {
  const { company } = useSelectedCompany();
  const access = useInvoiceAccess('client');
  return { companyId: company?.id ?? '', vatPayer: company ? company.vatPayer === 1 : true, ...access };
}
