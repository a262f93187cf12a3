import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A module whose screens are not built yet; the address already exists so links and bookmarks work. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py="xl" data-testid="coming-soon">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        <span style={{ fontSize: 28 }}>🚧</span>
      </ThemeIcon>
      <Title order={1} size="h3">
        {t('shell.coming-soon.title')}
      </Title>
      <Text c="dimmed" ta="center" maw={480}>
        {t('shell.coming-soon.text')}
      </Text>
    </Stack>
  );
}
