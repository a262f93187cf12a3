import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The product's placeholder screens (client contracts, offers, orders, older store-management pages). */
export function PlaceholderPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py="xl" data-testid="placeholder">
      <Title order={1} size="h3">
        {t('shell.placeholder.title')}
      </Title>
      <Text c="dimmed" ta="center" maw={480}>
        {t('shell.placeholder.text')}
      </Text>
    </Stack>
  );
}
