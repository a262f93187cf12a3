import type { RouteObject } from 'react-router';
import { requirePermission } from '../../shared/permissions/route-handle';
import { CLIENT_REPORTS } from './report-types';

const layout = () =>
  import('./pages/ClientReportsLayout').then((m) => ({ Component: m.ClientReportsLayout }));
const page = () => import('./pages/ReportPage').then((m) => ({ Component: m.ReportPage }));

// Client reports (spec 01 §2): /clients/reports is the statement of account, the default tab; each
// report has its own address under it.
export const clientReportsRoutes: RouteObject[] = requirePermission(
  [
    {
      path: '/clients/reports',
      lazy: layout,
      children: [
        { index: true, lazy: page },
        ...CLIENT_REPORTS.map((report): RouteObject => ({ path: report, lazy: page })),
      ],
    },
  ],
  'client-invoices.read',
);
