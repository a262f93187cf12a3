import type { Subscription } from '@app/domain/billing/billing.schemas';
import { describe, expect, it } from 'vitest';
import { isSmartGatedPath, isSubscriptionGatedPath, subscriptionGateDecision } from './subscription-gating';

const now = new Date('2025-06-01T00:00:00Z');
const subscription = (overrides: Partial<Subscription>): Subscription => ({
  id: 's1',
  planId: 'p-basic',
  planCode: 'plan:invoicing-basic:yearly',
  myCompanyId: 'c1',
  status: 'active',
  startsAt: '2025-01-01T00:00:00Z',
  expiresAt: '2026-01-01T00:00:00Z',
  autoRenew: true,
  cardKept: true,
  paymentStatus: 'accepted',
  ...overrides,
});

describe('isSubscriptionGatedPath', () => {
  it('gates the invoicing, product and SPV areas with everything below them', () => {
    for (const path of [
      '/products',
      '/products/create',
      '/products/12/attributes',
      '/products-categories',
      '/clients/invoices',
      '/clients/invoices/view/5/messages',
      '/clients/proformas/create',
      '/clients/payments',
      '/clients/receipts/view/3',
      '/clients/reports',
      '/suppliers/invoices/view/1/confirm',
      '/suppliers/payments',
      '/suppliers/receipts/create',
      '/suppliers/reports/',
      '/spv/efactura',
      '/spv/etransport/transport-confirmation/create',
    ]) {
      expect(isSubscriptionGatedPath(path), path).toBe(true);
    }
  });

  it('leaves the other areas open', () => {
    for (const path of [
      '/',
      '/partners',
      '/productsx',
      '/clients/contracts',
      '/suppliers/offers',
      '/my-companies/c1/subscriptions',
      '/settings/banks',
      '/spv',
    ]) {
      expect(isSubscriptionGatedPath(path), path).toBe(false);
    }
  });
});

describe('subscriptionGateDecision', () => {
  const decide = (pathname: string, subscriptions: Subscription[], companyId: string | null = 'c1') =>
    subscriptionGateDecision({ pathname, subscriptions, companyId, now });
  const denied = { allow: false, redirectTo: '/my-companies/c1/subscriptions' };

  it('lets open areas through without looking at subscriptions', () => {
    expect(decide('/partners', [])).toEqual({ allow: true });
  });

  it('sends a gated area without a plan to the company subscriptions page', () => {
    expect(decide('/clients/invoices', [])).toEqual(denied);
    expect(decide('/clients/invoices', [], null)).toEqual({ allow: false, redirectTo: '/my-companies' });
  });

  it('allows a gated area with a basic or smart plan of the selected company', () => {
    expect(decide('/spv/efactura', [subscription({})])).toEqual({ allow: true });
    expect(decide('/products', [subscription({ planCode: 'plan:invoicing-smart:monthly' })])).toEqual({
      allow: true,
    });
  });

  it('refuses the e-transport add-on alone, the plan of another company, and an expired plan', () => {
    expect(decide('/products', [subscription({ planCode: 'addon:etransport:quarterly' })])).toEqual(denied);
    expect(decide('/products', [subscription({ myCompanyId: 'c2' })])).toEqual(denied);
    expect(decide('/products', [subscription({ status: 'expired' })])).toEqual(denied);
    expect(decide('/products', [subscription({ expiresAt: '2025-05-31T23:59:59Z' })])).toEqual(denied);
  });

  it('keeps access while a plan is expiring soon, renewed or not renewed', () => {
    for (const status of ['expiring-soon', 'renewed', 'not-renewed'] as const) {
      expect(decide('/clients/receipts', [subscription({ status })]), status).toEqual({ allow: true });
    }
  });
});

describe('the smart plan gate of the inventory', () => {
  const decide = (pathname: string, subscriptions: Subscription[], companyId: string | null = 'c1') =>
    subscriptionGateDecision({ pathname, subscriptions, companyId, now });
  const denied = { allow: false, redirectTo: '/my-companies/c1/subscriptions' };
  const smart = subscription({ planCode: 'plan:invoicing-smart:monthly' });

  it('gates the inventory and the invoice made from a despatch advice, nothing else', () => {
    for (const path of [
      '/inventory',
      '/inventory/warehouses',
      '/inventory/warehouses/create',
      '/inventory/goods-receipt-notes/create/supplier-invoice',
      '/inventory/stocks-reports/stock-records/',
      '/clients/invoices/create/goods-despatch-advice',
    ]) {
      expect(isSmartGatedPath(path), path).toBe(true);
    }
    for (const path of ['/inventoryx', '/clients/invoices', '/clients/invoices/create', '/products']) {
      expect(isSmartGatedPath(path), path).toBe(false);
    }
  });

  it('sends a company on the basic plan, or without any, to its subscriptions page', () => {
    expect(decide('/inventory/warehouses', [subscription({})])).toEqual(denied);
    expect(decide('/inventory/warehouses', [])).toEqual(denied);
    expect(decide('/clients/invoices/create/goods-despatch-advice', [subscription({})])).toEqual(denied);
    expect(decide('/inventory', [], null)).toEqual({ allow: false, redirectTo: '/my-companies' });
    // Basic still opens the invoice list itself.
    expect(decide('/clients/invoices', [subscription({})])).toEqual({ allow: true });
  });

  it("lets a smart plan of the selected company in force through, not an ended one or another company's", () => {
    expect(decide('/inventory/warehouses/w1', [smart])).toEqual({ allow: true });
    expect(decide('/clients/invoices/create/goods-despatch-advice', [smart])).toEqual({ allow: true });
    expect(decide('/inventory/warehouses', [{ ...smart, status: 'expired' }])).toEqual(denied);
    expect(decide('/inventory/warehouses', [{ ...smart, expiresAt: '2025-05-01T00:00:00Z' }])).toEqual(
      denied,
    );
    expect(decide('/inventory/warehouses', [{ ...smart, myCompanyId: 'c2' }])).toEqual(denied);
  });
});
