import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center h="100vh" p="md">
      <Stack align="center" gap="sm" data-testid="not-found">
        <Title order={1}>404</Title>
        <Title order={2}>{t('errors.screen.not-found.title')}</Title>
        <Text c="dimmed" ta="center">
          {t('errors.screen.not-found.text')}
        </Text>
        <Button component={Link} to="/">
          {t('errors.screen.back-home')}
        </Button>
      </Stack>
    </Center>
  );
}
