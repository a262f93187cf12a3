import { EXPIRING_SOON_DAYS, PLAN_PERIODS } from './plans';
import type { BuyableProduct } from './purchase.schemas';

/** A subscription of the company in force at the moment of buying. */
export type HeldSubscription = { product: BuyableProduct | null; expiresAt: Date };

export type PurchaseDecision =
  | { refused: 'payment-in-process' | 'subscription-exists' }
  | { refused: null; startsAt: Date; expiresAt: Date };

const DAY_MS = 24 * 3600_000;

/** The product of a plan code, or null for one that cannot be bought. */
export function productOfPlanCode(code: string): BuyableProduct | null {
  if (code.startsWith('addon:etransport:')) return 'etransport';
  const match = /^plan:(invoicing-basic|invoicing-smart):/.exec(code);
  return (match?.[1] as BuyableProduct | undefined) ?? null;
}

/** The period of a plan code ("plan:invoicing-smart:monthly" -> "monthly"), or null. */
export function periodOfPlanCode(code: string): (typeof PLAN_PERIODS)[number] | null {
  return PLAN_PERIODS.find((period) => code.endsWith(`:${period}`)) ?? null;
}

/** A rejected payment may be tried again this long after its refusal, not sooner. */
export const RETRY_AFTER_MS = 30_000;

/** Smart includes Basic: holding Smart covers a Basic purchase, never the reverse. */
export const covers = (held: BuyableProduct, wanted: BuyableProduct) =>
  held === wanted || (held === 'invoicing-smart' && wanted === 'invoicing-basic');

export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}

/**
 * Whether a purchase may start and its period (spec 02 §4 and §8 Subscriptions): refused while
 * another payment of the company is pending, and while a subscription covering the product is in
 * force, unless that one is expiring soon: then the new period follows it without a gap.
 */
export function purchaseDecision(input: {
  product: BuyableProduct;
  months: number;
  held: HeldSubscription[];
  paymentPending: boolean;
  now: Date;
}): PurchaseDecision {
  if (input.paymentPending) return { refused: 'payment-in-process' };
  const soon = input.now.getTime() + EXPIRING_SOON_DAYS * DAY_MS;
  const covering = coveringExpiries(input.product, input.held, input.now);
  if (covering.some((expiresAt) => expiresAt.getTime() > soon)) return { refused: 'subscription-exists' };
  return { refused: null, ...nextPeriod(input.product, input.months, input.held, input.now) };
}

const coveringExpiries = (product: BuyableProduct, held: HeldSubscription[], now: Date) =>
  held
    .filter((one) => one.product && covers(one.product, product) && one.expiresAt > now)
    .map((one) => one.expiresAt);

/**
 * The period a paid purchase buys: from now, or from the end of the latest subscription covering
 * the product, so money taken always buys its full period.
 */
export function nextPeriod(
  product: BuyableProduct,
  months: number,
  held: HeldSubscription[],
  now: Date,
): { startsAt: Date; expiresAt: Date } {
  const startsAt = coveringExpiries(product, held, now).reduce(
    (latest, expiresAt) => (expiresAt > latest ? expiresAt : latest),
    now,
  );
  return { startsAt, expiresAt: addMonths(startsAt, months) };
}

/** "59.00" (RON, two decimals at most) -> 5900 bani, exactly: the provider takes integer amounts. */
export function toBani(amount: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`not an amount in RON: ${amount}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 5900 bani -> "59.00" (RON), the way amounts travel in the API. */
export const fromBani = (bani: number) => `${Math.trunc(bani / 100)}.${String(bani % 100).padStart(2, '0')}`;
