import type { CompanyListEntry } from '@app/domain/companies/company.schemas';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isSpvConnected, SPV_STATUS_COLOR } from './spv-status';
import { WidgetFrame } from './WidgetFrame';

/** The selected company's connection to the tax authority's private space, with a way to fix it. */
export function SpvStatusCard({ company }: { company: CompanyListEntry }) {
  const { t } = useTranslation();
  const status = company.anafSpvStatus;
  const connected = isSpvConnected(status);
  return (
    <WidgetFrame title={t('dashboard.spv.title')}>
      <Group gap="xs">
        <Text size="sm">{t('dashboard.spv.status-label')}:</Text>
        <Badge color={SPV_STATUS_COLOR[status]} variant="light" data-testid="spv-status">
          {t(`dashboard.spv.status.${status}`)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {t(`dashboard.spv.hint.${status}`)}
      </Text>
      <Group>
        <Button
          component={Link}
          to={`/my-companies/${encodeURIComponent(company.id)}/anaf-spv`}
          variant={connected ? 'default' : 'filled'}
          size="sm"
          data-testid="spv-link"
        >
          {t(connected ? 'dashboard.spv.manage' : 'dashboard.spv.connect')}
        </Button>
      </Group>
    </WidgetFrame>
  );
}
