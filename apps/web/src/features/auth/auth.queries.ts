import type { Identity } from '@app/domain/auth/auth.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setIdentity } from '../../shared/session/session';
import {
  finishPasswordReset,
  isChallenge,
  login,
  loginSecondStep,
  resendLoginSms,
  resendVerificationCode,
  signInWithPasskey,
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

/** A password sign-in: signed in at once, or the challenge of the second step. */
export function useLoginMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if (!isChallenge(answer)) setIdentity(client, answer);
    },
  });
}

export function usePasskeySignInMutation() {
  return useIdentityMutation(signInWithPasskey);
}

export function useLoginSecondStepMutation() {
  return useIdentityMutation(loginSecondStep);
}

export function useResendLoginSmsMutation() {
  return useMutation({ mutationFn: resendLoginSms });
}

export function useSignupMutation() {
  return useMutation({ mutationFn: signup });
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
