import { DEFAULT_LOCALE, LOCALES, type Locale } from '@app/domain/auth/locale';

const STORAGE_KEY = 'locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Short label for the language switch ("ro", "en"). */
export function languageLabel(locale: Locale): string {
  return locale.slice(0, 2);
}

/** The language chosen earlier on this device; storage may be unavailable (private mode), which is fine. */
export function storedLocale(): Locale {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage disabled: the choice lasts for this page only.
  }
}
