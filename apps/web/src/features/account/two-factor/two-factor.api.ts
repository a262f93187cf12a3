import type { RecoveryCodes, TwoFactorSetup, TwoFactorStartInput } from '@app/domain/auth/two-factor.schemas';
import { apiRequest } from '../../../shared/api/api-client';

/** Starts a setup: the app's secret and URI, or an SMS code sent to the phone. */
export function startTwoFactor(input: TwoFactorStartInput): Promise<TwoFactorSetup> {
  return apiRequest<TwoFactorSetup>('/v1/auth/2fa/start', { method: 'POST', body: input });
}

export function resendSetupSms(): Promise<void> {
  return apiRequest<void>('/v1/auth/2fa/resend-sms-code', { method: 'POST' });
}

/** Turns two-factor sign-in on with the first code; the recovery codes come back this once. */
export function finishTwoFactor(input: { code: string; password: string }): Promise<RecoveryCodes> {
  return apiRequest<RecoveryCodes>('/v1/auth/2fa/finish', { method: 'POST', body: input });
}

export function regenerateRecoveryCodes(password: string): Promise<RecoveryCodes> {
  return apiRequest<RecoveryCodes>('/v1/auth/2fa/recovery-codes', { method: 'POST', body: { password } });
}

export function deactivateTwoFactor(password: string): Promise<void> {
  return apiRequest<void>('/v1/auth/2fa', { method: 'DELETE', body: { password } });
}
