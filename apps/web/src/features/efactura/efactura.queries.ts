import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RESUBSCRIBED_EVENT } from '../../shared/realtime/realtime-context';
import { useRealtimeEvent } from '../../shared/realtime/useRealtimeEvent';
import { efacturaApi } from './efactura.api';

/**
 * Query keys of the e-Factura screens, per company. A send, a sync, a reply or a real-time event
 * refreshes all of them, and the company's invoices on both sides (their states move with them).
 */
export const efacturaKeys = {
  all: (companyId: string) => ['efactura', companyId] as const,
  registry: (companyId: string) => ['efactura', companyId, 'registry'] as const,
  message: (companyId: string, id: string) => ['efactura', companyId, 'message', id] as const,
  invoice: (companyId: string, invoiceId: string) => ['efactura', companyId, 'invoice', invoiceId] as const,
  clientMessages: (companyId: string, invoiceId: string) =>
    ['efactura', companyId, 'client-messages', invoiceId] as const,
  supplierMessages: (companyId: string, invoiceId: string) =>
    ['efactura', companyId, 'supplier-messages', invoiceId] as const,
  dashboard: (companyId: string) => ['efactura', companyId, 'dashboard'] as const,
  imported: (companyId: string) => ['efactura', companyId, 'imported'] as const,
};

/** While ANAF processes a send, the invoice's state is asked this often (ms). */
export const PENDING_POLL_MS = 3_000;

/** Refreshes what e-Factura touches: its own queries and both sides' invoices of the company. */
export function useEfacturaRefresh(companyId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: efacturaKeys.all(companyId) }),
      client.invalidateQueries({ queryKey: ['client-documents', companyId] }),
      client.invalidateQueries({ queryKey: ['supplier-invoices', companyId] }),
    ]);
}

/**
 * An invoice's e-Factura state and sends. While a send is pending it is asked again every
 * PENDING_POLL_MS, so the page sees ANAF's answer (accepted or rejected) without a reload.
 */
export function useInvoiceEfactura(companyId: string, invoiceId: string, enabled = true) {
  return useQuery({
    queryKey: efacturaKeys.invoice(companyId, invoiceId),
    queryFn: ({ signal }) => efacturaApi.invoice(companyId, invoiceId, signal),
    enabled: enabled && companyId !== '' && invoiceId !== '',
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
    meta: { silent: true },
  });
}

/** A change (send, sync, retry) after which everything e-Factura shows is refreshed. */
export function useEfacturaMutation<TInput, TResult>(
  companyId: string,
  mutationFn: (input: TInput) => Promise<TResult>,
) {
  const refresh = useEfacturaRefresh(companyId);
  return useMutation({ mutationFn, onSuccess: () => void refresh() });
}

/** The notifications of this area that change what the e-Factura screens show. */
const EFACTURA_EVENTS: ReadonlySet<string> = new Set([
  'client-invoices-efactura-rejected',
  'client-invoices-efactura-message-received',
  'supplier-invoices-efactura-imported',
]);

/** Whether a real-time event changes what the company's e-Factura screens show. */
export function refreshesEfactura(event: { event: string; data: unknown }, companyId: string): boolean {
  if (!EFACTURA_EVENTS.has(event.event)) return false;
  const data = (event.data ?? {}) as { myCompanyId?: unknown };
  return (
    data.myCompanyId === undefined || data.myCompanyId === null || String(data.myCompanyId) === companyId
  );
}

/**
 * Keeps the e-Factura screens of the company fresh: a rejection, a buyer's message or an imported
 * invoice announced in real time (or a reconnect, when events may have been missed) refreshes them.
 */
export function useEfacturaRealtime(companyId: string): void {
  const refresh = useEfacturaRefresh(companyId);
  useRealtimeEvent((event) => {
    if (companyId === '') return;
    if (event.event === RESUBSCRIBED_EVENT) {
      void refresh();
      return;
    }
    if (refreshesEfactura(event, companyId)) void refresh();
  });
}
