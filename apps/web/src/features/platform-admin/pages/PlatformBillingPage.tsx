import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RouteTabs } from '../../../shared/layout/RouteTabs';
import { AuditTrailTab } from '../components/AuditTrailTab';
import { PaymentsTab } from '../components/PaymentsTab';
import { SubscriptionsTab } from '../components/SubscriptionsTab';

const TABS = ['subscriptions', 'payments', 'audit'] as const;
type Tab = (typeof TABS)[number];

const tabOf = (value: string | null): Tab => TABS.find((tab) => tab === value) ?? 'subscriptions';

/**
 * The platform operator's billing administration: every tenant's subscriptions (extend one) and
 * payments (mark a bank transfer received), and the audit trail of those changes. The open tab is
 * in the address (?tab=payments), so a reload or a shared link opens it again.
 */
export function PlatformBillingPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  return (
    <Stack gap="lg" data-testid="platform-billing-page">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('platform-admin.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('platform-admin.intro')}
        </Text>
      </Stack>
      <RouteTabs
        tabs={TABS}
        value={tab}
        label={t('platform-admin.tabs.label')}
        tabLabel={(value) => t(`platform-admin.tabs.${value}`)}
        onSelect={(next) => setParams(next === 'subscriptions' ? {} : { tab: next }, { replace: true })}
        testIdPrefix="platform-billing-tab"
      >
        {tab === 'subscriptions' && <SubscriptionsTab />}
        {tab === 'payments' && <PaymentsTab />}
        {tab === 'audit' && <AuditTrailTab />}
      </RouteTabs>
    </Stack>
  );
}
