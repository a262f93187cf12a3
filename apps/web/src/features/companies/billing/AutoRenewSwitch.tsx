import { Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyApiError } from '../../../shared/notify/notify';
import { useSetAutoRenew } from './billing.queries';
import type { SubscriptionRow } from './subscription-rows';

const OPEN_STATUSES: SubscriptionRow['status'][] = ['active', 'expiring-soon'];

/**
 * A subscription's automatic renewal: a switch where it can change (a card kept, the subscription
 * still running, the right to buy), else the plain answer. Off keeps access until the end date.
 */
export function AutoRenewSwitch({
  companyId,
  row,
  canChange,
}: {
  companyId: string;
  row: SubscriptionRow;
  canChange: boolean;
}) {
  const { t } = useTranslation();
  const setAutoRenew = useSetAutoRenew(companyId);
  if (!canChange || !row.cardKept || !OPEN_STATUSES.includes(row.status)) {
    return <Text size="sm">{row.autoRenew ? t('companies.common.yes') : t('companies.common.no')}</Text>;
  }
  return (
    <Switch
      checked={row.autoRenew}
      disabled={setAutoRenew.isPending}
      aria-label={t('companies.subscriptions.auto-renew')}
      data-testid="subscription-auto-renew"
      onChange={(event) =>
        setAutoRenew.mutate(
          { id: row.id, autoRenew: event.currentTarget.checked },
          { onError: notifyApiError },
        )
      }
    />
  );
}
