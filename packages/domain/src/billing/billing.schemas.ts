import { z } from 'zod';
import { PAYMENT_STATUSES, SUBSCRIPTION_STATUSES } from './plans';

export * from './plans';

export const planSchema = z.object({ id: z.string(), code: z.string() });
export type Plan = z.infer<typeof planSchema>;

export const subscriptionSchema = z.object({
  id: z.string(),
  planId: z.string(),
  planCode: z.string(),
  myCompanyId: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  startsAt: z.string(),
  expiresAt: z.string(),
  autoRenew: z.boolean(),
  /** The provider keeps a card for it, so automatic renewal can be turned on. */
  cardKept: z.boolean(),
  paymentStatus: z.enum(PAYMENT_STATUSES).nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
