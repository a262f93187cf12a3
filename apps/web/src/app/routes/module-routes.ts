import type { RouteObject } from 'react-router';
import { comingSoonRoutes, placeholderRoutes } from '../../features/placeholders/placeholder-routes';
import { requirePermission } from '../../shared/permissions/route-handle';
import { COMING_SOON_AREAS, PLACEHOLDER_PATHS } from './module-paths';

/** Every catalogue path of the areas not built yet, behind the area's read permission. */
export const comingSoonModuleRoutes: RouteObject[] = COMING_SOON_AREAS.flatMap((area) => {
  const routes = comingSoonRoutes(area.paths);
  return area.permission ? requirePermission(routes, area.permission) : routes;
});

export const placeholderScreenRoutes: RouteObject[] = placeholderRoutes(PLACEHOLDER_PATHS);
