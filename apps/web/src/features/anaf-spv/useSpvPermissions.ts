import { canOn } from '../../shared/permissions/permission-check';
import { usePermissions } from '../../shared/permissions/permissions';

/**
 * What the user may do with a company's SPV connection (the server's rule): see it with the
 * e-Factura read permission or the company write one; change it with the company write permission
 * or the e-Factura write one. Before the permissions load, nothing is allowed.
 */
export function useSpvPermissions(companyId: string): { canRead: boolean; canWrite: boolean } {
  const permissions = usePermissions();
  const canWrite =
    canOn(permissions, companyId, 'my-companies.write') ||
    canOn(permissions, companyId, 'anaf-spv.ro-e-factura.write');
  return {
    canWrite,
    canRead: canWrite || canOn(permissions, companyId, 'anaf-spv.ro-e-factura.read'),
  };
}
