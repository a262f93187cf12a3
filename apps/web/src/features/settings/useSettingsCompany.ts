import { type AreaAccess, useAreaAccess } from '../../shared/permissions/permissions';
import { useSelectedCompanyId } from '../../shared/session/selected-company';

/**
 * The company whose lists the pages show (the selected one) and whether the user may change, and
 * delete, their rows there. The routes are guarded by settings.read on that company.
 */
export function useSettingsCompany(): { companyId: string } & AreaAccess {
  const companyId = useSelectedCompanyId() ?? '';
  return { companyId, ...useAreaAccess('settings') };
}
