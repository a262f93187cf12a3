import { useTranslation } from 'react-i18next';

/** A locale code as its language's name in the interface language ("en-GB" -> "engleză (Regatul Unit)"). */
export function useLocaleName(): (locale: string) => string {
  const { i18n } = useTranslation();
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  return (locale) => names.of(locale) ?? locale;
}
