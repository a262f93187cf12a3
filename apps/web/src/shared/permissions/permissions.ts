import {
  areaPermissions,
  type ManagedArea,
  type Permission,
  type Permissions,
} from '@app/domain/permissions/permissions';
import { useSelectedCompanyId } from '../session/selected-company';
import { usePermissionsQuery } from '../session/session.queries';
import { canOn, isAdminOf } from './permission-check';

/** The session's permissions ({global: {roles, permissions}, byCompany}); null until loaded. */
export function usePermissions(): Permissions | null {
  return usePermissionsQuery().data ?? null;
}

/** Global role ADMIN (the account holder) rather than a sub-user. */
export function useIsAdmin(): boolean {
  return isAdminOf(usePermissions());
}

/** Whether the permission (e.g. 'sub-users.read') holds on the selected company. */
export function useCan(permission: Permission): boolean {
  const permissions = usePermissions();
  const companyId = useSelectedCompanyId();
  return canOn(permissions, companyId, permission);
}

/** The checker itself, for code that tests several permissions (menus, row actions). */
export function useCanFn(): (permission: Permission) => boolean {
  const permissions = usePermissions();
  const companyId = useSelectedCompanyId();
  return (permission) => canOn(permissions, companyId, permission);
}

/** What the user may do beyond reading in an area on the selected company (its pages need read). */
export interface AreaAccess {
  canWrite: boolean;
  /** Deleting and voiding, which cannot be undone: a right of its own (`<area>.delete`). */
  canDelete: boolean;
}

export function useAreaAccess(area: ManagedArea): AreaAccess {
  const can = useCanFn();
  const { write, delete: remove } = areaPermissions(area);
  return { canWrite: can(write), canDelete: can(remove) };
}
