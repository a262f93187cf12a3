import type { PaymentType } from '@app/domain/invoicing/client-payment.schemas';
import { useQuery } from '@tanstack/react-query';
import { usePaymentsApi } from '../payments.queries';
import { type InvoicePrefill, invoiceIdOfSearch, prefillOfSearch } from './payment-form-values';

/**
 * The invoice a new payment was opened from. The address names it with its partner and currency
 * (as the client invoice's payments modal writes it), or names only the invoice: then the invoice
 * is read for them. Client receipts never start from an invoice (they are documents of their own);
 * a supplier's receipt may. Null search: not a new payment.
 */
export function useInvoicePrefill(
  companyId: string,
  search: URLSearchParams | null,
  type: PaymentType,
): { prefill: InvoicePrefill | null; pending: boolean } {
  const { side, api, keys } = usePaymentsApi();
  const allowed = search !== null && (type === 'bank-transfer' || !side.issuedReceipts);
  const full = allowed && search ? prefillOfSearch(search) : null;
  const invoiceId = allowed && search && !full ? invoiceIdOfSearch(search) : null;
  const invoice = useQuery({
    queryKey: keys.invoice(companyId, invoiceId ?? ''),
    queryFn: ({ signal }) => api.invoice(companyId, invoiceId ?? '', signal),
    enabled: invoiceId !== null && companyId !== '',
    // An invoice that cannot be read leaves an empty form.
    meta: { silent: true },
    retry: false,
  });
  if (full) return { prefill: full, pending: false };
  if (invoiceId === null) return { prefill: null, pending: false };
  if (invoice.isPending && invoice.fetchStatus !== 'idle') return { prefill: null, pending: true };
  const data = invoice.data;
  return {
    prefill: data
      ? { invoiceId, partnerId: data.partnerId, partnerName: data.partnerName, currency: data.currency }
      : null,
    pending: false,
  };
}
