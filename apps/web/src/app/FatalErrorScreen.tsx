import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown when the app cannot start (identity call failed with something other than 401). */
export function FatalErrorScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Center h="100vh" p="md">
      <Stack align="center" gap="sm" data-testid="fatal-error">
        <Title order={2}>{t('errors.screen.internal.title')}</Title>
        <Text c="dimmed" ta="center">
          {t('errors.screen.internal.text')}
        </Text>
        <Button onClick={onRetry}>{t('common.retry')}</Button>
      </Stack>
    </Center>
  );
}
