import type { Identity } from '@app/domain/auth/auth.schemas';
import { apiRequest } from '../api/api-client';
import { isApiStatus } from '../api/api-error';

/** The signed-in identity, or null when there is no session (the server answers 401). */
export async function fetchIdentity(signal?: AbortSignal): Promise<Identity | null> {
  try {
    return await apiRequest<Identity>('/v1/auth/identity', { signal });
  } catch (error) {
    if (isApiStatus(error, 401)) return null;
    throw error;
  }
}

/** Ends the session; a 401 means it had already ended, which is the wanted outcome. */
export async function logout(): Promise<void> {
  try {
    await apiRequest<void>('/v1/auth/logout', { method: 'POST' });
  } catch (error) {
    if (!isApiStatus(error, 401)) throw error;
  }
}
