import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIdentity } from '../../../shared/session/identity.queries';
import { AccountPageLayout } from '../components/AccountPageLayout';

export type TwoFactorSection = 'setup' | 'regenerate' | 'deactivate';

/** Two-factor setup, recovery codes and deactivation: their screens come in a later release. */
export function TwoFactorPage({ section }: { section: TwoFactorSection }) {
  const { t } = useTranslation();
  const type = useIdentity()?.twoFactorType ?? null;
  return (
    <AccountPageLayout
      title={t(`account.two-factor.${section}.title`)}
      testId={`account-two-factor-${section}`}
    >
      <Stack gap="sm">
        <Text size="sm">
          {type
            ? t('account.two-factor.status-on', { type: t(`account.two-factor.types.${type}`) })
            : t('account.two-factor.status-off')}
        </Text>
        <Alert color="blue" data-testid="coming-soon">
          {t('account.coming-soon')}
        </Alert>
      </Stack>
    </AccountPageLayout>
  );
}

export function TwoFactorSetupPage() {
  return <TwoFactorPage section="setup" />;
}

export function TwoFactorRegeneratePage() {
  return <TwoFactorPage section="regenerate" />;
}

export function TwoFactorDeactivatePage() {
  return <TwoFactorPage section="deactivate" />;
}
