import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PaymentTables } from '../payments/payment-tables';

/**
 * Which side of the business a report reads: what clients owe the company (client invoices and
 * the payments received) or what the company owes its suppliers (supplier invoices and the
 * payments made). Both sides share one payment-table shape and invoices with the same amount
 * columns, so one engine builds both sides' reports from this description.
 */
export type ReportSideName = 'client' | 'supplier';

/** The invoice columns the reports read, named alike on both sides. */
export type ReportInvoiceColumns = {
  table: PgTable;
  id: AnyPgColumn;
  companyId: AnyPgColumn;
  partnerId: AnyPgColumn;
  partnerName: AnyPgColumn;
  seriesNumber: AnyPgColumn;
  issueDate: AnyPgColumn;
  dueDate: AnyPgColumn;
  currency: AnyPgColumn;
  currencyRate: AnyPgColumn;
  netTotal: AnyPgColumn;
  vatTotal: AnyPgColumn;
  grossTotal: AnyPgColumn;
  amountDue: AnyPgColumn;
  /** The stored amounts (`StoredAmounts`: the VAT breakdown). */
  amounts: AnyPgColumn;
};

/** The reports' columns of an invoice table; both sides' tables name them alike. */
export function reportInvoiceColumns(
  table: PgTable & Omit<ReportInvoiceColumns, 'table'>,
): ReportInvoiceColumns {
  return {
    table,
    id: table.id,
    companyId: table.companyId,
    partnerId: table.partnerId,
    partnerName: table.partnerName,
    seriesNumber: table.seriesNumber,
    issueDate: table.issueDate,
    dueDate: table.dueDate,
    currency: table.currency,
    currencyRate: table.currencyRate,
    netTotal: table.netTotal,
    vatTotal: table.vatTotal,
    grossTotal: table.grossTotal,
    amountDue: table.amountDue,
    amounts: table.amounts,
  };
}

export type ReportSide = {
  name: ReportSideName;
  invoices: ReportInvoiceColumns;
  /**
   * The invoices that count, as a condition on the invoice row: an issued client invoice
   * (published, not a proforma); a supplier invoice added by hand or confirmed.
   */
  countedInvoice: SQL;
  /** The invoice row is a storno (a negative invoice). */
  storno: SQL;
  /** The invoice's VAT in RON as stored with it, or null (then it is converted at its rate). */
  vatTotalRon: SQL;
  /** The partner's tax id as the journal shows it (CUI or CNP). */
  businessId: SQL;
  payments: PaymentTables['payments'];
  allocations: PaymentTables['allocations'];
};
