import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** The plans a route may need beyond its permission: Smart, or a basic or smart invoicing plan. */
export type RequiredPlan = 'smart' | 'invoicing';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A company route elsewhere than the inventory paths that still needs the plan. */
    plan?: RequiredPlan;
  }
}

/**
 * The inventory's collections under /v1/my-companies/:companyId/ (issue 14): warehouses, the four
 * stock documents, the stock hints and the stock reports need the Smart plan, whatever route a module
 * adds below them later, so the rule is written once here rather than on each route.
 */
export const SMART_PLAN_COLLECTIONS = [
  'warehouses',
  'goods-receipt-notes',
  'client-goods-despatch-advices',
  'stock-consumption-receipts',
  'stock-reception-receipts',
  'stock',
  'stock-reports',
] as const;

/** Inventory routes that live under another collection: a supplier invoice's lines a goods receipt note can take. */
export const SMART_PLAN_ROUTES = [
  '/v1/my-companies/:companyId/supplier-invoices/:invoiceId/receivable-lines',
];

/**
 * The collections that need a basic or smart plan (spec 01 §2 and §6): product categories, products,
 * client and supplier invoices, proformas, payments, receipts, reports, and the SPV e-invoice and
 * e-transport areas; the same areas the web app sends to the subscriptions page.
 */
export const INVOICING_PLAN_COLLECTIONS = [
  'products',
  'products-categories',
  'product-form-options',
  'client-invoices',
  'client-proformas',
  'client-payments',
  'client-receipts',
  'client-reports',
  'supplier-invoices',
  'supplier-payments',
  'supplier-receipts',
  'supplier-reports',
  'efactura',
  'etransport',
] as const;

const COMPANY_ROUTE = '/v1/my-companies/:companyId/';

/** The plan a route (its URL pattern and config) needs, or null. */
export function requiredPlanOf(
  routeUrl: string,
  config: { plan?: RequiredPlan } | undefined,
): RequiredPlan | null {
  if (config?.plan) return config.plan;
  if (SMART_PLAN_ROUTES.includes(routeUrl)) return 'smart';
  if (!routeUrl.startsWith(COMPANY_ROUTE)) return null;
  const collection = routeUrl.slice(COMPANY_ROUTE.length).split('/')[0] ?? '';
  if ((SMART_PLAN_COLLECTIONS as readonly string[]).includes(collection)) return 'smart';
  return (INVOICING_PLAN_COLLECTIONS as readonly string[]).includes(collection) ? 'invoicing' : null;
}

/**
 * Refuses a company route that needs a plan the company has not got in force: 403 with
 * `common.errors.smart-plan-required` (the web app sends the user to the company's subscriptions page
 * before asking). Runs after the access check, which resolved the company within the session's
 * tenant and the user's permission there, so it never tells a stranger anything about a company.
 */
export function installPlanGate(
  app: FastifyInstance,
  resolvers: {
    hasSmartPlan(companyId: string): Promise<boolean>;
    hasInvoicingPlan(companyId: string): Promise<boolean>;
  },
): void {
  app.addHook('onRequest', async (request) => {
    if (!request.company || !request.routeOptions.url) return;
    const plan = requiredPlanOf(request.routeOptions.url, request.routeOptions.config);
    if (plan === 'smart' && !(await resolvers.hasSmartPlan(request.company.id))) {
      throw new HttpError(403, 'common.errors.smart-plan-required', { plan });
    }
    if (plan === 'invoicing' && !(await resolvers.hasInvoicingPlan(request.company.id))) {
      throw new HttpError(403, 'common.errors.subscription-required', { plan });
    }
  });
}
