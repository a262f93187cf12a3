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

/** Signs nothing in: the code mailed to the address does (the same answer for a taken address). */
export function signup(input: SignupPayload): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/v1/auth/signup', { method: 'POST', body: input });
}

/** Signed in, the session names the account; right after sign-up the address does. */
export function resendVerificationCode(email?: string): Promise<void> {
  return apiRequest<void>('/v1/auth/verify-email/resend', {
    method: 'POST',
    body: email ? { email } : {},
  });
}

export function verifyEmail(input: { code: string; email?: string }): Promise<Identity> {
  return apiRequest<Identity>('/v1/auth/verify-email/finish', { method: 'POST', body: input });
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
