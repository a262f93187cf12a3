import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../shared/format/useFormat';
import { LoadErrorAlert } from '../../../shared/layout/LoadErrorAlert';
import { PageLoader } from '../../../shared/layout/PageLoader';
import { usePricesQuery } from '../../companies/billing/billing.queries';
import { PaymentReturn } from '../../companies/billing/PaymentReturn';
import { PurchaseModal } from '../../companies/billing/PurchaseModal';
import { AccessAlerts, companySpvPath } from '../access/ModuleAccessNotice';
import { etransportKeys, useActivateEtransport, useEtransportAccess } from '../etransport.queries';
import { etransportPaths } from '../etransport-paths';
import { useEtransportCompany } from '../useEtransportCompany';

/** The period of an add-on plan code ("addon:etransport:quarterly"), or the code itself. */
const planPeriod = (code: string) => /:(monthly|quarterly|yearly)$/.exec(code)?.[1] ?? null;

/** The module's subscription: its state, the activation and its payment, and the SPV connection. */
export function EtransportSubscriptionPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { companyId, canWrite } = useEtransportCompany();
  const access = useEtransportAccess(companyId);
  const [activating, activation] = useDisclosure(false);
  const prices = usePricesQuery();
  const activate = useActivateEtransport(companyId);
  const queryClient = useQueryClient();
  // Back from the payment provider: once the add-on is paid, the module's access is read anew.
  const refreshAccess = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: etransportKeys.access(companyId) }),
    [queryClient, companyId],
  );

  if (access.isPending) return <PageLoader />;
  if (access.isError)
    return (
      <Container size="md" py="md">
        <LoadErrorAlert
          error={access.error}
          backTo={etransportPaths.list()}
          backLabel={t('etransport.actions.back')}
        />
      </Container>
    );

  const data = access.data;
  const paymentPending = data.activation?.paymentStatus === 'pending';
  const canActivate =
    canWrite && data.spvActive && data.migrated && !paymentPending && data.missing.includes('activation');
  const row = (label: string, value: ReactNode, testId?: string) => (
    <Table.Tr>
      <Table.Th w="40%">{label}</Table.Th>
      <Table.Td data-testid={testId}>{value}</Table.Td>
    </Table.Tr>
  );

  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {t('etransport.subscription.title')}
          </Title>
          <Anchor component={Link} to={etransportPaths.list()}>
            {t('etransport.actions.back')}
          </Anchor>
        </Group>
        <AccessAlerts access={data} />
        <Card withBorder>
          <Table>
            <Table.Tbody>
              {row(
                t('etransport.subscription.status'),
                <Badge color={data.active ? 'green' : 'gray'} variant="light">
                  {t(`etransport.subscription.${data.active ? 'active' : 'inactive'}`)}
                </Badge>,
                'module-status',
              )}
              {data.activation ? (
                <>
                  {row(
                    t('etransport.subscription.plan'),
                    planPeriod(data.activation.planCode)
                      ? t(`etransport.subscription.periods.${planPeriod(data.activation.planCode)}`)
                      : data.activation.planCode,
                  )}
                  {row(t('etransport.subscription.starts'), format.date(data.activation.startsAt))}
                  {row(t('etransport.subscription.expires'), format.date(data.activation.expiresAt))}
                  {data.activation.paymentStatus &&
                    row(
                      t('etransport.subscription.payment'),
                      t(`etransport.subscription.payment-status.${data.activation.paymentStatus}`),
                    )}
                </>
              ) : (
                row(t('etransport.subscription.plan'), t('etransport.subscription.no-activation'))
              )}
              {data.baseExpiresAt &&
                row(t('etransport.subscription.base-expires'), format.date(data.baseExpiresAt))}
              {row(
                t('etransport.subscription.spv'),
                t(`etransport.subscription.${data.spvActive ? 'spv-active' : 'spv-inactive'}`),
              )}
            </Table.Tbody>
          </Table>
        </Card>
        <PaymentReturn companyId={companyId} onAccepted={refreshAccess} />
        {(!data.spvActive || !data.migrated) && (
          <Alert color="yellow" data-testid="spv-required">
            <Stack gap="xs">
              <Text size="sm">{t('etransport.subscription.spv-required')}</Text>
              <Anchor component={Link} to={companySpvPath(companyId)} size="sm">
                {t('etransport.access.reconnect-spv')}
              </Anchor>
            </Stack>
          </Alert>
        )}
        {paymentPending && <Alert color="blue">{t('etransport.subscription.payment-pending')}</Alert>}
        {canWrite && (
          <Group justify="flex-end">
            <Button onClick={activation.open} disabled={!canActivate} data-testid="open-activation">
              {t('etransport.subscription.activate')}
            </Button>
          </Group>
        )}
      </Stack>
      {activating && (
        <PurchaseModal
          companyId={companyId}
          product="etransport"
          prices={prices.data ?? []}
          onClose={activation.close}
          purchase={({ period, autoRenew, acceptTerms }) =>
            activate.mutateAsync({ period, autoRenew, acceptTerms })
          }
        />
      )}
    </Container>
  );
}
