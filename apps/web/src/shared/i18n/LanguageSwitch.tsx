import { LOCALES } from '@app/domain/auth/locale';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from './i18n';
import { isLocale, languageLabel } from './language';

/** Compact ro/en toggle for the public pages. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language.label')}
      data-testid="language-switch"
      value={isLocale(i18n.language) ? i18n.language : currentLocale()}
      onChange={(value) => {
        if (isLocale(value)) void changeLocale(value);
      }}
      data={LOCALES.map((locale) => ({ value: locale, label: languageLabel(locale) }))}
    />
  );
}
