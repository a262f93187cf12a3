import { invoicePaymentSchema } from '@app/domain/invoicing/client-payment.schemas';
import {
  supplierPaymentInputSchema,
  supplierPaymentListItemSchema,
  supplierPaymentSchema,
} from '@app/domain/invoicing/supplier-payment.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can } from '../../platform/auth/access';
import {
  asReceiptBody,
  companyOf,
  paymentCollectionParams,
  paymentListing,
  registerPayableInvoicesRoute,
  registerPaymentCollection,
} from '../../platform/payments/payment-routes';
import type { SupplierPaymentsService } from './supplier-payments.service';
import { supplierPaymentTables } from './supplier-payments.tables';

const read = can('supplier-payments.read');
const write = can('supplier-payments.write');
const remove = can('supplier-payments.delete');
const listing = paymentListing(supplierPaymentTables);

/**
 * Supplier payments and refunds (`/supplier-payments`, bank transfers and receipts alike), supplier
 * receipts (`/supplier-receipts`, receipts only; a body without a type is a receipt) and the
 * payments of one supplier invoice (`/supplier-invoices/:invoiceId/payments`).
 */
export function registerSupplierPaymentRoutes(
  appInstance: FastifyInstance,
  service: SupplierPaymentsService,
): void {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();
  const company = '/v1/my-companies/:companyId';
  const payments = `${company}/supplier-payments`;
  const shared = {
    access: { read, write, delete: remove },
    listing,
    item: supplierPaymentSchema,
    listItem: supplierPaymentListItemSchema,
  };

  registerPayableInvoicesRoute(app, service, { base: payments, tag: 'supplier-payments', read });
  registerPaymentCollection(app, service, {
    ...shared,
    base: payments,
    tag: 'supplier-payments',
    body: supplierPaymentInputSchema,
  });
  registerPaymentCollection(app, service, {
    ...shared,
    base: `${company}/supplier-receipts`,
    tag: 'supplier-receipts',
    type: 'receipt',
    body: asReceiptBody(supplierPaymentInputSchema),
  });

  app.get(
    `${company}/supplier-invoices/:invoiceId/payments`,
    {
      config: read,
      schema: {
        tags: ['supplier-invoices'],
        params: paymentCollectionParams.extend({ invoiceId: z.string() }),
        response: { 200: z.array(invoicePaymentSchema) },
      },
    },
    async (request) => service.ofInvoice(companyOf(request), request.params.invoiceId),
  );
}
