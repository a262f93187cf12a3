import type { EtransportAccess } from '@app/domain/etransport/etransport-api.schemas';
import { Alert, Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../shared/format/useFormat';
import { etransportPaths } from '../etransport-paths';

/** The company details page, where the SPV connection is made again. */
export const companySpvPath = (companyId: string) =>
  `/my-companies/${encodeURIComponent(companyId)}/anaf-spv`;

/** The alerts about the base plan (spec 03 §1): it expires before the module, or has expired. */
export function AccessAlerts({ access }: { access: EtransportAccess }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (access.alerts.length === 0) return null;
  return (
    <Stack gap="xs">
      {access.alerts.map((alert) => (
        <Alert key={alert} color={alert === 'base-expired' ? 'red' : 'yellow'} data-testid={`alert-${alert}`}>
          {t(`etransport.access.alerts.${alert}`, { date: format.date(access.baseExpiresAt) })}
        </Alert>
      ))}
    </Stack>
  );
}

/** Without the module (spec 03 §1): what is missing, and the way to activate it. */
export function ModuleAccessNotice({ access, companyId }: { access: EtransportAccess; companyId: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="blue" title={t('etransport.access.inactive-title')} data-testid="etransport-inactive">
      <Stack gap="sm">
        <Text size="sm">{t('etransport.access.inactive-text')}</Text>
        <List size="sm">
          {access.missing.map((need) => (
            <List.Item key={need} data-testid={`missing-${need}`}>
              {t(`etransport.access.missing.${need}`)}
            </List.Item>
          ))}
        </List>
        <Group>
          <Button component={Link} to={etransportPaths.subscription()} data-testid="etransport-activate">
            {t('etransport.access.activate')}
          </Button>
          {(access.missing.includes('spv-connection') || !access.migrated) && (
            <Anchor component={Link} to={companySpvPath(companyId)} size="sm">
              {t('etransport.access.reconnect-spv')}
            </Anchor>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
