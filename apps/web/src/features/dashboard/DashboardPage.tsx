import { Button, Container, Group, LoadingOverlay, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIdentity } from '../../shared/session/identity.queries';
import { useLogout } from '../../shared/session/useLogout';

/** The signed-in home; the full shell (sidebar, top bar, widgets) comes later. */
export function DashboardPage() {
  const { t } = useTranslation();
  const identity = useIdentity();
  const logout = useLogout();
  if (!identity) return null;
  return (
    <Container size="md" py="xl">
      <LoadingOverlay visible={logout.isPending} />
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={1} size="h2" data-testid="dashboard-greeting">
            {t('dashboard.greeting', { name: identity.fname })}
          </Title>
          <Button variant="default" onClick={logout.run} data-testid="logout">
            {t('auth.logout')}
          </Button>
        </Group>
        <Text c="dimmed">{t('dashboard.empty')}</Text>
      </Stack>
    </Container>
  );
}
