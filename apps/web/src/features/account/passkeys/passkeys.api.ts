import type { PasskeyItem } from '@app/domain/auth/passkey.schemas';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { apiRequest } from '../../../shared/api/api-client';

type PasskeyList = { items: PasskeyItem[] };

export const fetchPasskeys = (signal?: AbortSignal) =>
  apiRequest<PasskeyList>('/v1/auth/passkeys', { signal }).then((answer) => answer.items);

/**
 * Registers a passkey on this device: the server's options, the browser's ceremony (the WebAuthn
 * library is loaded only now), the server's check.
 */
export async function addPasskey(): Promise<PasskeyItem[]> {
  const optionsJSON = await apiRequest<PublicKeyCredentialCreationOptionsJSON>(
    '/v1/auth/passkeys/registration/start',
    { method: 'POST' },
  );
  const { startRegistration } = await import('@simplewebauthn/browser');
  const credential = await startRegistration({ optionsJSON });
  const answer = await apiRequest<PasskeyList>('/v1/auth/passkeys/registration/finish', {
    method: 'POST',
    body: { credential },
  });
  return answer.items;
}

export const removePasskey = (id: string) =>
  apiRequest<void>(`/v1/auth/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' });
