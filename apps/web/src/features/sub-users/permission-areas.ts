import { PERMISSIONS } from '@app/domain/permissions/permissions';

export const PERMISSION_ACTIONS = ['read', 'write', 'delete'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

export type PermissionArea = { area: string; actions: Partial<Record<PermissionAction, string>> };

/** The permission catalogue as the grid shows it: one row per area, a column per action it has. */
export function permissionAreas(permissions: readonly string[] = PERMISSIONS): PermissionArea[] {
  const areas = new Map<string, PermissionArea>();
  for (const permission of permissions) {
    const dot = permission.lastIndexOf('.');
    const area = permission.slice(0, dot);
    const action = permission.slice(dot + 1) as PermissionAction;
    const entry = areas.get(area) ?? { area, actions: {} };
    entry.actions[action] = permission;
    areas.set(area, entry);
  }
  return [...areas.values()];
}

/**
 * Ticking write or delete brings read along (one cannot change what one cannot see); unticking
 * read takes the others away.
 */
export function togglePermission(
  selected: readonly string[],
  area: PermissionArea,
  action: PermissionAction,
  on: boolean,
) {
  const next = new Set(selected);
  const permission = area.actions[action];
  if (!permission) return [...next];
  if (on) {
    next.add(permission);
    if (area.actions.read) next.add(area.actions.read);
  } else {
    next.delete(permission);
    if (action === 'read') for (const other of Object.values(area.actions)) next.delete(other);
  }
  return PERMISSIONS.filter((known) => next.has(known));
}
