import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompany } from '../../testing/company-fixture';
import { type Harness, startHarness } from '../../testing/harness';
import { grantSmartPlan } from '../../testing/plan-fixture';

/**
 * Migration 0020 (issue 16): grants written before the catalogue grew keep every right they gave.
 * The members below get the grants of those days directly; the migration's statement then runs on
 * them, as it ran once on every database when it was applied.
 */

const MIGRATION = readFileSync(
  fileURLToPath(new URL('../../../drizzle/0020_permission_catalogue.sql', import.meta.url)),
  'utf8',
);

let h: Harness;
let tenantId: string;
let companyId: string;

beforeAll(async () => {
  h = await startHarness();
  const owner = await h.signUp();
  tenantId = owner.identity.tenantId;
  companyId = await addCompany(owner.client, 'clujVatPayer');
  await grantSmartPlan(h, companyId);
}, 120_000);

afterAll(async () => {
  await h?.close();
});

const migrate = () => h.ctx.database.pool.query(MIGRATION);

async function grantsOf(userId: string): Promise<Record<string, string[]>> {
  const { rows } = await h.ctx.database.pool.query<{ company_id: string | null; permission: string }>(
    'SELECT company_id, permission FROM user_permissions WHERE user_id = $1',
    [userId],
  );
  const byScope: Record<string, string[]> = {};
  for (const row of rows) {
    const scope = row.company_id ?? 'global';
    byScope[scope] = [...(byScope[scope] ?? []), row.permission];
  }
  for (const list of Object.values(byScope)) list.sort();
  return byScope;
}

describe('the permission catalogue migration', () => {
  it('gives write holders delete, invoice holders the payments and reports, and the rest their new areas', async () => {
    const member = await h.createMember(tenantId, {
      company: {
        [companyId]: [
          'my-companies.read',
          'client-invoices.read',
          'client-invoices.write',
          'supplier-invoices.read',
          'partners.read',
          'partners.write',
          'warehouses.read',
        ],
      },
      global: ['sub-users.read', 'sub-users.write', 'settings.read', 'settings.write'],
    });
    const base = `/v1/my-companies/${companyId}`;
    // Before: the routes' new permissions are not held yet.
    expect((await member.client.get(`${base}/client-payments`)).status).toBe(403);
    expect((await member.client.get(`${base}/stock-reports`)).status).toBe(403);

    await migrate();
    expect(await grantsOf(member.id)).toEqual({
      [companyId]: [
        'billing.read',
        'client-invoices.delete',
        'client-invoices.read',
        'client-invoices.write',
        'client-payments.delete',
        'client-payments.read',
        'client-payments.write',
        'client-reports.read',
        'my-companies.read',
        'partners.delete',
        'partners.read',
        'partners.write',
        'stock-reports.read',
        'supplier-invoices.read',
        'supplier-payments.read',
        'supplier-reports.read',
        'warehouses.read',
      ],
      global: [
        'settings.delete',
        'settings.read',
        'settings.write',
        'sub-users.delete',
        'sub-users.read',
        'sub-users.write',
      ],
    });
    for (const path of ['client-payments', 'client-reports', 'supplier-payments', 'stock-reports'])
      expect((await member.client.get(`${base}/${path}`)).status).toBe(200);
  });

  it('gives the company managers billing, leaves other grants alone and changes nothing when run again', async () => {
    const manager = await h.createMember(tenantId, {
      company: { [companyId]: ['my-companies.write', 'warehouses.write', 'anaf-spv.ro-e-factura.write'] },
    });
    const reader = await h.createMember(tenantId, {
      company: { [companyId]: ['products.read', 'anaf-spv.ro-e-transport.read'] },
    });
    await migrate();
    await migrate();
    expect(await grantsOf(manager.id)).toEqual({
      [companyId]: [
        'anaf-spv.ro-e-factura.delete',
        'anaf-spv.ro-e-factura.write',
        'billing.read',
        'billing.write',
        'my-companies.write',
        'warehouses.delete',
        'warehouses.write',
      ],
    });
    expect(await grantsOf(reader.id)).toEqual({
      [companyId]: ['anaf-spv.ro-e-transport.read', 'products.read'],
    });
  });
});
