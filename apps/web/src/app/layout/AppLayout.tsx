import { AppShell } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ModalLayer } from '../../shared/modals/ModalLayer';
import { FlashMessages } from '../../shared/notify/FlashMessages';
import { usePersistSelectedCompany } from '../../shared/session/selected-company';
import { RouteGates } from '../session/RouteGates';
import { Sidebar } from './Sidebar';
import { SkipLink } from './SkipLink';
import { NAVBAR_ID, TopBar } from './TopBar';

/** The signed-in frame: top bar, sidebar (a slide-in drawer on small screens) and the page. */
export function AppLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  // Below the sm breakpoint the navbar is a drawer; a closed drawer must not take keyboard focus.
  const small = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  usePersistSelectedCompany();

  // The drawer closes on navigation, so the chosen page is not hidden behind it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger.
  useEffect(() => {
    close();
  }, [pathname, close]);

  // Escape closes the drawer, as it would a dialog.
  useEffect(() => {
    if (!opened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [opened, close]);

  return (
    <ModalLayer>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="md"
      >
        <SkipLink />
        <AppShell.Header>
          <TopBar navigationOpened={opened} onToggleNavigation={toggle} />
        </AppShell.Header>
        <AppShell.Navbar
          id={NAVBAR_ID}
          aria-label={t('shell.nav.label')}
          inert={small && !opened}
          data-testid="app-navbar"
        >
          <Sidebar />
        </AppShell.Navbar>
        <AppShell.Main id="main-content" tabIndex={-1}>
          <FlashMessages />
          <RouteGates />
        </AppShell.Main>
      </AppShell>
    </ModalLayer>
  );
}
