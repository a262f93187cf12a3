import { LOCALES } from '@app/domain/auth/locale';
import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../shared/i18n/i18n';
import { languageLabel } from '../../shared/i18n/language';
import { useSaveLocale } from '../../shared/session/useSaveLocale';

/** ro / en for a signed-in user: the choice is saved to the account, so it follows them everywhere. */
export function LanguageControl() {
  const { t, i18n } = useTranslation();
  const { save, isPending } = useSaveLocale();
  const current = LOCALES.find((locale) => locale === i18n.language) ?? currentLocale();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          size="compact-md"
          loading={isPending}
          // The visible code (ro, en) is part of the name, as speech input users say what they see.
          aria-label={`${t('shell.language.label')}: ${languageLabel(current)} – ${t(`shell.language.${current}`)}`}
          data-testid="language-control"
        >
          {languageLabel(current)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('shell.language.label')}>
        <Menu.Label>{t('shell.language.label')}</Menu.Label>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale}
            aria-current={locale === current ? 'true' : undefined}
            lang={locale.slice(0, 2)}
            rightSection={locale === current ? <span aria-hidden>✓</span> : null}
            onClick={() => {
              if (locale !== current) save(locale);
            }}
            data-testid={`language-option-${locale}`}
          >
            {t(`shell.language.${locale}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
