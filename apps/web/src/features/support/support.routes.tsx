import type { RouteObject } from 'react-router';
import { lazyComponent } from '../../app/routes/lazy';

/** The help menu's own pages. */
export const supportRoutes: RouteObject[] = [
  {
    path: '/help/report-problem',
    lazy: lazyComponent(() => import('./ProblemReportPage'), 'ProblemReportPage'),
  },
];
