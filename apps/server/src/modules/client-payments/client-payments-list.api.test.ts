import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness';
import { type PaymentsWorld, paymentsWorld, transfer } from './payments.test-fixture';
import { startPaymentsHarness } from './payments.test-harness';

let h: Harness;
let w: PaymentsWorld;

beforeAll(async () => {
  h = await startPaymentsHarness();
  w = await paymentsWorld(h);
});
afterAll(async () => {
  await h?.close();
});

const pay = (body: Record<string, unknown>) => w.owner.post(w.payments, body);

describe('payable invoices', () => {
  it('lists the issued invoices of the partner and currency with something left, oldest first', async () => {
    const partner = await w.freshClient();
    const older = await w.invoice({ partnerId: partner, amountDue: '50.00', issueDate: '2025-12-01' });
    const newer = await w.invoice({ partnerId: partner, amountDue: '70.00', issueDate: '2026-01-15' });
    await w.invoice({ partnerId: partner, status: 'draft' });
    await w.invoice({ partnerId: partner, currency: 'EUR' });
    const response = await w.owner.get(`${w.payments}/payable-invoices?partnerId=${partner}&currency=RON`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      expect.objectContaining({ id: older, amountDue: '50.00', paidTotal: '0.00', remaining: '50.00' }),
      expect.objectContaining({ id: newer, amountDue: '70.00', remaining: '70.00', currency: 'RON' }),
    ]);
  });

  it('answers 422 without a partner or a currency', async () => {
    const response = await w.owner.get(`${w.payments}/payable-invoices?partnerId=x&currency=`);
    expect(response.status).toBe(422);
    expect(response.body.errors).toMatchObject({ partnerId: ['invalid'] });
  });
});

describe('list', () => {
  it('filters, searches and sorts', async () => {
    const base = { amount: '10' };
    await pay(transfer(w.clientB, { ...base, date: '2025-03-01', description: 'Avans proiect Zeta' }));
    await pay(transfer(w.clientB, { ...base, amount: '20', date: '2025-03-05', currency: 'EUR' }));
    const query = (params: Record<string, string>) =>
      w.owner.get(`${w.payments}?${new URLSearchParams(params)}`);
    const filters = (list: unknown[]) => JSON.stringify(list);

    const march = await query({
      filters: filters([
        { field: 'date', operator: 'gte', value: '2025-03-01' },
        { field: 'date', operator: 'lte', value: '2025-03-31' },
        { field: 'partnerId', operator: 'eq', value: w.clientB },
      ]),
      sortBy: 'amount',
      sortDir: 'desc',
    });
    expect(march.status).toBe(200);
    expect(march.body.count).toBe(2);
    expect(march.body.items.map((item: { amount: string }) => item.amount)).toEqual(['20.00', '10.00']);
    expect(march.body.items[0]).not.toHaveProperty('allocations');

    const euro = await query({ filters: filters([{ field: 'currency', operator: 'eq', value: 'eur' }]) });
    expect(euro.body.items.every((item: { currency: string }) => item.currency === 'EUR')).toBe(true);
    const searched = await query({ search: 'zeta' });
    expect(searched.body.items).toHaveLength(1);
    const byPartner = await query({ search: 'carpați', sortBy: 'partnerName' });
    expect(byPartner.body.count).toBeGreaterThanOrEqual(2);

    // Newest first by default.
    const all = await query({ perPage: '100' });
    const dates = all.body.items.map((item: { date: string }) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());

    for (const bad of <Record<string, string>[]>[
      { filters: filters([{ field: 'date', operator: 'gte', value: 'yesterday' }]) },
      { filters: filters([{ field: 'partnerId', operator: 'eq', value: 'x' }]) },
      { filters: filters([{ field: 'status', operator: 'eq', value: 'paid' }]) },
      { filters: filters([{ field: 'amount', operator: 'eq', value: '1' }]) },
      { sortBy: 'description' },
    ]) {
      expect((await query(bad)).status).toBe(422);
    }
  });
});

describe('access', () => {
  it('keeps another company out, and needs the payments permissions to read, change and delete', async () => {
    const payment = await pay(transfer(w.clientA));
    const url = `${w.payments}/${payment.body.id}`;
    expect((await w.stranger.get(url)).status).toBe(404);
    expect((await w.stranger.get(`${w.strangerBase}/client-payments/${payment.body.id}`)).status).toBe(404);
    expect((await w.stranger.delete(`${w.strangerBase}/client-payments/${payment.body.id}`)).status).toBe(
      404,
    );
    expect((await w.owner.get(`${w.payments}/not-an-id`)).status).toBe(404);

    const member = async (permissions: string[]) =>
      (await h.createMember(w.tenantId, { company: { [w.companyId]: permissions } })).client;
    const reader = await member(['client-payments.read']);
    expect((await reader.get(url)).status).toBe(200);
    expect((await reader.post(w.payments, transfer(w.clientA))).status).toBe(403);
    expect((await reader.delete(url)).status).toBe(403);
    expect((await (await member(['client-invoices.read'])).get(url)).status).toBe(403);
    const writer = await member(['client-payments.read', 'client-payments.write']);
    expect((await writer.put(url, transfer(w.clientA))).status).toBe(200);
    expect((await writer.delete(url)).status).toBe(403);
    const deleter = await member(['client-payments.read', 'client-payments.delete']);
    expect((await deleter.delete(url)).status).toBe(204);
  });

  it('blocks deleting the partner and the company while payments exist', async () => {
    expect((await pay(transfer(w.clientA))).status).toBe(201);
    const deletePartner = await w.owner.delete(`${w.base}/partners/${w.clientA}`);
    expect(deletePartner.status).toBe(422);
    expect(deletePartner.body.errors.partner).toContain('client-payments');
    const deleteCompany = await w.owner.delete(`/v1/my-companies/${w.companyId}`, { confirm: 'confirm' });
    expect(deleteCompany.status).toBe(422);
    expect(JSON.stringify(deleteCompany.body)).toContain('payments');
  });
});
