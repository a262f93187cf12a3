import type { CompanyListEntry } from '@app/domain/companies/company.schemas';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../shared/format/useFormat';
import { useConnectionQuery } from '../../anaf-spv/anaf-spv.queries';
import { certificateWarning, todayInRomania } from '../../anaf-spv/certificate';
import { useSpvPermissions } from '../../anaf-spv/useSpvPermissions';
import { isSpvConnected, SPV_STATUS_COLOR } from './spv-status';
import { WidgetFrame } from './WidgetFrame';

/**
 * The selected company's connection to the tax authority's private space (spec 02 §2 tax-connection
 * card): its status, a connect button to the company's SPV page when it is not active-like, and the
 * certificate's expiry warning for those who may read the connection.
 */
export function SpvStatusCard({ company }: { company: CompanyListEntry }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { canRead } = useSpvPermissions(company.id);
  // The connection itself when it may be read (fresher, with the certificate date); else the status
  // the company list carries.
  const connection = useConnectionQuery(company.id, canRead).data;
  const status = connection?.status ?? company.anafSpvStatus;
  const connected = isSpvConnected(status);
  const expiry = connection?.certificateExpiresAt ?? null;
  const warning = certificateWarning(expiry, todayInRomania());
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
      {warning && (
        <Text size="sm" c={warning.kind === 'soon' ? 'orange' : 'red'} data-testid="spv-card-certificate">
          {t(`anaf-spv.certificate.warning.${warning.kind}`, {
            count: warning.days,
            date: format.date(expiry),
          })}
        </Text>
      )}
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
