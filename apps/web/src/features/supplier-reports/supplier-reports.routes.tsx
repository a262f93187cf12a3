import type { RouteObject } from 'react-router';
import { requirePermission } from '../../shared/permissions/route-handle';
import { withReportSide } from '../../shared/reports/ReportSideProvider';
import type { ReportSide } from '../../shared/reports/report-side';
import { REPORTS } from '../../shared/reports/report-types';

/** The supplier side of the shared report screens (purchases journal, payments journal...). */
export const SUPPLIER_REPORT_SIDE: ReportSide = {
  texts: 'supplier-reports',
  resource: 'supplier-reports',
  basePath: '/suppliers/reports',
  partnerRoles: ['supplier', 'both'],
};

const layout = () =>
  import('../../shared/reports/pages/ReportsLayout').then((m) => ({
    Component: withReportSide(SUPPLIER_REPORT_SIDE, m.ReportsLayout),
  }));
const page = () => import('../../shared/reports/pages/ReportPage').then((m) => ({ Component: m.ReportPage }));

// Supplier reports (spec 01 §2): /suppliers/reports is the statement of account, the default tab;
// each report has its own address under it, as on the client side.
export const supplierReportsRoutes: RouteObject[] = requirePermission(
  [
    {
      path: '/suppliers/reports',
      lazy: layout,
      children: [
        { index: true, lazy: page },
        ...REPORTS.map((report): RouteObject => ({ path: report, lazy: page })),
      ],
    },
  ],
  'supplier-reports.read',
);
