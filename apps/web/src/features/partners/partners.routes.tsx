import type { RouteObject } from 'react-router';
import { crud } from '../../app/routes/module-paths';
import { requirePermission } from '../../shared/permissions/route-handle';
import { comingSoonRoutes } from '../placeholders/placeholder-routes';

/** Partners and their addresses, contacts and bank accounts (spec 01 §2 route catalogue). */
export const partnersRoutes: RouteObject[] = requirePermission(
  comingSoonRoutes([
    ...crud('/partners'),
    ...crud('/partners/:id/addresses', 'addressId'),
    ...crud('/partners/:id/contacts', 'contactId'),
    ...crud('/partners/:id/bank-accounts', 'bankAccountId'),
  ]),
  'partners.read',
);
