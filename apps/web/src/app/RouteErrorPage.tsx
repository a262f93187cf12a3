import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { isChunkLoadError, reloadForNewBuild } from './chunk-error';
import { NotFoundPage } from './NotFoundPage';

/** Error boundary of the router: stale chunks reload, 404s show not-found, the rest an error screen. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunkError = isChunkLoadError(error);

  useEffect(() => {
    if (chunkError) reloadForNewBuild();
    else console.error(error);
  }, [chunkError, error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Center h="100vh" p="md">
      <Stack align="center" gap="sm" data-testid="route-error">
        <Title order={2}>{t('errors.screen.internal.title')}</Title>
        <Text c="dimmed" ta="center">
          {t('errors.screen.internal.text')}
        </Text>
        <Group>
          <Button variant="default" onClick={() => window.location.reload()}>
            {t('common.retry')}
          </Button>
          <Button component={Link} to="/" reloadDocument>
            {t('errors.screen.back-home')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
