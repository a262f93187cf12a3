import type { CompanyListEntry } from '@app/domain/companies/company.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { notifyError } from '../notify/notify';
import { assertKnownCompanyId, InvalidCompanyIdError, resolveSelectedCompanyId } from './company-resolution';
import { selectedCompanyStore } from './selected-company-store';
import { COMPANIES_QUERY_KEY } from './session';
import { useCompaniesQuery } from './session.queries';

export const COMPANY_QUERY_PARAM = 'myCompanyId';
/** Query keys whose first part is this are refetched when the company changes on the dashboard. */
export const NOTIFICATIONS_QUERY_ROOT = 'notifications';

export interface SelectedCompany {
  company: CompanyListEntry | null;
  companies: CompanyListEntry[];
  /** Switches company: stores the choice and returns to the dashboard. Unknown ids toast 'Invalid company id'. */
  select: (id: string) => void;
  isLoading: boolean;
}

const EMPTY: CompanyListEntry[] = [];

/** The selected company id without the rest (cheap for guards and permission checks). */
export function useSelectedCompanyId(): string | null {
  const [params] = useSearchParams();
  const companies = useCompaniesQuery().data ?? EMPTY;
  const storedId = useSyncExternalStore(selectedCompanyStore.subscribe, selectedCompanyStore.get);
  return resolveSelectedCompanyId(companies, params.get(COMPANY_QUERY_PARAM), storedId);
}

export function useSelectedCompany(): SelectedCompany {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const client = useQueryClient();
  const query = useCompaniesQuery();
  const companies = query.data ?? EMPTY;
  const selectedId = useSelectedCompanyId();

  const select = useCallback(
    (id: string) => {
      try {
        assertKnownCompanyId(companies, id);
      } catch (error) {
        if (!(error instanceof InvalidCompanyIdError)) throw error;
        notifyError(t('shell.company.invalid-id'));
        return;
      }
      selectedCompanyStore.set(id);
      if (pathname === '/') void client.invalidateQueries({ queryKey: [NOTIFICATIONS_QUERY_ROOT] });
      // The dashboard without ?myCompanyId, so the address does not override the new choice.
      navigate('/');
    },
    [companies, pathname, client, navigate, t],
  );

  const company = useMemo(
    () => companies.find((entry) => entry.id === selectedId) ?? null,
    [companies, selectedId],
  );
  return { company, companies, select, isLoading: query.isPending };
}

/**
 * Mounted once by the signed-in layout: a company chosen through ?myCompanyId (a link from an e-mail or
 * a notification) or the fallback to the first company becomes the stored choice.
 */
export function usePersistSelectedCompany(): void {
  const selectedId = useSelectedCompanyId();
  useEffect(() => {
    if (selectedId) selectedCompanyStore.set(selectedId);
  }, [selectedId]);
}

/** For pages that create, rename or delete companies: the selector and guards see the change. */
export function useInvalidateCompanies(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: COMPANIES_QUERY_KEY }), [client]);
}

/**
 * Updates one company of the selector's list in place, e.g. its anafSpvStatus once a company page
 * has loaded fresher data (the spec updates the SPV status per company after a company loads).
 */
export function useUpdateCompanyListEntry(): (id: string, patch: Partial<CompanyListEntry>) => void {
  const client = useQueryClient();
  return useCallback(
    (id, patch) =>
      client.setQueryData<CompanyListEntry[]>(COMPANIES_QUERY_KEY, (list) =>
        list?.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)),
      ),
    [client],
  );
}
