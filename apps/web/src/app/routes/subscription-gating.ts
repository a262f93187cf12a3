import type { Subscription } from '@app/domain/billing/billing.schemas';
import { hasInvoicingPlan, hasSmartPlan } from '@app/domain/billing/plans';

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

/**
 * Areas that need the smart plan (issue 14, stock management): the whole inventory (warehouses, stock
 * documents, stock reports) and the client invoice made from a goods despatch advice.
 */
const SMART_PREFIXES = ['/inventory', '/clients/invoices/create/goods-despatch-advice'] as const;

const trimmed = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
const under = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** Whether the path needs the plan: the prefix itself or anything below it (not /productsX). */
export function isSubscriptionGatedPath(pathname: string): boolean {
  return under(trimmed(pathname), GATED_PREFIXES);
}

/** Whether the path needs the smart plan (the inventory). */
export function isSmartGatedPath(pathname: string): boolean {
  return under(trimmed(pathname), SMART_PREFIXES);
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
  const smart = isSmartGatedPath(pathname);
  if (!smart && !isSubscriptionGatedPath(pathname)) return { allow: true };
  // The plan rules (basic or smart, or smart alone, in force) are the domain's, shared with the server.
  const hasPlan = smart ? hasSmartPlan : hasInvoicingPlan;
  if (companyId && hasPlan(subscriptions, companyId, now)) return { allow: true };
  return {
    allow: false,
    redirectTo: companyId ? `/my-companies/${encodeURIComponent(companyId)}/subscriptions` : '/my-companies',
  };
}
