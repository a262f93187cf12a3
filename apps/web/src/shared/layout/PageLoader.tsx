import { Center, Loader, LoadingOverlay } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDelayedFlag } from './useDelayedFlag';

/** Full-page loader while a page or the session loads; invisible for the first 50 ms. */
export function PageLoader({ fullHeight = true }: { fullHeight?: boolean }) {
  const { t } = useTranslation();
  const shown = useDelayedFlag(true);
  return (
    <Center h={fullHeight ? '100vh' : 240} data-testid="page-loader" aria-busy="true">
      {shown && <Loader role="status" aria-label={t('common.loading')} />}
    </Center>
  );
}

/** Covers the page during an action that leaves it (logout); invisible for the first 50 ms. */
export function PageLoaderOverlay({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  const shown = useDelayedFlag(visible);
  return (
    <LoadingOverlay
      visible={shown}
      zIndex={1000}
      overlayProps={{ fixed: true }}
      loaderProps={{ 'aria-label': t('common.loading') }}
      data-testid="page-loader-overlay"
      pos="fixed"
    />
  );
}
