import type { SecurityEvent, SessionItem } from '@app/domain/auth/security.schemas';
import { apiRequest } from '../../../shared/api/api-client';

export const fetchSessions = (signal?: AbortSignal) =>
  apiRequest<{ items: SessionItem[] }>('/v1/auth/sessions', { signal }).then((answer) => answer.items);

export const endSession = (id: string) =>
  apiRequest<void>(`/v1/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const endOtherSessions = () => apiRequest<void>('/v1/auth/sessions', { method: 'DELETE' });

export const fetchSecurityEvents = (signal?: AbortSignal) =>
  apiRequest<{ items: SecurityEvent[] }>('/v1/auth/security-events', { signal }).then(
    (answer) => answer.items,
  );
