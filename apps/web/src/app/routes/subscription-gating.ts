import type { Subscription } from '@app/domain/billing/billing.schemas';
import { hasInvoicingPlan } from '@app/domain/billing/plans';

/**
 * Areas that need a basic or smart invoicing plan on the selected company (spec 01 §2 and §6):
 * product categories, products, client invoices, proformas, payments, receipts, reports, supplier
 * invoices, payments, receipts, reports, and the SPV e-invoice and e-transport pages.
 */
const GATED_PREFIXES = [
  '/products-categories',
  '/products',
  '/clients/invoices',
  '/clients/proformas',
  '/clients/payments',
  '/clients/receipts',
  '/clients/reports',
  '/suppliers/invoices',
  '/suppliers/payments',
  '/suppliers/receipts',
  '/suppliers/reports',
  '/spv/efactura',
  '/spv/etransport',
] as const;

/** Whether the path needs the plan: the prefix itself or anything below it (not /productsX). */
export function isSubscriptionGatedPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return GATED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export type GateDecision = { allow: true } | { allow: false; redirectTo: string };

/**
 * The subscription gate's decision for a path: allowed, or sent to the selected company's
 * subscriptions page.
 */
export function subscriptionGateDecision(input: {
  pathname: string;
  subscriptions: Subscription[];
  companyId: string | null;
  now?: Date;
}): GateDecision {
  const { pathname, subscriptions, companyId, now } = input;
  if (!isSubscriptionGatedPath(pathname)) return { allow: true };
  // The plan rule (basic or smart, in force) is the domain's, shared with the server.
  if (companyId && hasInvoicingPlan(subscriptions, companyId, now)) return { allow: true };
  return {
    allow: false,
    redirectTo: companyId ? `/my-companies/${encodeURIComponent(companyId)}/subscriptions` : '/my-companies',
  };
}
