import type { SubResourceScope } from '../../shared/sub-resources/sub-resource-scope';
import { companyKeys } from './companies.queries';
import { useCompanyOutlet } from './pages/CompanyLayout';
import { useCompanyPermissions } from './useCompanyPermissions';

/** The company of the open tab as the owner of its addresses, contacts and bank accounts. */
export function useCompanySubResourceScope(): SubResourceScope {
  const { company } = useCompanyOutlet();
  const { canWrite } = useCompanyPermissions(company.id);
  return {
    apiPath: `/v1/my-companies/${encodeURIComponent(company.id)}`,
    pagePath: `/my-companies/${company.id}`,
    queryKey: companyKeys.detail(company.id),
    textPrefix: 'companies',
    canWrite,
    // The company's own addresses, contacts and bank accounts are part of its profile: removing one
    // is editing the company (my-companies.delete is deleting the company itself).
    canDelete: canWrite,
  };
}
