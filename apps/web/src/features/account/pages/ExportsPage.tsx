import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountPageLayout } from '../components/AccountPageLayout';

/** The exports of the last month; the export jobs arrive in a later release, so the list is empty. */
export function ExportsPage() {
  const { t } = useTranslation();
  return (
    <AccountPageLayout
      title={t('account.exports.title')}
      intro={t('account.exports.intro')}
      testId="account-exports"
    >
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="xs">
          <Title order={2} size="h4">
            {t('account.exports.empty-title')}
          </Title>
          <Text c="dimmed" size="sm" ta="center">
            {t('account.exports.empty-text')}
          </Text>
        </Stack>
      </Paper>
    </AccountPageLayout>
  );
}
