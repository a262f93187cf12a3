import type { SpvConnection } from '@app/domain/efactura/spv-connection.schemas';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { canDeactivate } from '../activation-steps';
import { ConnectionStatusBadge } from './ConnectionStatusBadge';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

interface StatusSectionProps {
  connection: SpvConnection;
  /** The user's right to deactivate (anaf-spv.ro-e-factura.delete). */
  mayDeactivate: boolean;
  onDeactivate: () => void;
}

/** The connection's status and what it means, when it was activated, synced and checked. */
export function StatusSection({ connection, mayDeactivate, onDeactivate }: StatusSectionProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { status } = connection;
  const retried = status === 'pending' || status === 'unauthorized';
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="spv-status-title">
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Title order={2} size="h4" id="spv-status-title">
            {t('anaf-spv.title')}
          </Title>
          <ConnectionStatusBadge status={status} />
        </Group>
        <Text size="sm" data-testid="spv-status-meaning">
          {t(`anaf-spv.meaning.${status}`)}
        </Text>
        {connection.simulator && (
          <Text size="xs" c="dimmed" data-testid="spv-simulator-note">
            {t('anaf-spv.simulator')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <Fact label={t('anaf-spv.facts.cif')}>{connection.cif}</Fact>
          <Fact label={t('anaf-spv.facts.activated-at')}>
            {connection.activatedAt ? format.dateTime(connection.activatedAt) : t('anaf-spv.facts.never')}
          </Fact>
          {connection.activatedByAccountant && (
            <Fact label={t('anaf-spv.facts.activated-by-accountant')}>
              {connection.activatedByAccountant}
            </Fact>
          )}
          {connection.statusSince && status !== 'inactive' && (
            <Fact label={t('anaf-spv.facts.status-since')}>{format.dateTime(connection.statusSince)}</Fact>
          )}
          {retried && connection.nextCheckAt && (
            <Fact label={t('anaf-spv.facts.next-check')}>{format.dateTime(connection.nextCheckAt)}</Fact>
          )}
          <Fact label={t('anaf-spv.facts.refreshed-at')}>
            {connection.refreshedAt ? format.dateTime(connection.refreshedAt) : t('anaf-spv.facts.never')}
          </Fact>
          <Fact label={t('anaf-spv.facts.last-sync')} testId="spv-last-sync">
            {connection.lastSyncAt ? format.dateTime(connection.lastSyncAt) : t('anaf-spv.facts.never')}
          </Fact>
        </SimpleGrid>
        {connection.lastError && status !== 'active' && (
          <Alert color="orange" title={t('anaf-spv.facts.last-error')} data-testid="spv-last-error">
            {connection.lastError}
          </Alert>
        )}
        {mayDeactivate && canDeactivate(status) && (
          <Group>
            <Button color="red" variant="light" onClick={onDeactivate} data-testid="spv-deactivate">
              {t('anaf-spv.deactivate.button')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
