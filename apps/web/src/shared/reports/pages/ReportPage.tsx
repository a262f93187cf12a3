import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { validationErrorsOf } from '../../api/api-error';
import { useFormat } from '../../format/useFormat';
import { notifyApiError } from '../../notify/notify';
import { ReportFilterBar } from '../components/ReportFilterBar';
import { ReportTableView } from '../components/ReportTableView';
import {
  checkFilters,
  type FilterErrors,
  REPORT_SHAPES,
  reportQuery,
  serverFilterErrors,
} from '../report-filters';
import { useReportSide } from '../report-side';
import type { ExportFormat, ReportId, ReportTable } from '../report-types';
import { downloadReport, fetchReport } from '../reports.api';
import { reportOfPath, useReportsOutlet } from './ReportsLayout';

/** One tab of /clients/reports or /suppliers/reports; its state starts afresh on every tab. */
export function ReportPage() {
  const { pathname } = useLocation();
  const report = reportOfPath(pathname);
  return <ReportScreen key={report} report={report} />;
}

function ReportScreen({ report }: { report: ReportId }) {
  const { t, i18n } = useTranslation();
  const side = useReportSide();
  const texts = side.texts;
  const { companyId, filters, setFilters, client, setClient, currencies } = useReportsOutlet();
  const [checked, setChecked] = useState<FilterErrors>({});
  // What the last Generate asked for; nothing is loaded before the first one.
  const [applied, setApplied] = useState<{ query: Record<string, string>; run: number } | null>(null);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const language = i18n.language;

  const result = useQuery({
    queryKey: [texts, companyId, report, applied, language],
    queryFn: ({ signal }) => fetchReport(side, companyId, report, applied?.query ?? {}, language, signal),
    enabled: applied !== null,
    meta: { silent: true },
    retry: false,
    gcTime: 0,
  });
  const serverErrors = validationErrorsOf(result.error);
  const errors: FilterErrors = {
    ...checked,
    ...(serverErrors ? serverFilterErrors(report, serverErrors) : {}),
  };

  const generate = () => {
    const found = checkFilters(report, filters);
    setChecked(found);
    if (Object.keys(found).length > 0) return;
    setApplied((previous) => ({ query: reportQuery(report, filters), run: (previous?.run ?? 0) + 1 }));
  };

  const exportAs = async (format: ExportFormat) => {
    if (!applied) return;
    setExporting(format);
    try {
      await downloadReport(side, companyId, report, applied.query, language, format);
    } catch (error) {
      notifyApiError(error);
    } finally {
      setExporting(null);
    }
  };

  return (
    <Stack gap="md">
      <ReportFilterBar
        companyId={companyId}
        report={report}
        filters={filters}
        client={client}
        currencies={currencies}
        errors={errors}
        generating={result.isFetching}
        onFilters={(next) => {
          setChecked({});
          setFilters(next);
        }}
        onClient={(next) => {
          setChecked({});
          setClient(next);
        }}
        onGenerate={generate}
      />
      {applied === null ? (
        <Text c="dimmed" size="sm" data-testid="report-idle">
          {t(`${texts}.${REPORT_SHAPES[report].partnerRequired ? 'idle-client' : 'idle'}`)}
        </Text>
      ) : result.isError && !serverErrors ? (
        <Alert color="red" title={t(`${texts}.failed`)} data-testid="report-failed">
          <Group gap="sm">
            <Text size="sm">{t(`${texts}.failed-hint`)}</Text>
            <Button size="compact-sm" variant="light" onClick={() => void result.refetch()}>
              {t(`${texts}.retry`)}
            </Button>
          </Group>
        </Alert>
      ) : result.data ? (
        <ReportResult
          table={result.data}
          exporting={exporting}
          onExport={(format) => void exportAs(format)}
        />
      ) : null}
    </Stack>
  );
}

function ReportResult({
  table,
  exporting,
  onExport,
}: {
  table: ReportTable;
  exporting: ExportFormat | null;
  onExport: (format: ExportFormat) => void;
}) {
  const { t } = useTranslation();
  const { texts } = useReportSide();
  const format = useFormat();
  const money = (value: string | undefined) => format.money(value ?? null, table.currency);
  const scope = table.from
    ? t(`${texts}.period`, { from: format.date(table.from), to: format.date(table.to) })
    : t(`${texts}.at-date`, { date: format.date(table.to) });

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} size="h4" data-testid="report-title">
            {table.title}
          </Title>
          <Text size="sm" c="dimmed">
            {[table.partner?.name, scope, table.allCurrencies ? t(`${texts}.all-currencies`) : table.currency]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {table.report === 'statement-of-account' && (
            <Text size="sm" data-testid="report-summary">
              {t(`${texts}.summary`, {
                opening: money(table.summary.opening),
                closing: money(table.summary.closing),
              })}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          <Button
            variant="default"
            loading={exporting === 'csv'}
            disabled={exporting !== null}
            onClick={() => onExport('csv')}
            data-testid="report-export-csv"
          >
            {t(`${texts}.export.csv`)}
          </Button>
          <Button
            variant="default"
            loading={exporting === 'xlsx'}
            disabled={exporting !== null}
            onClick={() => onExport('xlsx')}
            data-testid="report-export-xlsx"
          >
            {t(`${texts}.export.xlsx`)}
          </Button>
        </Group>
      </Group>
      <ReportTableView table={table} />
    </Stack>
  );
}
