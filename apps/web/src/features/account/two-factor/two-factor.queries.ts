import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDENTITY_QUERY_KEY } from '../../../shared/session/session';
import {
  deactivateTwoFactor,
  finishTwoFactor,
  regenerateRecoveryCodes,
  resendSetupSms,
  startTwoFactor,
} from './two-factor.api';

/** Turning two-factor on or off changes the identity (its twoFactorType): it is read again. */
function useIdentityChangingMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: IDENTITY_QUERY_KEY }),
  });
}

export const useStartTwoFactorMutation = () => useMutation({ mutationFn: startTwoFactor });
export const useResendSetupSmsMutation = () => useMutation({ mutationFn: resendSetupSms });
export const useFinishTwoFactorMutation = () => useIdentityChangingMutation(finishTwoFactor);
export const useRegenerateRecoveryCodesMutation = () => useMutation({ mutationFn: regenerateRecoveryCodes });
export const useDeactivateTwoFactorMutation = () => useIdentityChangingMutation(deactivateTwoFactor);
