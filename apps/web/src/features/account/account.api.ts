import type { Identity } from '@app/domain/auth/auth.schemas';
import { apiRequest } from '../../shared/api/api-client';
import type {
  ChangeEmailStartPayload,
  ChangePasswordPayload,
  DeleteAccountAnswer,
  Timezones,
  UpdateAccountPayload,
} from './account.types';

export function updateAccount(input: UpdateAccountPayload): Promise<Identity> {
  return apiRequest<Identity>('/v1/auth/update-account', { method: 'POST', body: input });
}

export function fetchTimezones(signal?: AbortSignal): Promise<Timezones> {
  return apiRequest<Timezones>('/v1/auth/timezones', { signal });
}

/** Mails a code to the new address (204). */
export function startEmailChange(input: ChangeEmailStartPayload): Promise<void> {
  return apiRequest<void>('/v1/auth/change-email/start', { method: 'POST', body: input });
}

export function finishEmailChange(code: string): Promise<Identity> {
  return apiRequest<Identity>('/v1/auth/change-email/finish', { method: 'POST', body: { code } });
}

/** 204; the account's other sessions end. */
export function changePassword(input: ChangePasswordPayload): Promise<void> {
  return apiRequest<void>('/v1/auth/change-password', { method: 'POST', body: input });
}

export function resendEmailVerification(): Promise<void> {
  return apiRequest<void>('/v1/auth/verify-email/resend', { method: 'POST' });
}

export function finishEmailVerification(code: string): Promise<Identity> {
  return apiRequest<Identity>('/v1/auth/verify-email/finish', { method: 'POST', body: { code } });
}

export function deleteAccount(password: string): Promise<DeleteAccountAnswer> {
  return apiRequest<DeleteAccountAnswer>('/v1/auth/delete-account', { method: 'DELETE', body: { password } });
}
