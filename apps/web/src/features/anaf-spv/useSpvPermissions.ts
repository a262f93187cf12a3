import { canOn } from '../../shared/permissions/permission-check';
import { usePermissions } from '../../shared/permissions/permissions';

/**
 * What the user may do with a company's SPV connection, as the server decides it: see it with
 * `anaf-spv.ro-e-factura.read`, change it (activate, dates, settings, invitation, deactivate) with
 * `anaf-spv.ro-e-factura.write`. Before the permissions load, nothing is allowed.
 */
export function useSpvPermissions(companyId: string): { canRead: boolean; canWrite: boolean } {
  const permissions = usePermissions();
  const canRead = canOn(permissions, companyId, 'anaf-spv.ro-e-factura.read');
  return { canRead, canWrite: canRead && canOn(permissions, companyId, 'anaf-spv.ro-e-factura.write') };
}
