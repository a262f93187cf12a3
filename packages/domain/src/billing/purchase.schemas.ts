import { z } from 'zod';
import { LOCALES } from '../auth/locale';
import { PLAN_PERIODS } from './plans';

/** What can be bought: the Basic and Smart plans and the e-Transport add-on, each for a period. */
export const BUYABLE_PRODUCTS = ['invoicing-basic', 'invoicing-smart', 'etransport'] as const;
export type BuyableProduct = (typeof BUYABLE_PRODUCTS)[number];

/** The product's name in notifications, e-mails and the provider's page (the same in both languages). */
export const PRODUCT_NAMES: Record<BuyableProduct, string> = {
  'invoicing-basic': 'Basic',
  'invoicing-smart': 'Smart',
  etransport: 'e-Transport',
};

/** The plan code of a product and period: "plan:invoicing-smart:monthly", "addon:etransport:yearly". */
export const planCodeOf = (product: BuyableProduct, period: (typeof PLAN_PERIODS)[number]) =>
  product === 'etransport' ? `addon:etransport:${period}` : `plan:${product}:${period}`;

/**
 * Card through the payment provider's hosted page (its page can also be e-mailed as a payment
 * link), or bank transfer against the platform's proforma, marked received by an operator.
 */
export const PAYMENT_METHODS = ['card', 'bank-transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATES = ['pending', 'processing', 'accepted', 'rejected'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const subscribeInputSchema = z.object({
  product: z.enum(BUYABLE_PRODUCTS, { error: 'required' }),
  period: z.enum(PLAN_PERIODS, { error: 'required' }),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'required' }),
  /** Charge the saved card again at expiry (card payments only). */
  autoRenew: z.boolean().default(false),
  acceptTerms: z.literal(true, { error: 'accepted' }),
});
export type SubscribeInput = z.input<typeof subscribeInputSchema>;

/** The payment's page e-mailed to whoever pays (an accountant, the owner on another device). */
export const paymentLinkInputSchema = z.object({
  email: z.string({ error: 'required' }).trim().max(254, { error: 'max:254' }).email({ error: 'email' }),
  locale: z.enum(LOCALES).default('ro-RO'),
});
export type PaymentLinkInput = z.input<typeof paymentLinkInputSchema>;

export const subscriptionPaymentSchema = z.object({
  id: z.string(),
  myCompanyId: z.string(),
  planCode: z.string(),
  /** RON with two decimals, VAT included, as the plan's price when it was bought. */
  amount: z.string(),
  currency: z.string(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATES),
  autoRenew: z.boolean(),
  /** Where the buyer pays (the provider's hosted page) while the payment is pending. */
  payUrl: z.string().nullable(),
  /** The platform's proforma to pay by bank transfer, and its invoice once the payment is accepted. */
  proformaNumber: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  /** The subscription the accepted payment bought. */
  subscriptionId: z.string().nullable(),
  failure: z.string().nullable(),
  createdAt: z.string(),
});
export type SubscriptionPayment = z.infer<typeof subscriptionPaymentSchema>;

/** A plan with its price, for the purchase modal. */
export const planPriceSchema = z.object({
  code: z.string(),
  product: z.enum(BUYABLE_PRODUCTS),
  period: z.enum(PLAN_PERIODS),
  months: z.number().int(),
  price: z.string(),
  currency: z.string(),
  /** A launch offer in force today: its price (VAT included; "0.00" is free) and its last day. */
  offer: z.object({ price: z.string(), endsOn: z.string() }).nullable(),
});
export type PlanPrice = z.infer<typeof planPriceSchema>;
