import type { SubscriptionPayment } from '@app/domain/billing/purchase.schemas';
import type { DeclarationInput, DeclarationPayload } from '@app/domain/etransport/declaration.schemas';
import type {
  EtransportAccess,
  EtransportActivationInput,
  EtransportDetail,
  EtransportRow,
} from '@app/domain/etransport/etransport-api.schemas';
import type {
  TransportConfirmationInput,
  VehicleModificationInput,
} from '@app/domain/etransport/follow-up.schemas';
import type { SendEmailInput } from '@app/domain/invoicing/client-document.schemas';
import type { ListingQueryInput, ListingResult } from '@app/domain/listing/listing.schemas';
import { apiRequest } from '../../shared/api/api-client';
import { listingSearchParams } from '../../shared/list/list-state';

/** The commercial documents a declaration can be made from. */
export type PrefillSource = 'goods-despatch-advice' | 'client-invoice';

const registerPath = (companyId: string) => `/v1/my-companies/${encodeURIComponent(companyId)}/etransport`;
const itemPath = (companyId: string, id: string) => `${registerPath(companyId)}/${encodeURIComponent(id)}`;
const localeQuery = (locale?: string) => (locale ? `?${new URLSearchParams({ locale })}` : '');
const post = <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body });
const put = <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'PUT', body });

/** The RO e-Transport register of a company (spec 03 §7). */
export const etransportApi = {
  list: (companyId: string, query: ListingQueryInput, signal?: AbortSignal) =>
    apiRequest<ListingResult<EtransportRow>>(`${registerPath(companyId)}?${listingSearchParams(query)}`, {
      signal,
    }),
  get: (companyId: string, id: string, signal?: AbortSignal) =>
    apiRequest<EtransportDetail>(itemPath(companyId, id), { signal }),
  /** Whether the paid module may be used, what is missing and the prices of its periods. */
  access: (companyId: string, signal?: AbortSignal) =>
    apiRequest<EtransportAccess>(`${registerPath(companyId)}/access`, { signal }),
  activate: (companyId: string, input: EtransportActivationInput) =>
    post<SubscriptionPayment>(`${registerPath(companyId)}/activate`, input),

  /** A sales declaration filled from a client invoice or a goods despatch advice (not yet checked). */
  prefill: (companyId: string, source: PrefillSource, documentId: string, signal?: AbortSignal) =>
    apiRequest<DeclarationPayload>(
      `${registerPath(companyId)}/prefill?${new URLSearchParams({ source, documentId })}`,
      { signal },
    ),

  /** A new declaration; with `correctionOf`, the correction of that published declaration. */
  createDeclaration: (companyId: string, input: DeclarationInput, correctionOf?: string) =>
    post<EtransportDetail>(
      `${registerPath(companyId)}/declarations${
        correctionOf ? `?${new URLSearchParams({ correctionOf })}` : ''
      }`,
      input,
    ),
  updateDeclaration: (companyId: string, id: string, input: DeclarationInput) =>
    put<EtransportDetail>(`${itemPath(companyId, id)}/declarations`, input),
  /** Asks ANAF to cancel a published declaration (a cancel draft, sent at once). */
  cancelDeclaration: (companyId: string, id: string) =>
    apiRequest<EtransportDetail>(`${itemPath(companyId, id)}/declarations`, { method: 'DELETE' }),
  remove: (companyId: string, id: string) => apiRequest<void>(itemPath(companyId, id), { method: 'DELETE' }),

  sendToEtransport: (companyId: string, id: string) =>
    post<EtransportDetail>(`${itemPath(companyId, id)}/send-to-etransport`),
  /** The PDF attached is written in `locale` (the interface language). */
  sendByEmail: (companyId: string, id: string, input: SendEmailInput, locale?: string) =>
    post<void>(`${itemPath(companyId, id)}/send-by-email${localeQuery(locale)}`, input),

  createVehicleModification: (companyId: string, input: VehicleModificationInput) =>
    post<EtransportDetail>(`${registerPath(companyId)}/vehicle-modifications`, input),
  updateVehicleModification: (companyId: string, id: string, input: VehicleModificationInput) =>
    put<EtransportDetail>(`${itemPath(companyId, id)}/vehicle-modifications`, input),
  createTransportConfirmation: (companyId: string, input: TransportConfirmationInput) =>
    post<EtransportDetail>(`${registerPath(companyId)}/transport-confirmations`, input),
  updateTransportConfirmation: (companyId: string, id: string, input: TransportConfirmationInput) =>
    put<EtransportDetail>(`${itemPath(companyId, id)}/transport-confirmation`, input),
};

/**
 * Where an item's files are: the PDF inline or as an attachment (written in `locale`), and the XML
 * as an attachment.
 */
export const etransportFileUrl = {
  preview: (companyId: string, id: string, locale?: string) =>
    `${itemPath(companyId, id)}/preview${localeQuery(locale)}`,
  download: (companyId: string, id: string, locale?: string) =>
    `${itemPath(companyId, id)}/download${localeQuery(locale)}`,
  downloadXml: (companyId: string, id: string) => `${itemPath(companyId, id)}/download-xml`,
};
