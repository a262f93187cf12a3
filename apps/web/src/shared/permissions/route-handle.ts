import type { Permission } from '@app/domain/permissions/permissions';
import type { RouteObject } from 'react-router';

/**
 * What a route may declare in its `handle` for the shell's guards. A feature writes
 * `{ path: '/partners', handle: { permission: 'partners.read' }, lazy: ... }`; without the permission
 * on the selected company the user is sent to `permissionRedirect` (the dashboard by default) with
 * the flash error 'common.errors.no-permissions'.
 */
export interface RouteHandle {
  permission?: Permission;
  permissionRedirect?: string;
}

/** Adds the permission to every route of a list (and keeps what their handles already say). */
export function requirePermission(routes: RouteObject[], permission: Permission): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    handle: { permission, ...(route.handle as RouteHandle | undefined) },
  })) as RouteObject[];
}

/** The permissions the matched routes ask for, outermost first. */
export function requiredPermissionsOf(matches: ReadonlyArray<{ handle: unknown }>): RouteHandle[] {
  return matches
    .map((match) => match.handle as RouteHandle | undefined)
    .filter((handle): handle is RouteHandle => Boolean(handle?.permission));
}
