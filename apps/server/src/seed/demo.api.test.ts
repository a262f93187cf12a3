import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsRepo } from '../modules/accounts/accounts.repo';
import { billingService } from '../modules/billing/billing.service';
import { clientDocuments } from '../modules/client-invoices/client-invoices.tables';
import { companies } from '../modules/companies/companies.tables';
import { warehouses } from '../modules/warehouses/warehouses.tables';
import { type Harness, startHarness } from '../testing/harness';
import { seedDemo } from './demo';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('demo account', () => {
  it('gets a company with sample clients, series and documents on a first start, once', async () => {
    const email = 'demo-sample@demo.ro';
    await seedDemo(h.ctx.database, h.companyHooks, email, 'Demo-Sample-2026a', { sampleData: true });
    await seedDemo(h.ctx.database, h.companyHooks, email, 'Demo-Sample-2026b', { sampleData: true });
    const user = await accountsRepo.findByEmail(h.ctx.database.db, email);
    const [company] = await h.ctx.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.tenantId, user?.tenantId ?? ''));
    const documents = await h.ctx.database.db
      .select({
        kind: clientDocuments.kind,
        status: clientDocuments.status,
        amountDue: clientDocuments.amountDue,
      })
      .from(clientDocuments)
      .where(and(eq(clientDocuments.companyId, company?.id ?? '')));
    expect(documents.map((d) => `${d.kind}:${d.status}`).sort()).toEqual([
      'invoice:draft',
      'invoice:published',
      'proforma:published',
    ]);
    // 24 h x 150.00 + 2 x 45.50 = 3,600.00 + 91.00, less 5%: 3,420.00 at 21% and 86.45 at 11%
    // -> VAT 718.20 + 9.51; due 3,420.00 + 86.45 + 727.71 = 4,234.16.
    expect(documents.find((d) => d.status === 'published' && d.kind === 'invoice')?.amountDue).toBe(
      '4234.16',
    );
    // The Smart plan and its warehouses, so the demo shows stock.
    expect(await billingService.hasSmartPlan(h.ctx.database.db, company?.id ?? '')).toBe(true);
    const stores = await h.ctx.database.db
      .select({ name: warehouses.name, unloadType: warehouses.unloadType })
      .from(warehouses)
      .where(eq(warehouses.companyId, company?.id ?? ''));
    expect(stores.map((w) => `${w.name}:${w.unloadType}`).sort()).toEqual([
      'Depozit central:fifo',
      'Magazin Florești:lifo',
    ]);
  });
});
