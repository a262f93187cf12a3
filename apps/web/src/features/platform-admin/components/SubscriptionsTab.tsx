import { Badge, Button, Table, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { planParts } from '../plan-text';
import type { AdminSubscription } from '../platform-admin.api';
import { usePlatformSubscriptions } from '../platform-admin.queries';
import { ExtendSubscriptionModal } from './ExtendSubscriptionModal';
import { QueryContent } from './QueryContent';

/** Every tenant's subscriptions, newest first as the server lists them; a running one can be extended. */
export function SubscriptionsTab() {
  const { t } = useTranslation();
  const format = useFormat();
  const subscriptions = usePlatformSubscriptions();
  const [extending, setExtending] = useState<AdminSubscription | null>(null);
  const yesNo = (value: boolean) => t(value ? 'platform-admin.yes' : 'platform-admin.no');
  return (
    <>
      <QueryContent
        query={subscriptions}
        empty={t('platform-admin.subscriptions.empty')}
        testId="platform-subscriptions"
      >
        {(items) => (
          <Table.ScrollContainer minWidth={900}>
            <Table verticalSpacing="sm" data-testid="platform-subscriptions-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('platform-admin.columns.company')}</Table.Th>
                  <Table.Th scope="col">{t('platform-admin.columns.plan')}</Table.Th>
                  <Table.Th scope="col">{t('platform-admin.columns.period')}</Table.Th>
                  <Table.Th scope="col">{t('platform-admin.columns.starts')}</Table.Th>
                  <Table.Th scope="col">{t('platform-admin.columns.expires')}</Table.Th>
                  <Table.Th scope="col">{t('platform-admin.columns.auto-renew')}</Table.Th>
                  <Table.Th scope="col">{t('platform-admin.columns.ended')}</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('platform-admin.columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((subscription) => {
                  const { plan, period } = planParts(subscription.planCode, t);
                  return (
                    <Table.Tr
                      key={subscription.id}
                      data-testid="platform-subscription-row"
                      data-id={subscription.id}
                      data-company-id={subscription.myCompanyId}
                      data-plan-code={subscription.planCode}
                    >
                      <Table.Td>{subscription.companyName}</Table.Td>
                      <Table.Td>{plan}</Table.Td>
                      <Table.Td>{period}</Table.Td>
                      <Table.Td>{format.date(subscription.startsAt)}</Table.Td>
                      <Table.Td
                        data-testid="platform-subscription-expires"
                        data-value={subscription.expiresAt}
                      >
                        {format.date(subscription.expiresAt)}
                      </Table.Td>
                      <Table.Td>{yesNo(subscription.autoRenew)}</Table.Td>
                      <Table.Td>
                        {subscription.ended ? (
                          <Badge color="gray" variant="light">
                            {t('platform-admin.subscriptions.ended')}
                          </Badge>
                        ) : (
                          <Badge color="green" variant="light">
                            {t('platform-admin.subscriptions.running')}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td ta="right">
                        {!subscription.ended && (
                          <Button
                            size="compact-sm"
                            variant="light"
                            onClick={() => setExtending(subscription)}
                            data-testid="platform-subscription-extend"
                          >
                            {t('platform-admin.extend.open')}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryContent>
      {extending && <ExtendSubscriptionModal subscription={extending} onClose={() => setExtending(null)} />}
    </>
  );
}
