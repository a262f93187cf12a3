import { ACTIVE_LIKE_STATUSES } from '@app/domain/companies/company.schemas';
import { Alert, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { SpvStatusBadge } from '../components/SpvStatusBadge';
import { useCompanyOutlet } from './CompanyLayout';

/** /my-companies/:id/anaf-spv: the tax connection's status; activation comes in a later release. */
export function AnafSpvTab() {
  const { t } = useTranslation();
  const format = useFormat();
  const { company } = useCompanyOutlet();
  const activeLike = ACTIVE_LIKE_STATUSES.includes(company.anafSpvStatus);

  return (
    <Stack gap="md">
      <Paper withBorder p="md" component="section" aria-label={t('companies.spv.title')}>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4">
              {t('companies.spv.title')}
            </Title>
            <SpvStatusBadge status={company.anafSpvStatus} />
          </Group>
          <Text size="sm">{t(`companies.spv.explain.${company.anafSpvStatus}`)}</Text>
          <Text size="sm" c="dimmed">
            {t('companies.spv.certificate-expiry')}:{' '}
            {company.certificateExpirationDate
              ? format.date(company.certificateExpirationDate)
              : t('companies.spv.no-certificate')}
          </Text>
        </Stack>
      </Paper>
      {!activeLike && (
        <Paper withBorder p="md" component="section" aria-label={t('companies.spv.why-title')}>
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('companies.spv.why-title')}
            </Title>
            <List size="sm" spacing="xs">
              <List.Item>{t('companies.spv.why.efactura')}</List.Item>
              <List.Item>{t('companies.spv.why.etransport')}</List.Item>
              <List.Item>{t('companies.spv.why.received')}</List.Item>
            </List>
          </Stack>
        </Paper>
      )}
      <Alert color="blue" role="status" title={t('companies.spv.coming-title')} data-testid="spv-coming-soon">
        {t('companies.spv.coming')}
      </Alert>
    </Stack>
  );
}
