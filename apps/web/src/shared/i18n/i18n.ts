import { DEFAULT_LOCALE, type Locale } from '@app/domain/auth/locale';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from '../../locales/resources';
import { isLocale, storedLocale, storeLocale } from './language';

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { 'ro-RO': { translation: resources['ro-RO'] }, 'en-GB': { translation: resources['en-GB'] } },
  lng: storedLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ['ro-RO', 'en-GB'],
  // Both resources are bundled, so initialisation is synchronous and the first render is translated.
  initAsync: false,
  interpolation: { escapeValue: false },
});

function syncDocumentLanguage(lng: string): void {
  document.documentElement.lang = lng.slice(0, 2);
  document.title = i18n.t('app.name');
}

syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** Switches the interface language and remembers it for the next visit. */
export async function changeLocale(locale: Locale): Promise<void> {
  storeLocale(locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}
