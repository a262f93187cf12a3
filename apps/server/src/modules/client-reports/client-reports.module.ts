import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerReportRoutes } from '../../platform/reports/reports.routes';
import { createReportsService } from '../../platform/reports/reports.service';
import { clientReportSide } from './client-report-side';

/**
 * Client reports (spec 02 §2 Reports): statement of account, current balance, overdue invoices,
 * sales journal and payments journal, on screen and as CSV or XLSX. Read only: the reports read the
 * invoice and payment tables and change nothing. The engine is the suppliers' too (platform/reports).
 */
export function registerClientReports(
  app: FastifyInstance,
  ctx: AppContext,
  /** Stores the National Bank's rate of a day (payments converted to RON in "all currencies"). */
  loadRate?: (currency: string, date: string) => Promise<unknown>,
) {
  const service = createReportsService(clientReportSide, () => ctx.database.db, loadRate);
  registerReportRoutes(app, {
    base: '/v1/my-companies/:companyId/client-reports',
    tag: 'client-reports',
    permission: 'client-reports.read',
    service,
  });
  return { service };
}
