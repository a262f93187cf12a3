import type { RouteObject } from 'react-router';
import { lazyComponent } from '../../app/routes/lazy';
import { PLATFORM_BILLING_PATH } from './platform-admin.api';
import { RequireOperator } from './RequireOperator';

/** The platform operator's billing administration (PLATFORM_OPERATORS only). */
export const platformAdminRoutes: RouteObject[] = [
  {
    Component: RequireOperator,
    children: [
      {
        path: PLATFORM_BILLING_PATH,
        lazy: lazyComponent(() => import('./pages/PlatformBillingPage'), 'PlatformBillingPage'),
      },
    ],
  },
];
