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

type Part = 'core' | 'rest';
const loading = new Map<string, Promise<void>>();
/** Whether the signed-in pages' texts were asked for: a language switch then brings them too. */
let restWanted = false;

/** Downloads one part of a language's texts once; later calls share the same download. */
function loadPart(locale: Locale, part: Part): Promise<void> {
  const key = `${locale}:${part}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = loadLocaleResource(locale, part).then((resource) => {
      i18n.addResourceBundle(locale, 'translation', resource, true, true);
    });
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

async function loadLocale(locale: Locale): Promise<void> {
  await Promise.all([loadPart(locale, 'core'), restWanted ? loadPart(locale, 'rest') : undefined]);
}

/**
 * The signed-in pages' texts (companies, lists, notifications...), which the public pages do not
 * need: asked for by the signed-in routes before they render.
 */
export function loadAllTexts(): Promise<void> {
  restWanted = true;
  return loadPart(currentLocale(), 'rest');
}

function syncDocumentLanguage(lng: string): void {
  document.documentElement.lang = lng.slice(0, 2);
  document.title = i18n.t('app.name');
}

/** Resolves once the stored language's core texts are in, so the first render is translated. */
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
