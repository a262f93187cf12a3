import { inArray, sql } from 'drizzle-orm';
import { type ReportSide, reportInvoiceColumns } from '../../platform/reports/report-side';
import { supplierInvoices as docs } from '../supplier-invoices/supplier-invoices.tables';
import { supplierPaymentTables } from '../supplier-payments/supplier-payments.tables';

/**
 * The supplier side of the reports: the supplier's invoices are those added by hand (published)
 * and those received through the e-invoice system once confirmed; a received invoice not yet
 * confirmed, or rejected, is not owed. Every recorded supplier payment counts (published). A
 * supplier invoice refunds nothing by link: a storno is a negative invoice. The VAT in RON is not
 * stored as a total (the journal takes it from the breakdown or converts it), and the supplier's
 * tax id is the partner's.
 */
export const supplierReportSide: ReportSide = {
  name: 'supplier',
  invoices: reportInvoiceColumns(docs),
  countedInvoice: inArray(docs.status, ['published', 'confirmed']),
  storno: sql`(${docs.amountDue} < 0)`,
  vatTotalRon: sql`null::numeric`,
  businessId: sql`(select coalesce(p.business_id, p.person_id, p.international_business_id)
    from partners p where p.id = ${docs.partnerId})`,
  payments: supplierPaymentTables.payments,
  allocations: supplierPaymentTables.allocations,
};
