import { and, eq } from 'drizzle-orm';
import { efacturaMessages } from './efactura-messages.tables';

/**
 * The registry rows of the e-invoice a supplier invoice was received as: the inbox (replies name
 * its upload index), the supplier invoice's view (ANAF's files) and the exports read it alike.
 */
export const receivedAsInvoice = (companyId: string, supplierInvoiceId: string) =>
  and(
    eq(efacturaMessages.companyId, companyId),
    eq(efacturaMessages.supplierInvoiceId, supplierInvoiceId),
    eq(efacturaMessages.direction, 'received'),
    eq(efacturaMessages.kind, 'invoice'),
  );
