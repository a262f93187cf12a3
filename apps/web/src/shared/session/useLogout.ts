import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifyError } from '../notify/notify';
import { useLogoutMutation } from './identity.queries';

/** Logout as the spec wants it: show the loader, call the server, then login; on failure say so. */
export function useLogout(): { run: () => void; isPending: boolean } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = useLogoutMutation();
  return {
    run: () =>
      mutation.mutate(undefined, {
        onSuccess: () => navigate('/login', { replace: true }),
        onError: () => notifyError(t('errors.logout-failed')),
      }),
    isPending: mutation.isPending,
  };
}
