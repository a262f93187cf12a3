import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo';
import { type Harness, startHarness } from '../../testing/harness';
import { users } from '../accounts/accounts.tables';
import { companies } from '../companies/companies.tables';
import { supplierInvoices } from './supplier-invoices.tables';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('demo supplier invoices', () => {
  it('gives the demo company one invoice added by hand and one received to confirm', async () => {
    const email = 'demo-suppliers@demo.ro';
    await seedDemo(h.ctx.database, h.companyHooks, email, 'Demo-Suppliers-2026a', { sampleData: true });
    const [user] = await h.ctx.database.db.select().from(users).where(eq(users.email, email));
    const [company] = await h.ctx.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.tenantId, user?.tenantId ?? ''));
    const rows = await h.ctx.database.db
      .select({
        status: supplierInvoices.status,
        partnerName: supplierInvoices.partnerName,
        grossTotal: supplierInvoices.grossTotal,
      })
      .from(supplierInvoices)
      .where(eq(supplierInvoices.companyId, company?.id ?? ''));
    expect(rows.map((row) => row.status).sort()).toEqual(['published', 'received']);
    // 20 x 24.90 + 2 x 310 = 1118.00 + 21% = 1352.78; 450 + 21% = 544.50.
    expect(rows.map((row) => row.grossTotal).sort()).toEqual(['1352.78', '544.50']);
    expect(rows.every((row) => row.partnerName === 'Carpați Birotică SRL')).toBe(true);
  });
});
