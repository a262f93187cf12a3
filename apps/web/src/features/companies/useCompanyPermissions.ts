import { canOn } from '../../shared/permissions/permission-check';
import { usePermissions } from '../../shared/permissions/permissions';

/**
 * Permissions on a given company (the one a page shows, which need not be the selected one): the
 * global grants plus that company's. Before the permissions load, nothing is allowed.
 */
export function useCompanyPermissions(companyId: string): {
  canWrite: boolean;
  canDelete: boolean;
  /** The company's subscriptions (billing.read). */
  canReadBilling: boolean;
  /** Buying plans for the company (billing.write). */
  canWriteBilling: boolean;
} {
  const permissions = usePermissions();
  return {
    canWrite: canOn(permissions, companyId, 'my-companies.write'),
    canDelete: canOn(permissions, companyId, 'my-companies.delete'),
    canReadBilling: canOn(permissions, companyId, 'billing.read'),
    canWriteBilling: canOn(permissions, companyId, 'billing.write'),
  };
}
