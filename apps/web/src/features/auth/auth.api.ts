import type { Identity, LoginInput } from '@app/domain/auth/auth.schemas';
import type { LoginTwoFactorInput, TwoFactorChallenge } from '@app/domain/auth/two-factor.schemas';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { apiRequest } from '../../shared/api/api-client';
import type { ResetPasswordFinishPayload, SignupPayload } from './auth.types';

/** The identity, or (202) the challenge of an account with two-factor sign-in. */
export type LoginAnswer = Identity | TwoFactorChallenge;
export const isChallenge = (answer: LoginAnswer): answer is TwoFactorChallenge => !('id' in answer);

export function login(input: LoginInput): Promise<LoginAnswer> {
  return apiRequest<LoginAnswer>('/v1/auth/login', { method: 'POST', body: input });
}

export function loginSecondStep(input: LoginTwoFactorInput): Promise<Identity> {
  return apiRequest<Identity>('/v1/auth/login/2fa', { method: 'POST', body: input });
}

export function resendLoginSms(): Promise<void> {
  return apiRequest<void>('/v1/auth/login/2fa/resend-sms-code', { method: 'POST' });
}

export function signup(input: SignupPayload): Promise<Identity> {
  return apiRequest<Identity>('/v1/auth/signup', { method: 'POST', body: input });
}

export function resendVerificationCode(): Promise<void> {
  return apiRequest<void>('/v1/auth/verify-email/resend', { method: 'POST' });
}

export function verifyEmail(code: string): Promise<Identity> {
  return apiRequest<Identity>('/v1/auth/verify-email/finish', { method: 'POST', body: { code } });
}

export function startPasswordReset(email: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/v1/auth/reset-password/start', {
    method: 'POST',
    body: { email },
  });
}

export function finishPasswordReset(input: ResetPasswordFinishPayload): Promise<void> {
  return apiRequest<void>('/v1/auth/reset-password/finish', { method: 'POST', body: input });
}

/** Signs in with a passkey of this site: no e-mail, no password, no second code. */
export async function signInWithPasskey(): Promise<Identity> {
  const optionsJSON = await apiRequest<PublicKeyCredentialRequestOptionsJSON>(
    '/v1/auth/login/passkey/start',
    {
      method: 'POST',
    },
  );
  // The WebAuthn library is loaded only when asked for: the login page stays a small download.
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const credential = await startAuthentication({ optionsJSON });
  return apiRequest<Identity>('/v1/auth/login/passkey/finish', { method: 'POST', body: { credential } });
}
