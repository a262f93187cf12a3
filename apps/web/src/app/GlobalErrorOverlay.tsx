import { Box } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { MaintenanceScreen, NoInternetScreen } from '../shared/errors/ErrorScreens';
import { globalScreenStore } from '../shared/errors/global-screen-store';

/**
 * Maintenance (503) and no-internet screens cover the app instead of replacing it, so a half-filled
 * form is still there once the server or the connection is back.
 */
export function GlobalErrorOverlay() {
  const screen = useSyncExternalStore(globalScreenStore.subscribe, globalScreenStore.get);
  const client = useQueryClient();
  const retry = useCallback(() => {
    globalScreenStore.set(null);
    void client.refetchQueries({ type: 'active' });
  }, [client]);

  // The browser knows when the connection returns: no need to wait for a click.
  useEffect(() => {
    if (screen !== 'no-internet') return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [screen, retry]);

  if (!screen) return null;
  return (
    <Box pos="fixed" inset={0} bg="var(--mantine-color-body)" style={{ zIndex: 2000 }} role="alert">
      {screen === 'maintenance' ? (
        <MaintenanceScreen onRetry={retry} />
      ) : (
        <NoInternetScreen onRetry={retry} />
      )}
    </Box>
  );
}
