/**
 * Whether a company's connection to the e-invoice system (SPV, RO e-Factura) is active: confirming
 * or rejecting a received supplier invoice sends a message through it, so both need it (spec 02 §4
 * Supplier invoices). A port, so the module that owns the connection plugs itself in later.
 */
export type EInvoiceConnection = { isActive(companyId: string): Promise<boolean> };

/** Until the SPV connection exists, no company has an active one. */
export const noEInvoiceConnection: EInvoiceConnection = { isActive: async () => false };

/**
 * The connection the app currently uses, replaceable once at start-up (the SPV module plugs its
 * own in) or by API tests that need an active connection.
 */
export type EInvoiceConnectionSlot = EInvoiceConnection & { use(connection: EInvoiceConnection): void };

export function createEInvoiceConnectionSlot(
  initial: EInvoiceConnection = noEInvoiceConnection,
): EInvoiceConnectionSlot {
  let current = initial;
  return {
    isActive: (companyId) => current.isActive(companyId),
    use(connection) {
      current = connection;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The e-invoice connection port (see EInvoiceConnectionSlot). */
    einvoiceConnection: EInvoiceConnectionSlot;
  }
}
