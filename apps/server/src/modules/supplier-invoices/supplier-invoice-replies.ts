import type { SupplierInvoiceAction } from '@app/domain/invoicing/supplier-invoice-state';
import type { Tx } from '../../db/client';
import type { SupplierInvoiceRow } from './supplier-invoices.repo';

export type SupplierInvoiceReply = {
  companyId: string;
  invoice: SupplierInvoiceRow;
  action: SupplierInvoiceAction;
  /** The text the user wrote for the supplier (spec 02 §5 E-invoice message, already checked). */
  message: string;
};

/**
 * Where a confirmation or rejection's message to the supplier goes (spec 02 §4 Supplier invoices:
 * "each sends a message to the system"). Called inside the status change's transaction, so the
 * message is queued if and only if the change commits; the SPV inbox plugs the RASP sending in.
 */
export type SupplierInvoiceReplies = { queue(tx: Tx, reply: SupplierInvoiceReply): Promise<void> };

export type SupplierInvoiceRepliesSlot = SupplierInvoiceReplies & {
  use(replies: SupplierInvoiceReplies): void;
};

/** Until the SPV inbox plugs itself in, a message has nowhere to go (and no connection is active). */
export function createSupplierInvoiceRepliesSlot(): SupplierInvoiceRepliesSlot {
  let current: SupplierInvoiceReplies = { queue: async () => {} };
  return {
    queue: (tx, reply) => current.queue(tx, reply),
    use(replies) {
      current = replies;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The port of the messages sent with confirmations and rejections (see SupplierInvoiceReplies). */
    supplierInvoiceReplies: SupplierInvoiceRepliesSlot;
  }
}
