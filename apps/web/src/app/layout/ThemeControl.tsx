import { ActionIcon, type MantineColorScheme, Menu, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const SCHEMES: MantineColorScheme[] = ['light', 'dark', 'auto'];
const SYMBOL: Record<MantineColorScheme, string> = { light: '☀', dark: '☾', auto: '◐' };

/**
 * Light, dark or the system's choice. Mantine keeps the choice in localStorage; until the user picks,
 * 'auto' follows the operating system (MantineProvider defaultColorScheme="auto").
 */
export function ThemeControl() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={`${t('shell.theme.label')}: ${t(`shell.theme.${colorScheme}`)}`}
          data-testid="theme-control"
        >
          <span aria-hidden>{SYMBOL[colorScheme]}</span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('shell.theme.label')}>
        <Menu.Label>{t('shell.theme.label')}</Menu.Label>
        {SCHEMES.map((scheme) => (
          <Menu.Item
            key={scheme}
            aria-current={colorScheme === scheme ? 'true' : undefined}
            leftSection={<span aria-hidden>{SYMBOL[scheme]}</span>}
            rightSection={colorScheme === scheme ? <span aria-hidden>✓</span> : null}
            onClick={() => setColorScheme(scheme)}
            data-testid={`theme-option-${scheme}`}
          >
            {t(`shell.theme.${scheme}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
