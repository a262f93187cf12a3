import type {
  AccountantInvitation,
  AccountantLinkParams,
  AccountantVerify,
  SpvConnection,
  SpvFinishBody,
  SpvFinishResponse,
  SpvStartResponse,
} from '@app/domain/efactura/spv-connection.schemas';
import { apiRequest } from '../../shared/api/api-client';

// The SPV connection calls (spec 01 §7 Companies): the company's own under /v1/my-companies/{id},
// the accountant link's public ones under /v1/anaf-spv/accountant.

const spvPath = (companyId: string) => `/v1/my-companies/${encodeURIComponent(companyId)}/anaf-spv`;

export function fetchConnection(companyId: string, signal?: AbortSignal): Promise<SpvConnection> {
  return apiRequest(spvPath(companyId), { signal });
}

/** The ANAF authorization page to send the browser to. */
export function startActivation(companyId: string): Promise<SpvStartResponse> {
  return apiRequest(`${spvPath(companyId)}/start`, { method: 'POST', body: {} });
}

/** Completes an authorization whose ANAF redirect reached this page (`?code&state`). */
export function finishActivation(companyId: string, body: SpvFinishBody): Promise<SpvFinishResponse> {
  return apiRequest(`${spvPath(companyId)}/finish`, { method: 'POST', body });
}

export function saveCertificateDate(companyId: string, date: string): Promise<SpvConnection> {
  return apiRequest(`${spvPath(companyId)}/certificate-expiration-date`, { method: 'PUT', body: { date } });
}

export function deleteCertificateDate(companyId: string): Promise<SpvConnection> {
  return apiRequest(`${spvPath(companyId)}/certificate-expiration-date`, { method: 'DELETE' });
}

export function saveSettings(companyId: string, autoSendAfterHours: number | null): Promise<SpvConnection> {
  return apiRequest(`${spvPath(companyId)}/settings`, { method: 'PUT', body: { autoSendAfterHours } });
}

export function deactivateConnection(companyId: string): Promise<SpvConnection | undefined> {
  return apiRequest(spvPath(companyId), { method: 'DELETE' });
}

/** The current invitation for an accountant; null when none was made (or it was withdrawn). */
export function fetchInvitation(
  companyId: string,
  signal?: AbortSignal,
): Promise<AccountantInvitation | null> {
  return apiRequest<AccountantInvitation | null | undefined>(`${spvPath(companyId)}/accountant`, {
    signal,
  }).then((answer) => answer ?? null);
}

/** A new signed invitation link (the previous one keeps working until it expires). */
export function createInvitation(companyId: string): Promise<AccountantInvitation> {
  return apiRequest(`${spvPath(companyId)}/accountant`, { method: 'POST', body: {} });
}

export function verifyAccountantLink(
  params: AccountantLinkParams,
  signal?: AbortSignal,
): Promise<AccountantVerify> {
  return apiRequest(`/v1/anaf-spv/accountant/verify?${new URLSearchParams(params)}`, { signal });
}

export function startAccountantActivation(params: AccountantLinkParams): Promise<SpvStartResponse> {
  return apiRequest('/v1/anaf-spv/accountant/start', { method: 'POST', body: params });
}

export function finishAccountantActivation(body: SpvFinishBody): Promise<SpvFinishResponse> {
  return apiRequest('/v1/anaf-spv/accountant/finish', { method: 'POST', body });
}
