import type { EfacturaSendRefusal } from '@app/domain/efactura/efactura-sending.schemas';
import type { Db, Tx } from '../../db/client';
import type { DocumentRow } from './client-invoices.repo';

/**
 * How later modules join a client invoice's life without this module importing them (the RO
 * e-Factura sending module plugs in here): work done in the publication transaction, and why an
 * invoice cannot be sent now. Reached as `app.clientInvoiceHooks` once client invoices registered.
 */
export type ClientInvoiceHooks = {
  /** Run in the transaction that issues an invoice (e.g. schedule its automatic send). */
  published: ((tx: Tx, invoice: DocumentRow) => Promise<void>)[];
  /** Why the invoice cannot be sent to RO e-Factura now (null: it can). */
  sendRefusal(db: Db, invoice: DocumentRow): Promise<EfacturaSendRefusal | null>;
};

export function createClientInvoiceHooks(): ClientInvoiceHooks {
  return {
    published: [],
    // Until the sending module is registered there is no connection to send through.
    sendRefusal: async () => 'needs-einvoice-connection',
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    clientInvoiceHooks: ClientInvoiceHooks;
  }
}
