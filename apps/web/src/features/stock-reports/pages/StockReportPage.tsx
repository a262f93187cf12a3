import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { validationErrorsOf } from '../../../shared/api/api-error';
import { useFormat } from '../../../shared/format/useFormat';
import { notifyApiError } from '../../../shared/notify/notify';
import { ReportTableView } from '../../../shared/reports/components/ReportTableView';
import type { ExportFormat } from '../../../shared/reports/report-types';
import { StockReportFilterBar } from '../components/StockReportFilterBar';
import {
  checkStockFilters,
  type StockFilterErrors,
  serverStockFilterErrors,
  stockReportQuery,
} from '../stock-report-filters';
import { type StockReportId, type StockReportTable, stockReportOfPath } from '../stock-report-types';
import { downloadStockReport, fetchStockReport } from '../stock-reports.api';
import { useStockReportsOutlet } from './StockReportsLayout';

/** One tab of /inventory/stocks-reports; its state starts afresh on every tab. */
export function StockReportPage() {
  const { pathname } = useLocation();
  const report = stockReportOfPath(pathname);
  return <StockReportScreen key={report} report={report} />;
}

function StockReportScreen({ report }: { report: StockReportId }) {
  const { t, i18n } = useTranslation();
  const outlet = useStockReportsOutlet();
  const { companyId, filters, setFilters } = outlet;
  const [checked, setChecked] = useState<StockFilterErrors>({});
  // What the last Generate asked for; nothing is loaded before the first one.
  const [applied, setApplied] = useState<{ query: Record<string, string>; run: number } | null>(null);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const language = i18n.language;

  const result = useQuery({
    queryKey: ['stock-reports', companyId, report, applied, language],
    queryFn: ({ signal }) => fetchStockReport(companyId, report, applied?.query ?? {}, language, signal),
    enabled: applied !== null,
    meta: { silent: true },
    retry: false,
    gcTime: 0,
  });
  const serverErrors = validationErrorsOf(result.error);
  const errors: StockFilterErrors = {
    ...checked,
    ...(serverErrors ? serverStockFilterErrors(report, serverErrors) : {}),
  };

  const generate = () => {
    const found = checkStockFilters(report, filters);
    setChecked(found);
    if (Object.keys(found).length > 0) return;
    setApplied((previous) => ({ query: stockReportQuery(report, filters), run: (previous?.run ?? 0) + 1 }));
  };

  const exportAs = async (format: ExportFormat) => {
    if (!applied) return;
    setExporting(format);
    try {
      await downloadStockReport(companyId, report, applied.query, language, format);
    } catch (error) {
      notifyApiError(error);
    } finally {
      setExporting(null);
    }
  };

  return (
    <Stack gap="md">
      <StockReportFilterBar
        companyId={companyId}
        report={report}
        filters={filters}
        product={outlet.product}
        warehouses={outlet.warehouses}
        categories={outlet.categories}
        errors={errors}
        generating={result.isFetching}
        onFilters={(next) => {
          setChecked({});
          setFilters(next);
        }}
        onProduct={(next) => {
          setChecked({});
          outlet.setProduct(next);
        }}
        onGenerate={generate}
      />
      {applied === null ? (
        <Text c="dimmed" size="sm" data-testid="stock-report-idle">
          {t(report === 'stock-record' ? 'stock-reports.idle-record' : 'stock-reports.idle')}
        </Text>
      ) : result.isError && !serverErrors ? (
        <Alert color="red" title={t('stock-reports.failed')} data-testid="stock-report-failed">
          <Group gap="sm">
            <Text size="sm">{t('stock-reports.failed-hint')}</Text>
            <Button size="compact-sm" variant="light" onClick={() => void result.refetch()}>
              {t('stock-reports.retry')}
            </Button>
          </Group>
        </Alert>
      ) : result.data ? (
        <StockReportResult
          table={result.data}
          exporting={exporting}
          onExport={(format) => void exportAs(format)}
        />
      ) : null}
    </Stack>
  );
}

function StockReportResult({
  table,
  exporting,
  onExport,
}: {
  table: StockReportTable;
  exporting: ExportFormat | null;
  onExport: (format: ExportFormat) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const scope = table.from
    ? t('stock-reports.period', { from: format.date(table.from), to: format.date(table.to) })
    : t('stock-reports.at-date', { date: format.date(table.to) });

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} size="h4" data-testid="stock-report-title">
            {table.title}
          </Title>
          <Text size="sm" c="dimmed" data-testid="stock-report-scope">
            {[
              table.product?.name,
              table.warehouse?.name,
              table.category?.name,
              scope,
              t('stock-reports.in-ron'),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            variant="default"
            loading={exporting === 'csv'}
            disabled={exporting !== null}
            onClick={() => onExport('csv')}
            data-testid="stock-report-export-csv"
          >
            {t('stock-reports.export.csv')}
          </Button>
          <Button
            variant="default"
            loading={exporting === 'xlsx'}
            disabled={exporting !== null}
            onClick={() => onExport('xlsx')}
            data-testid="stock-report-export-xlsx"
          >
            {t('stock-reports.export.xlsx')}
          </Button>
        </Group>
      </Group>
      <ReportTableView table={table} />
    </Stack>
  );
}
