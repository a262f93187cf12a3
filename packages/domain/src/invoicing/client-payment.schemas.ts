import Decimal from 'decimal.js';
import { z } from 'zod';
import '../validation/rule-codes';
import { optionalText } from '../companies/company.schemas';
import { decimalField } from '../products/decimal-field';
import { optionalId, requiredId } from '../products/product.schemas';
import { ruledString } from '../validation/ruled-string';
import { isIsoDate } from '../validators/iso-date';
import { DOCUMENT_STATUSES } from './client-document.schemas';
import { currencyCode } from './invoice-line.schemas';
import { ALLOCATION_STATES } from './payment-state';

/** The payment-type choice of spec 02 §2: money through the bank, or cash against a receipt. */
export const PAYMENT_TYPES = ['bank-transfer', 'receipt'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const PAYMENT_LIMITS = { description: 255 } as const;
/** A refund is a negative payment; neither is zero. */
export const PAYMENT_AMOUNT_BOUNDS = { decimals: 2, min: '-9999999999', max: '9999999999' } as const;

const requiredIsoDate = ruledString((value) => {
  if (value === '') return 'required';
  return isIsoDate(value) ? null : 'date';
});

const allocationInput = z.object({
  invoiceId: requiredId,
  amount: decimalField(PAYMENT_AMOUNT_BOUNDS),
});

/** The fields both sides' payments share (spec 02 §3 Payment or refund). */
export const paymentInputFields = {
  type: z.enum(PAYMENT_TYPES),
  partnerId: requiredId,
  amount: decimalField(PAYMENT_AMOUNT_BOUNDS),
  currency: currencyCode.default('RON'),
  date: requiredIsoDate,
  description: optionalText(PAYMENT_LIMITS.description),
  allocations: z.array(allocationInput).max(200).default([]),
};

type Add = (path: (string | number)[], message: string) => void;

/**
 * Spec 02 §5 Payments, for either side: never zero, a receipt never negative, each allocation of the
 * payment's sign, each invoice once, and the allocations' sum never above the amount.
 */
export function paymentRules(
  payment: { type: PaymentType; amount: string; allocations: { invoiceId: string; amount: string }[] },
  add: Add,
): void {
  const amount = new Decimal(payment.amount);
  if (amount.isZero()) add(['amount'], 'not_in:0');
  if (payment.type === 'receipt' && amount.isNegative()) add(['amount'], 'min:0.01');
  let allocated = new Decimal(0);
  const seen = new Set<string>();
  payment.allocations.forEach((allocation, index) => {
    const value = new Decimal(allocation.amount);
    if (value.isZero() || value.isPositive() !== amount.isPositive())
      add(['allocations', index, 'amount'], amount.isNegative() ? 'max:-0.01' : 'min:0.01');
    if (seen.has(allocation.invoiceId)) add(['allocations', index, 'invoiceId'], 'distinct');
    seen.add(allocation.invoiceId);
    allocated = allocated.plus(value);
  });
  if (allocated.abs().gt(amount.abs())) add(['allocations'], `max:${amount.abs().toFixed(2)}`);
}

export const clientPaymentInputSchema = z
  .object({
    ...paymentInputFields,
    /** The receipt's series (receipts only). */
    documentSeriesId: optionalId,
  })
  .superRefine((payment, ctx) => {
    const add: Add = (path, message) => ctx.addIssue({ code: 'custom', path, message });
    if (payment.type === 'receipt') {
      if (!payment.description) add(['description'], 'required');
      if (!payment.documentSeriesId) add(['documentSeriesId'], 'required');
    }
    paymentRules(payment, add);
  });
export type ClientPaymentInput = z.input<typeof clientPaymentInputSchema>;
export type ClientPaymentPayload = z.output<typeof clientPaymentInputSchema>;

export const paymentAllocationSchema = z.object({
  invoiceId: z.string(),
  seriesNumber: z.string().nullable(),
  issueDate: z.string(),
  dueDate: z.string().nullable(),
  amount: z.string(),
  invoiceAmountDue: z.string(),
  invoiceRemaining: z.string(),
});
export type PaymentAllocation = z.infer<typeof paymentAllocationSchema>;

export const clientPaymentSchema = z.object({
  id: z.string(),
  type: z.enum(PAYMENT_TYPES),
  /** Bank transfers are recorded as published; receipts go draft -> published -> voided. */
  status: z.enum(DOCUMENT_STATUSES),
  documentSeriesId: z.string().nullable(),
  seriesNumber: z.string().nullable(),
  partnerId: z.string(),
  partnerName: z.string(),
  amount: z.string(),
  currency: z.string(),
  date: z.string(),
  description: z.string().nullable(),
  allocated: z.string(),
  remaining: z.string(),
  allocationState: z.enum(ALLOCATION_STATES),
  allocations: z.array(paymentAllocationSchema),
  createdAt: z.string(),
});
export type ClientPayment = z.infer<typeof clientPaymentSchema>;

export const clientPaymentListItemSchema = clientPaymentSchema.omit({ allocations: true });
export type ClientPaymentListItem = z.infer<typeof clientPaymentListItemSchema>;

/** An issued invoice that can take (more of) a payment: the allocation list of the payment form. */
export const payableInvoiceSchema = z.object({
  id: z.string(),
  seriesNumber: z.string().nullable(),
  issueDate: z.string(),
  dueDate: z.string().nullable(),
  currency: z.string(),
  amountDue: z.string(),
  paidTotal: z.string(),
  remaining: z.string(),
});
export type PayableInvoice = z.infer<typeof payableInvoiceSchema>;

/** A payment of one invoice, as the invoice's payments modal lists it. */
export const invoicePaymentSchema = z.object({
  paymentId: z.string(),
  type: z.enum(PAYMENT_TYPES),
  status: z.enum(DOCUMENT_STATUSES),
  seriesNumber: z.string().nullable(),
  date: z.string(),
  /** The part of the payment allocated to this invoice. */
  amount: z.string(),
  currency: z.string(),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;
