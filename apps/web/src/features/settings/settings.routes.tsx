import type { RouteObject } from 'react-router';
import { crud } from '../../app/routes/module-paths';
import { requirePermission } from '../../shared/permissions/route-handle';
import { comingSoonRoutes } from '../placeholders/placeholder-routes';

/** The company's lists: banks, measurement units, VAT rates, document series (spec 01 §2). */
export const settingsRoutes: RouteObject[] = requirePermission(
  [
    ...comingSoonRoutes(crud('/settings/banks')),
    ...comingSoonRoutes([
      ...crud('/settings/measurement-units'),
      ...crud('/settings/measurement-units/:id/translations', 'measurementUnitTranslationId'),
    ]),
    ...comingSoonRoutes(crud('/settings/vat-rates')),
    ...comingSoonRoutes(crud('/settings/documents-series')),
  ],
  'settings.read',
);
