import { Navigate, Outlet } from 'react-router';
import { useCompaniesQuery } from '../../shared/session/session.queries';

export const FIRST_COMPANY_PATH = '/create-first-company';

/** Every private page works on a company: a user without one creates the first. */
export function RequireCompany() {
  const companies = useCompaniesQuery().data ?? [];
  return companies.length === 0 ? <Navigate to={FIRST_COMPANY_PATH} replace /> : <Outlet />;
}
