import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerReportRoutes } from '../../platform/reports/reports.routes';
import { createReportsService } from '../../platform/reports/reports.service';
import { supplierReportSide } from './supplier-report-side';

/**
 * Supplier reports (spec 02 §2 Reports): statement of account, current balance, overdue invoices,
 * purchases journal and payments journal, on screen and as CSV or XLSX, built by the same engine as
 * the client reports (platform/reports) from the supplier invoices and payments. Read only.
 */
export function registerSupplierReports(
  app: FastifyInstance,
  ctx: AppContext,
  /** Stores the National Bank's rate of a day (payments converted to RON in "all currencies"). */
  loadRate?: (currency: string, date: string) => Promise<unknown>,
) {
  const service = createReportsService(supplierReportSide, () => ctx.database.db, loadRate);
  registerReportRoutes(app, {
    base: '/v1/my-companies/:companyId/supplier-reports',
    tag: 'supplier-reports',
    permission: 'supplier-reports.read',
    service,
  });
  return { service };
}
