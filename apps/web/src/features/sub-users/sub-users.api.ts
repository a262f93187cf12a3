import type { SubUser, SubUserInput } from '@app/domain/sub-users/sub-user.schemas';
import { apiRequest } from '../../shared/api/api-client';

export const SUB_USERS_PATH = '/management/users';

export const fetchSubUsers = (signal?: AbortSignal) =>
  apiRequest<{ items: SubUser[] }>('/v1/sub-users', { signal }).then((answer) => answer.items);

export const createSubUser = (input: SubUserInput) =>
  apiRequest<SubUser>('/v1/sub-users', { method: 'POST', body: input });

export const updateSubUser = (id: string, input: SubUserInput) =>
  apiRequest<SubUser>(`/v1/sub-users/${id}`, { method: 'PUT', body: input });

export const deleteSubUser = (id: string) => apiRequest<void>(`/v1/sub-users/${id}`, { method: 'DELETE' });

export const resendInvitation = (id: string) =>
  apiRequest<void>(`/v1/sub-users/${id}/invitation`, { method: 'POST' });
