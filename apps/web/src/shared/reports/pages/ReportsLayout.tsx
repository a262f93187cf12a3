import { todayInRomania } from '@app/domain/validators/iso-date';
import { Container, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useOutletContext } from 'react-router';
import { RouteTabs } from '../../layout/RouteTabs';
import { useSelectedCompanyId } from '../../session/selected-company';
import { ALL_CURRENCIES, initialFilters, type ReportFilters } from '../report-filters';
import { useReportSide } from '../report-side';
import { DEFAULT_REPORT, REPORTS, type ReportId } from '../report-types';
import { fetchReportsMeta } from '../reports.api';

/** The report an address names: /clients/reports (or /suppliers/reports) is the statement of account. */
export function reportOfPath(pathname: string): ReportId {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return (REPORTS as readonly string[]).includes(last) ? (last as ReportId) : DEFAULT_REPORT;
}

/** When the company has no invoice or payment yet, these are offered (RON first). */
const FALLBACK_CURRENCIES = ['RON', 'EUR', 'USD'];

export interface ReportsOutletContext {
  companyId: string;
  /** Partner, period, date and currency are kept from one report to the next. */
  filters: ReportFilters;
  setFilters: (next: ReportFilters) => void;
  client: { id: string; name: string } | null;
  setClient: (client: { id: string; name: string } | null) => void;
  currencies: string[];
}

export function useReportsOutlet(): ReportsOutletContext {
  return useOutletContext<ReportsOutletContext>();
}

/** /clients/reports and /suppliers/reports: the five reports as tabs whose addresses are the reports. */
export function ReportsLayout() {
  const { t } = useTranslation();
  const side = useReportSide();
  const texts = side.texts;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const companyId = useSelectedCompanyId() ?? '';
  const report = reportOfPath(pathname);
  const [filters, setFilters] = useState<ReportFilters>(() => initialFilters(todayInRomania()));
  const [client, setClientState] = useState<{ id: string; name: string } | null>(null);
  const meta = useQuery({
    queryKey: [texts, companyId, 'meta'],
    queryFn: ({ signal }) => fetchReportsMeta(side, companyId, signal),
    enabled: companyId !== '',
    meta: { silent: true },
  });
  const setClient = (next: { id: string; name: string } | null) => {
    setClientState(next);
    setFilters({ ...filters, partnerId: next?.id ?? '' });
  };
  // The chosen currency stays a choice even before the list has it; "all" is the bar's own choice.
  const chosen = filters.currency === ALL_CURRENCIES ? [] : [filters.currency];
  const currencies = [...new Set([...(meta.data?.currencies ?? FALLBACK_CURRENCIES), ...chosen])];

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t(`${texts}.title`)}
        </Title>
        <RouteTabs
          tabs={REPORTS}
          value={report}
          label={t(`${texts}.tabs-label`)}
          tabLabel={(tab) => t(`${texts}.tabs.${tab}`)}
          onSelect={(tab) => navigate(`${side.basePath}/${tab}`)}
          testIdPrefix="report-tab"
        >
          <Outlet
            context={
              {
                companyId,
                filters,
                setFilters,
                client,
                setClient,
                currencies,
              } satisfies ReportsOutletContext
            }
          />
        </RouteTabs>
      </Stack>
    </Container>
  );
}
