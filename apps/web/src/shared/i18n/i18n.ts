import { DEFAULT_LOCALE, type Locale } from '@app/domain/auth/locale';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadLocaleResource } from '../../locales/resources';
import { isLocale, storedLocale, storeLocale } from './language';

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  lng: storedLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ['ro-RO', 'en-GB'],
  // Texts are added by loadLocale before anything renders, so initialisation needs no backend.
  initAsync: false,
  interpolation: { escapeValue: false },
});

const loading = new Map<Locale, Promise<void>>();

/** Downloads a language's texts once; later calls share the same download. */
function loadLocale(locale: Locale): Promise<void> {
  let pending = loading.get(locale);
  if (!pending) {
    pending = loadLocaleResource(locale).then((resource) => {
      i18n.addResourceBundle(locale, 'translation', resource, true, true);
    });
    pending.catch(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}

function syncDocumentLanguage(lng: string): void {
  document.documentElement.lang = lng.slice(0, 2);
  document.title = i18n.t('app.name');
}

/** Resolves once the stored language's texts are in, so the first render is translated. */
export const i18nReady: Promise<void> = loadLocale(currentLocale()).then(() => {
  syncDocumentLanguage(i18n.language);
  i18n.on('languageChanged', syncDocumentLanguage);
});

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** Switches the interface language (downloading its texts first) and remembers it for the next visit. */
export async function changeLocale(locale: Locale): Promise<void> {
  storeLocale(locale);
  await loadLocale(locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}
