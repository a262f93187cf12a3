import type { Identity } from '@app/domain/auth/auth.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { changeLocale } from '../../shared/i18n/i18n';
import { flash } from '../../shared/notify/flash';
import { clearSession, setIdentity } from '../../shared/session/session';
import {
  changePassword,
  deleteAccount,
  fetchTimezones,
  finishEmailChange,
  finishEmailVerification,
  resendEmailVerification,
  startEmailChange,
  updateAccount,
} from './account.api';

/** Calls that answer with the identity: the cache gets it, so every screen shows the change at once. */
function useIdentityMutation<TInput>(mutationFn: (input: TInput) => Promise<Identity>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (identity) => setIdentity(client, identity),
  });
}

export function useTimezonesQuery() {
  return useQuery({
    queryKey: ['auth', 'timezones'],
    queryFn: ({ signal }) => fetchTimezones(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Saving the details also switches the interface to the account's language. */
export function useUpdateAccountMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: async (identity) => {
      setIdentity(client, identity);
      await changeLocale(identity.locale);
    },
  });
}

export function useStartEmailChangeMutation() {
  return useMutation({ mutationFn: startEmailChange });
}

export function useFinishEmailChangeMutation() {
  return useIdentityMutation(finishEmailChange);
}

export function useChangePasswordMutation() {
  return useMutation({ mutationFn: changePassword });
}

export function useResendEmailVerificationMutation() {
  return useMutation({ mutationFn: resendEmailVerification });
}

export function useFinishEmailVerificationMutation() {
  return useIdentityMutation(finishEmailVerification);
}

/** How long the login page says when the deletion happens and how to cancel it. */
const DELETION_FLASH_MS = 15_000;

/**
 * The server schedules the deletion and signs the account out everywhere; the browser forgets the
 * session and lands on login with a flash: deletion in 30 days, cancelled by signing in again.
 */
export function useDeleteAccountMutation() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      flash('success', 'account.delete.scheduled', DELETION_FLASH_MS);
      clearSession(client);
      navigate('/login', { replace: true });
    },
  });
}
