import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/permissions/permissions';
import { useSelectedCompany } from '../../../shared/session/selected-company';
import { AccountPageLayout } from '../components/AccountPageLayout';
import { ExportForm } from '../exports/ExportForm';
import { ExportsTable } from '../exports/ExportsTable';
import { useExportsQuery } from '../exports/exports.queries';

/** The selected company's exports: start one, follow its progress, download the archives of the last month. */
export function ExportsPage() {
  const { t } = useTranslation();
  const company = useSelectedCompany();
  const companyId = company.company?.id ?? null;
  const canRead = useCan('exports.read');
  const canWrite = useCan('exports.write');
  const jobs = useExportsQuery(canRead ? companyId : null);
  return (
    <AccountPageLayout
      title={t('account.exports.title')}
      intro={t('account.exports.intro', { company: company.company?.name ?? '' })}
      testId="account-exports"
    >
      {!companyId || !canRead ? (
        <Alert color="yellow">{t('common.errors.no-permissions')}</Alert>
      ) : (
        <Stack gap="xl">
          {canWrite && (
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {t('account.exports.new')}
                </Title>
                <ExportForm companyId={companyId} />
              </Stack>
            </Paper>
          )}
          {jobs.isPending ? (
            <Loader size="sm" />
          ) : jobs.isError ? (
            <Alert color="red">{t('errors.generic')}</Alert>
          ) : jobs.data.length === 0 ? (
            <Stack gap={4} align="center" data-testid="exports-empty">
              <Title order={2} size="h4">
                {t('account.exports.empty-title')}
              </Title>
              <Text c="dimmed" size="sm" ta="center">
                {t('account.exports.empty-text')}
              </Text>
            </Stack>
          ) : (
            <ExportsTable companyId={companyId} jobs={jobs.data} />
          )}
        </Stack>
      )}
    </AccountPageLayout>
  );
}
