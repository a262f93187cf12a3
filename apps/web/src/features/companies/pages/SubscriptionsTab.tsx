import type { Subscription } from '@app/domain/billing/billing.schemas';
import { hasSmartPlan } from '@app/domain/billing/plans';
import { Alert, Badge, Center, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { usePlansQuery, useSubscriptionsQuery } from '../../../shared/session/session.queries';
import { AutoRenewSwitch } from '../billing/AutoRenewSwitch';
import { BuyPlans } from '../billing/BuyPlans';
import { PaymentReturn } from '../billing/PaymentReturn';
import { PaymentsHistory } from '../billing/PaymentsHistory';
import { planLabel } from '../billing/plan-label';
import { subscriptionRows } from '../billing/subscription-rows';
import { useCompanyPermissions } from '../useCompanyPermissions';
import { useCompanyOutlet } from './CompanyLayout';

const STATUS_COLORS: Record<Subscription['status'], string> = {
  active: 'green',
  'expiring-soon': 'yellow',
  expired: 'red',
  'not-renewed': 'gray',
  renewed: 'blue',
};

/** /my-companies/:id/subscriptions: the company's plans, their status and dates. */
export function SubscriptionsTab() {
  const { t } = useTranslation();
  const { company } = useCompanyOutlet();
  const subscriptions = useSubscriptionsQuery();
  const plans = usePlansQuery();
  const { canReadBilling, canWriteBilling } = useCompanyPermissions(company.id);

  if (!canReadBilling) {
    return (
      <Alert color="yellow" data-testid="subscriptions-no-permission">
        {t('companies.subscriptions.no-permission')}
      </Alert>
    );
  }

  if (subscriptions.isPending) {
    return (
      <Center py="lg">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (subscriptions.isError) {
    return <Alert color="red">{t('companies.subscriptions.load-failed')}</Alert>;
  }

  const rows = subscriptionRows(subscriptions.data, plans.data ?? [], company.id);
  return (
    <Stack gap="lg">
      <PaymentReturn companyId={company.id} />
      {rows.length === 0 ? (
        <Paper withBorder p="lg" data-testid="subscriptions-empty">
          <Text>{t('companies.subscriptions.empty')}</Text>
        </Paper>
      ) : (
        <SubscriptionsTable
          rows={rows}
          caption={t('companies.subscriptions.caption', { name: company.legalName })}
          companyId={company.id}
          canChange={canWriteBilling}
        />
      )}
      {canWriteBilling && (
        <BuyPlans companyId={company.id} holdsSmart={hasSmartPlan(subscriptions.data, company.id)} />
      )}
      <PaymentsHistory companyId={company.id} canChange={canWriteBilling} />
    </Stack>
  );
}

function SubscriptionsTable({
  rows,
  caption,
  companyId,
  canChange,
}: {
  rows: ReturnType<typeof subscriptionRows>;
  caption: string;
  companyId: string;
  canChange: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" data-testid="subscriptions-table">
          <Table.Caption>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('companies.subscriptions.plan')}</Table.Th>
              <Table.Th scope="col">{t('companies.subscriptions.status')}</Table.Th>
              <Table.Th scope="col">{t('companies.subscriptions.starts')}</Table.Th>
              <Table.Th scope="col">{t('companies.subscriptions.expires')}</Table.Th>
              <Table.Th scope="col">{t('companies.subscriptions.auto-renew')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid="subscription-row">
                <Table.Td>
                  {row.planCode ? planLabel(row.planCode, t) : t('companies.subscriptions.unknown-plan')}
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLORS[row.status] ?? 'gray'} variant="light">
                    {t(`companies.subscriptions.statuses.${row.status}`)}
                  </Badge>
                  {row.paymentStatus && (
                    <Text size="xs" c="dimmed" mt={4}>
                      {t(`companies.subscriptions.payment.${row.paymentStatus}`, {
                        defaultValue: row.paymentStatus,
                      })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{format.date(row.startsAt)}</Table.Td>
                <Table.Td>{format.date(row.expiresAt)}</Table.Td>
                <Table.Td>
                  <AutoRenewSwitch companyId={companyId} row={row} canChange={canChange} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
