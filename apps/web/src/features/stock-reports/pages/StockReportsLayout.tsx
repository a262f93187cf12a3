import { todayInRomania } from '@app/domain/validators/iso-date';
import { Container, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useOutletContext } from 'react-router';
import { RouteTabs } from '../../../shared/layout/RouteTabs';
import { ReportSideContext } from '../../../shared/reports/report-side';
import { useSelectedCompanyId } from '../../../shared/session/selected-company';
import { initialStockFilters, type StockReportFilters } from '../stock-report-filters';
import {
  type Choice,
  STOCK_REPORT_PATHS,
  STOCK_REPORTS,
  STOCK_REPORTS_BASE,
  stockReportOfPath,
} from '../stock-report-types';
import { fetchStockReportsMeta } from '../stock-reports.api';

/**
 * The shared report table (ReportTableView) reads its texts' namespace from a report side; the stock
 * reports are a side of their own with no partners.
 */
const STOCK_SIDE = {
  texts: 'stock-reports',
  resource: 'stock-reports',
  basePath: STOCK_REPORTS_BASE,
  partnerRoles: [],
};

export interface StockReportsOutletContext {
  companyId: string;
  /** Warehouse, product, category, period and date are kept from one report to the next. */
  filters: StockReportFilters;
  setFilters: (next: StockReportFilters) => void;
  product: Choice | null;
  setProduct: (product: Choice | null) => void;
  warehouses: Choice[];
  categories: Choice[];
}

export function useStockReportsOutlet(): StockReportsOutletContext {
  return useOutletContext<StockReportsOutletContext>();
}

/** /inventory/stocks-reports: the five stock reports as tabs whose addresses are the reports. */
export function StockReportsLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const companyId = useSelectedCompanyId() ?? '';
  const report = stockReportOfPath(pathname);
  const [filters, setFilters] = useState<StockReportFilters>(() => initialStockFilters(todayInRomania()));
  const [product, setProductState] = useState<Choice | null>(null);
  const meta = useQuery({
    queryKey: ['stock-reports', companyId, 'meta'],
    queryFn: ({ signal }) => fetchStockReportsMeta(companyId, signal),
    enabled: companyId !== '',
    meta: { silent: true },
  });
  const setProduct = (next: Choice | null) => {
    setProductState(next);
    setFilters({ ...filters, productId: next?.id ?? '' });
  };

  return (
    <ReportSideContext.Provider value={STOCK_SIDE}>
      <Container size="xl" py="md">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('stock-reports.title')}
          </Title>
          <RouteTabs
            tabs={STOCK_REPORTS}
            value={report}
            label={t('stock-reports.tabs-label')}
            tabLabel={(tab) => t(`stock-reports.tabs.${tab}`)}
            onSelect={(tab) => navigate(`${STOCK_REPORTS_BASE}/${STOCK_REPORT_PATHS[tab]}`)}
            testIdPrefix="stock-report-tab"
          >
            <Outlet
              context={
                {
                  companyId,
                  filters,
                  setFilters,
                  product,
                  setProduct,
                  warehouses: meta.data?.warehouses ?? [],
                  categories: meta.data?.categories ?? [],
                } satisfies StockReportsOutletContext
              }
            />
          </RouteTabs>
        </Stack>
      </Container>
    </ReportSideContext.Provider>
  );
}
