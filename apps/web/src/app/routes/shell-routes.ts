import type { RouteObject } from 'react-router';
import { accountRoutes } from '../../features/account/account.routes';
import { clientInvoicesRoutes } from '../../features/client-invoices/client-invoices.routes';
import { clientPaymentsRoutes } from '../../features/client-payments/client-payments.routes';
import { clientReportsRoutes } from '../../features/client-reports/client-reports.routes';
import { companiesRoutes } from '../../features/companies/companies.routes';
import { efacturaRoutes } from '../../features/efactura/efactura.routes';
import { etransportRoutes } from '../../features/etransport/etransport.routes';
import { notificationsRoutes } from '../../features/notifications/notifications.routes';
import { partnersRoutes } from '../../features/partners/partners.routes';
import { platformAdminRoutes } from '../../features/platform-admin/platform-admin.routes';
import { productsRoutes } from '../../features/products/products.routes';
import { settingsRoutes } from '../../features/settings/settings.routes';
import { stockDocumentsRoutes } from '../../features/stock-documents/stock-documents.routes';
import { stockReportsRoutes } from '../../features/stock-reports/stock-reports.routes';
import { subUsersRoutes } from '../../features/sub-users/sub-users.routes';
import { supplierInvoicesRoutes } from '../../features/supplier-invoices/supplier-invoices.routes';
import { supplierPaymentsRoutes } from '../../features/supplier-payments/supplier-payments.routes';
import { supplierReportsRoutes } from '../../features/supplier-reports/supplier-reports.routes';
import { supportRoutes } from '../../features/support/support.routes';
import { warehousesRoutes } from '../../features/warehouses/warehouses.routes';
import { lazyComponent } from './lazy';
import { comingSoonModuleRoutes, placeholderScreenRoutes } from './module-routes';

/** Pages a verified user without any company may open (they render without the sidebar). */
export const NO_COMPANY_PATHS = ['/create-first-company'];

const needsNoCompany = (route: RouteObject) => NO_COMPANY_PATHS.includes(route.path ?? '');

export const onboardingRoutes: RouteObject[] = companiesRoutes.filter(needsNoCompany);

/** Everything inside the signed-in layout. Features export their routes with absolute paths. */
export const shellRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyComponent(() => import('../../features/dashboard/DashboardPage'), 'DashboardPage'),
  },
  ...companiesRoutes.filter((route) => !needsNoCompany(route)),
  ...accountRoutes,
  ...notificationsRoutes,
  ...partnersRoutes,
  ...productsRoutes,
  ...settingsRoutes,
  ...clientInvoicesRoutes,
  ...clientPaymentsRoutes,
  ...clientReportsRoutes,
  ...supplierInvoicesRoutes,
  ...supplierPaymentsRoutes,
  ...supplierReportsRoutes,
  ...stockReportsRoutes,
  ...efacturaRoutes,
  ...etransportRoutes,
  ...warehousesRoutes,
  ...stockDocumentsRoutes,
  ...supportRoutes,
  ...subUsersRoutes,
  ...platformAdminRoutes,
  ...comingSoonModuleRoutes,
  ...placeholderScreenRoutes,
];
