import type {
  SupplierInvoice,
  SupplierInvoiceAttachment,
  SupplierInvoiceListItem,
  SupplierInvoiceMessageInput,
  SupplierInvoicePayload,
} from '@app/domain/invoicing/supplier-invoice.schemas';
import type { ListingQueryInput, ListingResult } from '@app/domain/listing/listing.schemas';
import { apiRequest } from '../../shared/api/api-client';
import type { InvoicePayment } from '../../shared/invoicing/InvoicePaymentsTable';
import { listingSearchParams } from '../../shared/list/list-state';
import { uploadFile } from './upload-file';

const invoicesPath = (companyId: string) =>
  `/v1/my-companies/${encodeURIComponent(companyId)}/supplier-invoices`;
const invoicePath = (companyId: string, id: string) => `${invoicesPath(companyId)}/${encodeURIComponent(id)}`;

/** The address of an attachment's file (the browser downloads it with the session's cookies). */
export const attachmentUrl = (companyId: string, invoiceId: string, attachmentId: string) =>
  `${invoicePath(companyId, invoiceId)}/attachments/${encodeURIComponent(attachmentId)}`;

/** /v1/my-companies/:companyId/supplier-invoices (team API contract §5). */
export const supplierInvoicesApi = {
  list: (companyId: string, query: ListingQueryInput, signal?: AbortSignal) =>
    apiRequest<ListingResult<SupplierInvoiceListItem>>(
      `${invoicesPath(companyId)}?${listingSearchParams(query)}`,
      { signal },
    ),
  get: (companyId: string, id: string, signal?: AbortSignal) =>
    apiRequest<SupplierInvoice>(invoicePath(companyId, id), { signal }),
  create: (companyId: string, payload: SupplierInvoicePayload) =>
    apiRequest<SupplierInvoice>(invoicesPath(companyId), { method: 'POST', body: payload }),
  update: (companyId: string, id: string, payload: SupplierInvoicePayload) =>
    apiRequest<SupplierInvoice>(invoicePath(companyId, id), { method: 'PUT', body: payload }),
  remove: (companyId: string, id: string) =>
    apiRequest<void>(invoicePath(companyId, id), { method: 'DELETE' }),
  /** Confirms or rejects a received invoice, with the message sent to the supplier. */
  answer: (companyId: string, id: string, action: 'confirm' | 'reject', input: SupplierInvoiceMessageInput) =>
    apiRequest<SupplierInvoice>(`${invoicePath(companyId, id)}/${action}`, { method: 'POST', body: input }),
  payments: (companyId: string, id: string, signal?: AbortSignal) =>
    apiRequest<InvoicePayment[]>(`${invoicePath(companyId, id)}/payments`, { signal }),
  addAttachment: (companyId: string, id: string, file: File) =>
    uploadFile<SupplierInvoiceAttachment>(`${invoicePath(companyId, id)}/attachments`, file),
  removeAttachment: (companyId: string, id: string, attachmentId: string) =>
    apiRequest<void>(attachmentUrl(companyId, id, attachmentId), { method: 'DELETE' }),
};
