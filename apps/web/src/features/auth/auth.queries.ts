import type { Identity } from '@app/domain/auth/auth.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setIdentity } from '../../shared/session/session';
import {
  finishPasswordReset,
  login,
  resendVerificationCode,
  signup,
  startPasswordReset,
  verifyEmail,
} from './auth.api';

/** Calls that answer with the identity sign the user in: the cache gets it and the guards move on. */
function useIdentityMutation<TInput>(mutationFn: (input: TInput) => Promise<Identity>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (identity) => setIdentity(client, identity),
  });
}

export function useLoginMutation() {
  return useIdentityMutation(login);
}

export function useSignupMutation() {
  return useIdentityMutation(signup);
}

export function useVerifyEmailMutation() {
  return useIdentityMutation(verifyEmail);
}

export function useResendVerificationMutation() {
  return useMutation({ mutationFn: resendVerificationCode });
}

export function useStartPasswordResetMutation() {
  return useMutation({ mutationFn: startPasswordReset });
}

export function useFinishPasswordResetMutation() {
  return useMutation({ mutationFn: finishPasswordReset });
}
