import { describe, expect, it } from 'vitest';
import { INVOICING_PLAN_COLLECTIONS, requiredPlanOf, SMART_PLAN_COLLECTIONS } from './plan-gate';

describe('requiredPlanOf', () => {
  it('asks the Smart plan of every route under the inventory collections of a company', () => {
    for (const collection of SMART_PLAN_COLLECTIONS) {
      for (const suffix of ['', '/:id', '/:id/publish', '/current-stock']) {
        const url = `/v1/my-companies/:companyId/${collection}${suffix}`;
        expect(requiredPlanOf(url, undefined), url).toBe('smart');
      }
    }
  });

  it('asks nothing of other routes, whose names merely start alike or sit elsewhere', () => {
    for (const url of [
      '/v1/my-companies/:companyId',
      '/v1/my-companies/:companyId/partners',
      '/v1/my-companies/:companyId/stockx',
      '/v1/my-companies/:companyId/productsx',
      '/v1/my-companies/:companyId/anaf-spv',
      '/v1/my-companies/:companyId/billing/subscribe',
      '/v1/warehouses',
    ]) {
      expect(requiredPlanOf(url, undefined), url).toBeNull();
    }
  });

  it('asks a basic or smart plan of the invoicing collections, below them too', () => {
    for (const collection of INVOICING_PLAN_COLLECTIONS) {
      for (const suffix of ['', '/:id', '/:id/publish']) {
        const url = `/v1/my-companies/:companyId/${collection}${suffix}`;
        expect(requiredPlanOf(url, undefined), url).toBe('invoicing');
      }
    }
  });

  it('asks it of the inventory routes under other collections', () => {
    expect(
      requiredPlanOf('/v1/my-companies/:companyId/supplier-invoices/:invoiceId/receivable-lines', undefined),
    ).toBe('smart');
  });

  it('honours a route that declares the plan itself', () => {
    expect(
      requiredPlanOf('/v1/my-companies/:companyId/supplier-invoices/:id/receivable-lines', { plan: 'smart' }),
    ).toBe('smart');
  });
});
