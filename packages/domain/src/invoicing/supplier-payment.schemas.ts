import { z } from 'zod';
import '../validation/rule-codes';
import { optionalText } from '../companies/company.schemas';
import {
  clientPaymentSchema,
  PAYMENT_TYPES,
  paymentInputFields,
  paymentRules,
} from './client-payment.schemas';

/** A supplier receipt records the supplier's own series and number, as written on it. */
export const SUPPLIER_RECEIPT_LIMITS = { series: 20, number: 30 } as const;

/**
 * Supplier payments and refunds, and supplier receipts (spec 02 §3 Payment or refund, Receipt):
 * the client side's fields and rules; a receipt carries the supplier's series and number instead
 * of one of the company's series, and counts from the moment it is recorded.
 */
export const supplierPaymentInputSchema = z
  .object({
    ...paymentInputFields,
    receiptSeries: optionalText(SUPPLIER_RECEIPT_LIMITS.series),
    receiptNumber: optionalText(SUPPLIER_RECEIPT_LIMITS.number),
  })
  .superRefine((payment, ctx) => {
    const add = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (payment.type === 'receipt') {
      if (!payment.receiptSeries) add(['receiptSeries'], 'required');
      if (!payment.receiptNumber) add(['receiptNumber'], 'required');
    }
    paymentRules(payment, add);
  });
export type SupplierPaymentInput = z.input<typeof supplierPaymentInputSchema>;
export type SupplierPaymentPayload = z.output<typeof supplierPaymentInputSchema>;

/** As the client side answers, with the supplier receipt's series and number (null otherwise). */
export const supplierPaymentSchema = clientPaymentSchema.extend({
  type: z.enum(PAYMENT_TYPES),
  receiptSeries: z.string().nullable(),
  receiptNumber: z.string().nullable(),
});
export type SupplierPayment = z.infer<typeof supplierPaymentSchema>;

export const supplierPaymentListItemSchema = supplierPaymentSchema.omit({ allocations: true });
export type SupplierPaymentListItem = z.infer<typeof supplierPaymentListItemSchema>;
