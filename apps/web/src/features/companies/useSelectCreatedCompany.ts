import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSelectedCompany } from '../../shared/session/selected-company';
import { useRefreshCompanies } from './companies.queries';

/**
 * After a company is created: refresh the company lists (and the subscriptions and permissions the
 * new company brings), then select it, which takes the user to the dashboard. Selecting waits for
 * the refreshed list, as the shell refuses ids it does not know yet.
 */
export function useSelectCreatedCompany(): (id: string) => Promise<void> {
  const { companies, select } = useSelectedCompany();
  const refresh = useRefreshCompanies();
  const navigate = useNavigate();
  const [refreshedId, setRefreshedId] = useState<string | null>(null);

  useEffect(() => {
    if (refreshedId === null) return;
    setRefreshedId(null);
    // Beyond the selector's first 100 companies the new one cannot be chosen there: just go home.
    if (companies.some((company) => company.id === refreshedId)) select(refreshedId);
    else navigate('/');
  }, [refreshedId, companies, select, navigate]);

  return useCallback(
    async (id: string) => {
      await refresh({ withSession: true }).catch(() => undefined);
      setRefreshedId(id);
    },
    [refresh],
  );
}
