import { effectivePermissions, type Permission, type Permissions } from '@app/domain/permissions/permissions';

/** A global admin holds every permission on every company. */
export function isAdminOf(permissions: Permissions | null | undefined): boolean {
  return permissions?.global.roles.includes('admin') ?? false;
}

/** Whether the permission holds on the company: global grants plus the company's (spec 01 §6). */
export function canOn(
  permissions: Permissions | null | undefined,
  companyId: string | null,
  permission: Permission,
): boolean {
  if (!permissions) return false;
  if (isAdminOf(permissions)) return true;
  return effectivePermissions(permissions, companyId).has(permission);
}
