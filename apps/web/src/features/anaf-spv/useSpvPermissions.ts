import { canOn } from '../../shared/permissions/permission-check';
import { usePermissions } from '../../shared/permissions/permissions';

/**
 * What the user may do with a company's SPV connection, as the server decides it: see it with
 * `anaf-spv.ro-e-factura.read`, change it (activate, dates, settings, invitation) with
 * `anaf-spv.ro-e-factura.write`, deactivate it (ANAF's authorisation is dropped and has to be given
 * again) with `anaf-spv.ro-e-factura.delete`. Before the permissions load, nothing is allowed.
 */
export function useSpvPermissions(companyId: string): {
  canRead: boolean;
  canWrite: boolean;
  canDelete: boolean;
} {
  const permissions = usePermissions();
  const canRead = canOn(permissions, companyId, 'anaf-spv.ro-e-factura.read');
  return {
    canRead,
    canWrite: canRead && canOn(permissions, companyId, 'anaf-spv.ro-e-factura.write'),
    canDelete: canRead && canOn(permissions, companyId, 'anaf-spv.ro-e-factura.delete'),
  };
}
