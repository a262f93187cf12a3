import type { Identity } from '@app/domain/auth/auth.schemas';
import type { Locale } from '@app/domain/auth/locale';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../api/api-client';
import { changeLocale } from '../i18n/i18n';
import { notifyError } from '../notify/notify';
import { useIdentity } from './identity.queries';
import { setIdentity } from './session';

/**
 * Switches the interface language at once and saves it to the account (the server's update-account
 * call takes the whole account, so the identity's other values go with it). A failed save switches
 * back, so the screen and the account never disagree.
 */
export function useSaveLocale(): { save: (locale: Locale) => void; isPending: boolean } {
  const { t } = useTranslation();
  const client = useQueryClient();
  const identity = useIdentity();
  const mutation = useMutation({
    mutationFn: (locale: Locale) => {
      if (!identity) throw new Error('No identity to save the language to');
      const { fname, lname, timezone, marketingOptIn } = identity;
      return apiRequest<Identity>('/v1/auth/update-account', {
        method: 'POST',
        body: { fname, lname, timezone, marketingOptIn, locale },
      });
    },
    onSuccess: (updated) => setIdentity(client, updated),
  });
  return {
    save: (locale) => {
      if (!identity) {
        void changeLocale(locale);
        return;
      }
      const previous = identity.locale;
      void changeLocale(locale);
      mutation.mutate(locale, {
        onError: () => {
          void changeLocale(previous);
          notifyError(t('shell.language.save-failed'));
        },
      });
    },
    isPending: mutation.isPending,
  };
}
