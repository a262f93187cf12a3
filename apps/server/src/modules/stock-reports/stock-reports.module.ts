import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerStockReportRoutes } from './stock-reports.routes';
import { createStockReportsService } from './stock-reports.service';

/**
 * Stock reports (spec 02 §2 Stock, issue 14 item 7): current stock, stock at a date, stock balance,
 * stock transactions and the stock record of a product, on screen and as CSV or XLSX. Read only:
 * they read the stock ledger (platform/stock) and change nothing.
 */
export function registerStockReports(app: FastifyInstance, ctx: AppContext) {
  const service = createStockReportsService(() => ctx.database.db);
  registerStockReportRoutes(app, service);
  return { service };
}
