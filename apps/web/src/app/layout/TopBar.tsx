import { Anchor, Burger, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotificationsBell } from '../../features/notifications/NotificationsBell';
import { CompanySelector } from './CompanySelector';
import { LanguageControl } from './LanguageControl';
import { ThemeControl } from './ThemeControl';
import { UserMenu } from './UserMenu';

export const NAVBAR_ID = 'app-navbar';

interface TopBarProps {
  navigationOpened: boolean;
  onToggleNavigation: () => void;
}

export function TopBar({ navigationOpened, onToggleNavigation }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navigationOpened}
          onClick={onToggleNavigation}
          hiddenFrom="sm"
          size="sm"
          aria-label={t(navigationOpened ? 'shell.topbar.close-navigation' : 'shell.topbar.open-navigation')}
          aria-expanded={navigationOpened}
          aria-controls={NAVBAR_ID}
          data-testid="burger"
        />
        <Anchor
          component={Link}
          to="/"
          fw={700}
          size="lg"
          underline="never"
          visibleFrom="xs"
          aria-label={t('shell.topbar.home')}
        >
          {t('app.name')}
        </Anchor>
        <CompanySelector />
      </Group>
      <Group gap={4} wrap="nowrap">
        <NotificationsBell />
        <ThemeControl />
        <LanguageControl />
        <UserMenu />
      </Group>
    </Group>
  );
}
