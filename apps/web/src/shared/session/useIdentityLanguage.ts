import { useEffect } from 'react';
import { changeLocale } from '../i18n/i18n';
import { useIdentity } from './identity.queries';

/** Once someone is signed in, the interface speaks the language of their account. */
export function useIdentityLanguage(): void {
  const locale = useIdentity()?.locale;
  useEffect(() => {
    if (locale) void changeLocale(locale);
  }, [locale]);
}
