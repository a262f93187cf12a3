import type { RouteObject } from 'react-router';
import { requirePermission } from '../../shared/permissions/route-handle';
import { withReportSide } from '../../shared/reports/ReportSideProvider';
import type { ReportSide } from '../../shared/reports/report-side';
import { REPORTS } from '../../shared/reports/report-types';

/** The client side of the shared report screens (sales journal, payments journal...). */
export const CLIENT_REPORT_SIDE: ReportSide = {
  texts: 'client-reports',
  resource: 'client-reports',
  basePath: '/clients/reports',
  partnerRoles: ['client', 'both'],
};

const layout = () =>
  import('../../shared/reports/pages/ReportsLayout').then((m) => ({
    Component: withReportSide(CLIENT_REPORT_SIDE, m.ReportsLayout),
  }));
const page = () => import('../../shared/reports/pages/ReportPage').then((m) => ({ Component: m.ReportPage }));

// Client reports (spec 01 §2): /clients/reports is the statement of account, the default tab; each
// report has its own address under it.
export const clientReportsRoutes: RouteObject[] = requirePermission(
  [
    {
      path: '/clients/reports',
      lazy: layout,
      children: [
        { index: true, lazy: page },
        ...REPORTS.map((report): RouteObject => ({ path: report, lazy: page })),
      ],
    },
  ],
  'client-reports.read',
);
