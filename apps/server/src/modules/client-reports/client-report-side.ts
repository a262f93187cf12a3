import { and, eq, sql } from 'drizzle-orm';
import { type ReportSide, reportInvoiceColumns } from '../../platform/reports/report-side';
import { clientDocuments as docs } from '../client-invoices/client-invoices.tables';
import { clientPaymentTables } from '../client-payments/client-payments.tables';

/**
 * The client side of the reports: issued invoices (published, not proformas, not voided) and the
 * payments received. A storno refunds another invoice (or is negative); the VAT in RON and the
 * client's tax id are stored with the invoice.
 */
export const clientReportSide: ReportSide = {
  name: 'client',
  invoices: reportInvoiceColumns(docs),
  countedInvoice: and(eq(docs.kind, 'invoice'), eq(docs.status, 'published')) ?? sql`true`,
  storno: sql`(${docs.refundsId} is not null or ${docs.amountDue} < 0)`,
  vatTotalRon: sql`${docs.vatTotalRon}`,
  businessId: sql`coalesce(${docs.buyer}->>'businessId', ${docs.buyer}->>'personId')`,
  payments: clientPaymentTables.payments,
  allocations: clientPaymentTables.allocations,
};
