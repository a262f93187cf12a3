import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerClientReportRoutes } from './client-reports.routes';
import { createClientReportsService } from './client-reports.service';

/**
 * Client reports (spec 02 §2 Reports): statement of account, current balance, overdue invoices,
 * sales journal and payments journal, on screen and as CSV or XLSX. Read only: the reports read the
 * invoice and payment tables and change nothing.
 */
export function registerClientReports(
  app: FastifyInstance,
  ctx: AppContext,
  /** Stores the National Bank's rate of a day (payments converted to RON in "all currencies"). */
  loadRate?: (currency: string, date: string) => Promise<unknown>,
) {
  const service = createClientReportsService(() => ctx.database.db, loadRate);
  registerClientReportRoutes(app, service);
  return { service };
}
