import { Box, Center, Group, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../shared/i18n/LanguageSwitch';
import { FlashMessages } from '../shared/notify/FlashMessages';

/** Frame of the signed-out pages (and e-mail verification): a centred card with the language switch. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" p="md">
      <Group justify="flex-end" component="header">
        <LanguageSwitch />
      </Group>
      <Center component="main">
        <Stack w="100%" maw={440} gap="lg" mt="xl">
          <Title order={1} ta="center" size="h2">
            {t('app.name')}
          </Title>
          <FlashMessages />
          <Paper withBorder shadow="sm" p="xl">
            <Outlet />
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
