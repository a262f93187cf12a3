import { useCan } from '../../shared/permissions/permissions';
import { useSelectedCompanyId } from '../../shared/session/selected-company';

/**
 * The company whose lists the pages show (the selected one) and whether the user may change them
 * there. The routes are guarded by settings.read on that company.
 */
export function useSettingsCompany(): { companyId: string; canWrite: boolean } {
  const companyId = useSelectedCompanyId() ?? '';
  const canWrite = useCan('settings.write');
  return { companyId, canWrite };
}
