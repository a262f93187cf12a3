import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIdentity } from '../../shared/session/identity.queries';
import { useSelectedCompany } from '../../shared/session/selected-company';
import { SpvStatusCard } from './components/SpvStatusCard';

/** The signed-in home: greeting, the SPV connection card; the list widgets arrive with their features. */
export function DashboardPage() {
  const { t } = useTranslation();
  const identity = useIdentity();
  const { company } = useSelectedCompany();
  if (!identity) return null;
  return (
    <Stack gap="md">
      <Title order={1} size="h2" data-testid="dashboard-greeting">
        {t('dashboard.greeting', { name: identity.fname })}
      </Title>
      {company && (
        <Text c="dimmed" data-testid="dashboard-company">
          {company.name}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
        {company && <SpvStatusCard company={company} />}
      </SimpleGrid>
      <Text c="dimmed">{t('dashboard.empty')}</Text>
    </Stack>
  );
}
