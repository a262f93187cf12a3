import type { Subscription } from '@app/domain/billing/billing.schemas';
import { describe, expect, it } from 'vitest';
import { isSubscriptionGatedPath, subscriptionGateDecision } from './subscription-gating';

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
      '/inventory/warehouses',
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
