import { z } from 'zod';
import { PAYMENT_METHODS, PAYMENT_STATES } from './purchase.schemas';

/** An operator's extension of a subscription: whole months, with the reason kept in the audit. */
export const extendSubscriptionInputSchema = z.object({
  months: z
    .number({ error: 'required' })
    .int({ error: 'integer' })
    .min(1, { error: 'min:1' })
    .max(24, { error: 'max:24' }),
  reason: z.string({ error: 'required' }).trim().min(3, { error: 'min:3' }).max(500, { error: 'max:500' }),
});
export type ExtendSubscriptionInput = z.input<typeof extendSubscriptionInputSchema>;

/** A bank transfer seen on the platform's account: the statement's reference is kept in the audit. */
export const markReceivedInputSchema = z.object({
  reference: z.string({ error: 'required' }).trim().min(3, { error: 'min:3' }).max(100, { error: 'max:100' }),
});
export type MarkReceivedInput = z.input<typeof markReceivedInputSchema>;

export const adminSubscriptionSchema = z.object({
  id: z.string(),
  myCompanyId: z.string(),
  companyName: z.string(),
  planCode: z.string(),
  startsAt: z.string(),
  expiresAt: z.string(),
  autoRenew: z.boolean(),
  ended: z.boolean(),
});

export const adminPaymentSchema = z.object({
  id: z.string(),
  myCompanyId: z.string(),
  companyName: z.string(),
  planCode: z.string(),
  amount: z.string(),
  currency: z.string(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATES),
  renewal: z.boolean(),
  proformaNumber: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const billingAuditEntrySchema = z.object({
  id: z.string(),
  actorUserId: z.string(),
  action: z.string(),
  subjectId: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
