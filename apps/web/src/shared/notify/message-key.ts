import type { i18n as I18n } from 'i18next';

/**
 * The server and the spec name messages 'common.errors.no-permissions'; this app keeps those texts
 * under 'errors.*'. Either spelling resolves, and an unknown key is shown as given (a server message).
 */
export function messageText(i18n: Pick<I18n, 'exists' | 't'>, key: string): string {
  if (i18n.exists(key)) return i18n.t(key);
  const short = key.replace(/^common\./, '');
  if (short !== key && i18n.exists(short)) return i18n.t(short);
  return key;
}
