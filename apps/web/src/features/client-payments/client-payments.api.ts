import type { ClientPayment } from '@app/domain/invoicing/client-payment.schemas';
import { apiRequest } from '../../shared/api/api-client';
import { downloadFile } from '../../shared/api/file-download';
import { companyPath } from '../../shared/payments/payments.api';

// What only the company's own receipts do: issue, void and print (the rest is shared with suppliers).

const receiptPath = (companyId: string, id: string) =>
  `${companyPath(companyId)}/client-receipts/${encodeURIComponent(id)}`;

export const receiptsApi = {
  publish: (companyId: string, id: string) =>
    apiRequest<ClientPayment>(`${receiptPath(companyId, id)}/publish`, { method: 'POST' }),
  void: (companyId: string, id: string) =>
    apiRequest<ClientPayment>(`${receiptPath(companyId, id)}/void`, { method: 'POST' }),
};

/** The address of a receipt's PDF; `download` asks for an attachment instead of an inline view. */
export const receiptPdfUrl = (companyId: string, id: string, language: string, download = false) => {
  const query = new URLSearchParams({ language: language === 'en-GB' ? 'en-GB' : 'ro-RO' });
  if (download) query.set('download', '1');
  return `${receiptPath(companyId, id)}/pdf?${query}`;
};

/** Fetches the PDF with the session's cookies and saves it; a failure is an ApiError like any call. */
export const downloadReceiptPdf = (url: string, fallbackName: string) =>
  downloadFile(url, fallbackName, 'application/pdf');
