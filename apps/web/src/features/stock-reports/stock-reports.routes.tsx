import type { RouteObject } from 'react-router';
import { requirePermission } from '../../shared/permissions/route-handle';
import { STOCK_REPORT_PATHS, STOCK_REPORTS, STOCK_REPORTS_BASE } from './stock-report-types';

const layout = () => import('./pages/StockReportsLayout').then((m) => ({ Component: m.StockReportsLayout }));
const page = () => import('./pages/StockReportPage').then((m) => ({ Component: m.StockReportPage }));

// Stock reports (spec 01 §2): /inventory/stocks-reports is the current stock, the default tab; each
// report has its own address under it, behind the stock reports' own read permission.
export const stockReportsRoutes: RouteObject[] = requirePermission(
  [
    {
      path: STOCK_REPORTS_BASE,
      lazy: layout,
      children: [
        { index: true, lazy: page },
        ...STOCK_REPORTS.map((report): RouteObject => ({ path: STOCK_REPORT_PATHS[report], lazy: page })),
      ],
    },
  ],
  'stock-reports.read',
);
