import { type AreaAccess, useAreaAccess } from '../../shared/permissions/permissions';
import { useSelectedCompany } from '../../shared/session/selected-company';

/**
 * The company whose register the pages show (the selected one) and whether the user may change
 * and delete its items. The routes are guarded by the read permission.
 */
export function useEtransportCompany(): { companyId: string } & AreaAccess {
  const { company } = useSelectedCompany();
  const access = useAreaAccess('anaf-spv.ro-e-transport');
  return { companyId: company?.id ?? '', ...access };
}
