import { readCookie } from '../api/cookies';
import { CONSENT_COOKIE, type ConsentChoice, consentCookieString, parseConsent } from './consent-cookie';

type Listener = (choice: ConsentChoice | null) => void;
const listeners = new Set<Listener>();

function read(): ConsentChoice | null {
  try {
    return parseConsent(readCookie(document.cookie, CONSENT_COOKIE));
  } catch {
    return null;
  }
}

let current: ConsentChoice | null = typeof document === 'undefined' ? null : read();

/** The visitor's cookie choice; null until the banner is answered. */
export const consent = {
  get: (): ConsentChoice | null => current,
  statisticsAllowed: (): boolean => current?.statistics ?? false,
  set(choice: ConsentChoice): void {
    current = choice;
    try {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari.
      document.cookie = consentCookieString(choice, window.location.protocol === 'https:');
    } catch {
      // Cookies disabled: the choice holds for this page.
    }
    for (const listener of listeners) listener(choice);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
