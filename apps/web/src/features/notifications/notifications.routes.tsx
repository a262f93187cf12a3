import type { RouteObject } from 'react-router';

export const notificationsRoutes: RouteObject[] = [
  {
    path: '/notifications',
    lazy: () => import('./pages/NotificationsPage').then((m) => ({ Component: m.NotificationsPage })),
  },
];
