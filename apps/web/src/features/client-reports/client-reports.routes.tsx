import type { RouteObject } from 'react-router';
import { REPORTS } from '../../app/routes/module-paths';
import { requirePermission } from '../../shared/permissions/route-handle';
import { comingSoonRoutes } from '../placeholders/placeholder-routes';

// Client reports: the statement of account is the default tab (spec 01 §2).
export const clientReportsRoutes: RouteObject[] = requirePermission(
  comingSoonRoutes(['/clients/reports', ...REPORTS.map((report) => `/clients/reports/${report}`)]),
  'client-invoices.read',
);
