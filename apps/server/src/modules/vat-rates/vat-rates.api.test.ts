import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerAndStranger } from '../../testing/company-fixture';
import { type Harness, startHarness } from '../../testing/harness';
import type { TestClient } from '../../testing/test-client';
import { vatStatusHooks } from './vat-status.service';

let h: Harness;
let owner: TestClient;
let companyId: string;
let tenantId: string;
let base: string;
let strangerBase: string;
let stranger: TestClient;

type Rate = {
  id: string;
  code: string;
  value: string | null;
  exemptionReasonCode: string | null;
  internal: boolean;
};
let seeded: Rate[];
const seededRate = (code: string, value: string | null) =>
  seeded.find((rate) => rate.code === code && rate.value === value) as Rate;

beforeAll(async () => {
  h = await startHarness();
  ({ owner, companyId, tenantId, base, strangerBase, stranger } = await ownerAndStranger(h));
  seeded = (await owner.get(`${base}/vat-rates?perPage=100`)).body.items;
});
afterAll(async () => {
  await h?.close();
});

/** Marks a rate as used by some kind of row, as the products and documents modules will. */
function useRate(reason: string, rateId: string) {
  h.companyHooks.usage.register('vat-rate', {
    reason,
    count: async (_db, _c, id) => (id === rateId ? 1 : 0),
  });
}

describe('seeded VAT rates', () => {
  it('gives a new company the current, historic, zero, exempt and non-VAT-payer rates', () => {
    expect(seeded.map((rate) => [rate.code, rate.value, rate.exemptionReasonCode, rate.internal])).toEqual([
      ['S', '21.00', null, false],
      ['S', '19.00', null, false],
      ['S', '11.00', null, false],
      ['S', '9.00', null, false],
      ['S', '5.00', null, false],
      // The zero rates come in no fixed order among themselves.
      ...seeded.slice(5, 10).map((rate) => [rate.code, '0.00', rate.exemptionReasonCode, false]),
      ['O', null, 'VATEX-EU-O', true],
    ]);
    const zeros = Object.fromEntries(
      seeded.slice(5, 10).map((rate) => [rate.code, rate.exemptionReasonCode]),
    );
    expect(zeros).toEqual({
      Z: null,
      E: 'VATEX-EU-132',
      AE: 'VATEX-EU-AE',
      K: 'VATEX-EU-IC',
      G: 'VATEX-EU-G',
    });
    expect(seededRate('S', '19.00')).toMatchObject({ validFrom: null, validTo: '2025-07-31' });
    expect(seededRate('S', '21.00')).toMatchObject({ validFrom: '2025-08-01', validTo: null });
  });

  it('filters by code and internal flag, searches and sorts', async () => {
    const filter = (field: string, value: unknown) =>
      encodeURIComponent(JSON.stringify([{ field, operator: 'eq', value }]));
    const standard = await owner.get(
      `${base}/vat-rates?filters=${filter('code', 'S')}&sortBy=value&sortDir=asc`,
    );
    expect(standard.body.items.map((rate: Rate) => rate.value)).toEqual([
      '5.00',
      '9.00',
      '11.00',
      '19.00',
      '21.00',
    ]);
    const internal = await owner.get(`${base}/vat-rates?filters=${filter('internal', true)}`);
    expect(internal.body.items.map((rate: Rate) => rate.code)).toEqual(['O']);
    const found = await owner.get(`${base}/vat-rates?search=vatex-eu-ic`);
    expect(found.body.items.map((rate: Rate) => rate.code)).toEqual(['K']);
    expect((await owner.get(`${base}/vat-rates?search=19`)).body.count).toBe(1);
    expect((await owner.get(`${base}/vat-rates?filters=${filter('code', 'X')}`)).status).toBe(422);
  });
});

describe('VAT rate create and edit', () => {
  it('creates rates and keeps code, value and exemption reason unique together', async () => {
    const created = await owner.post(`${base}/vat-rates`, { code: 'S', value: '24' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      code: 'S',
      value: '24.00',
      exemptionReasonCode: null,
      internal: false,
    });
    expect((await owner.post(`${base}/vat-rates`, { code: 'S', value: '21.0' })).body.errors).toEqual({
      value: ['unique'],
    });
    const exempt = { code: 'E', value: '0', exemptionReasonCode: 'vatex-eu-132' };
    expect((await owner.post(`${base}/vat-rates`, exempt)).body.errors).toEqual({
      exemptionReasonCode: ['unique'],
    });
    const other = await owner.post(`${base}/vat-rates`, { ...exempt, exemptionReasonCode: 'VATEX-EU-143' });
    expect(other.body).toMatchObject({ code: 'E', value: '0.00', exemptionReasonCode: 'VATEX-EU-143' });
    const edited = await owner.put(`${base}/vat-rates/${created.body.id}`, {
      code: 'S',
      value: '23',
      validFrom: '2026-01-01',
    });
    expect(edited.body).toMatchObject({ value: '23.00', validFrom: '2026-01-01', validTo: null });
    expect(
      (await owner.put(`${base}/vat-rates/${created.body.id}`, { code: 'S', value: '21' })).body.errors,
    ).toEqual({
      value: ['unique'],
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['no code', {}, { code: ['required'] }],
    [
      'another non-VAT-payer rate',
      { code: 'O', exemptionReasonCode: 'VATEX-EU-O' },
      { code: ['prohibited'] },
    ],
    ['a standard rate of 0', { code: 'S', value: '0' }, { value: ['gt:0'] }],
    ['a rate above 100', { code: 'S', value: '120' }, { value: ['max:100'] }],
    ['a zero-rated rate of 5', { code: 'Z', value: '5' }, { value: ['max:0'] }],
    ['three decimals', { code: 'L', value: '3.125' }, { value: ['decimal:0-2'] }],
    [
      'a reason for a standard rate',
      { code: 'S', value: '7', exemptionReasonCode: 'VATEX-EU-132' },
      {
        exemptionReasonCode: ['prohibited'],
      },
    ],
    ['an exempt rate without reason', { code: 'E', value: '0' }, { exemptionReasonCode: ['required'] }],
    [
      'a reason of another category',
      { code: 'K', value: '0', exemptionReasonCode: 'VATEX-EU-G' },
      {
        exemptionReasonCode: ['invalid'],
      },
    ],
    [
      'an end before the start',
      { code: 'S', value: '7', validFrom: '2026-02-01', validTo: '2026-01-01' },
      {
        validTo: ['after_or_equal:validFrom'],
      },
    ],
  ])('refuses %s', async (_name, body, errors) => {
    const answer = await owner.post(`${base}/vat-rates`, body);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual(errors);
  });

  it('never changes the internal rate, nor a rate documents use; products do not hold a rate back', async () => {
    const internal = seededRate('O', null);
    const refused = await owner.put(`${base}/vat-rates/${internal.id}`, { code: 'S', value: '7' });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      message: 'settings.vat-rates.errors.internal',
      errors: { vatRate: ['internal'] },
    });

    const rate = (await owner.post(`${base}/vat-rates`, { code: 'S', value: '7' })).body as Rate;
    useRate('products', rate.id);
    expect((await owner.put(`${base}/vat-rates/${rate.id}`, { code: 'S', value: '7.5' })).status).toBe(200);
    useRate('client-invoices', rate.id);
    const used = await owner.put(`${base}/vat-rates/${rate.id}`, { code: 'S', value: '8' });
    expect(used.body).toMatchObject({
      message: 'settings.vat-rates.errors.used',
      errors: { vatRate: ['client-invoices'] },
    });
    expect((await owner.get(`${base}/vat-rates/${rate.id}/usage`)).body).toEqual({
      reasons: ['products', 'client-invoices'],
    });
  });
});

describe('VAT rate deletion', () => {
  it('deletes an unused rate, and one that only offers use', async () => {
    const rate = (await owner.post(`${base}/vat-rates`, { code: 'S', value: '6' })).body as Rate;
    useRate('client-offers', rate.id);
    expect((await owner.delete(`${base}/vat-rates/${rate.id}`)).status).toBe(204);
    expect((await owner.delete(`${base}/vat-rates/${rate.id}`)).status).toBe(404);
  });

  it('refuses the internal rate and rates in use, naming every use', async () => {
    const internal = await owner.delete(`${base}/vat-rates/${seededRate('O', null).id}`);
    expect(internal.body).toMatchObject({
      message: 'settings.vat-rates.errors.delete-blocked',
      errors: { vatRate: ['internal'] },
    });
    const rate = (await owner.post(`${base}/vat-rates`, { code: 'S', value: '4' })).body as Rate;
    useRate('products', rate.id);
    useRate('proformas', rate.id);
    useRate('supplier-offers', rate.id);
    const blocked = await owner.delete(`${base}/vat-rates/${rate.id}`);
    expect(blocked.status).toBe(422);
    expect(blocked.body.errors).toEqual({ vatRate: ['products', 'proformas'] });
  });

  it('answers 404 for another company’s rates and to strangers', async () => {
    const theirs = (await stranger.get(`${strangerBase}/vat-rates`)).body.items[0] as Rate;
    for (const url of [`${base}/vat-rates/${theirs.id}`, `${base}/vat-rates/nope`]) {
      expect((await owner.get(url)).status).toBe(404);
      expect((await owner.put(url, { code: 'S', value: '3' })).status).toBe(404);
      expect((await owner.delete(url)).status).toBe(404);
      expect((await owner.get(`${url}/usage`)).status).toBe(404);
    }
    expect((await stranger.get(`${base}/vat-rates`)).status).toBe(404);
    expect((await owner.get(`${strangerBase}/vat-rates/${theirs.id}`)).status).toBe(404);
  });
});

describe('company VAT status change', () => {
  const status = (body: Record<string, unknown>) => owner.put(`${base}/vat-status`, body);
  const product = async () => {
    const created = await owner.post(`${base}/products`, {
      name: `Produs ${Math.random().toString(36).slice(2, 8)}`,
      isService: false,
      measurementUnitCode: 'H87',
      vatRateId: seededRate('S', '21.00').id,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.id as string;
  };
  const rateOf = async (productId: string) =>
    (await owner.get(`${base}/products/${productId}`)).body.vatRateId as string;

  it('refuses an unchanged status and an unusable rate', async () => {
    expect((await status({ vatPayer: true, vatRateId: seededRate('S', '21.00').id })).body.errors).toEqual({
      vatPayer: ['unchanged'],
    });
    expect((await status({})).body.errors).toEqual({ vatPayer: ['required'] });
  });

  it('moves every product to the internal rate, then to the chosen rate', async () => {
    const productId = await product();
    const toNonPayer = await status({ vatPayer: false });
    expect(toNonPayer.status).toBe(200);
    expect(toNonPayer.body).toEqual({ vatPayer: false, vatRateId: seededRate('O', null).id });
    expect((await owner.get(base)).body.vatPayer).toBe(false);
    expect(await rateOf(productId)).toBe(seededRate('O', null).id);

    expect((await status({ vatPayer: true })).body.errors).toEqual({ vatRateId: ['required'] });
    for (const vatRateId of [seededRate('O', null).id, seededRate('S', '19.00').id, 'nope']) {
      expect((await status({ vatPayer: true, vatRateId })).body.errors).toEqual({ vatRateId: ['invalid'] });
    }
    const toPayer = await status({ vatPayer: true, vatRateId: seededRate('S', '11.00').id });
    expect(toPayer.body).toEqual({ vatPayer: true, vatRateId: seededRate('S', '11.00').id });
    expect(await rateOf(productId)).toBe(seededRate('S', '11.00').id);
  });

  it('is refused while a blocker applies (client draft invoices) and runs the registered steps', async () => {
    const applied: unknown[] = [];
    vatStatusHooks(h.companyHooks).steps.push(async (_tx, id, change) => {
      applied.push({ id, ...change });
    });
    expect((await status({ vatPayer: false })).status).toBe(200);
    expect(applied).toEqual([{ id: companyId, vatPayer: false, vatRateId: seededRate('O', null).id }]);

    let drafts = 2;
    vatStatusHooks(h.companyHooks).blockers.push({
      reason: 'client-draft-invoices',
      count: async () => drafts,
    });
    const blocked = await status({ vatPayer: true, vatRateId: seededRate('S', '21.00').id });
    expect(blocked.status).toBe(422);
    expect(blocked.body).toMatchObject({
      message: 'settings.vat-status.errors.blocked',
      errors: { vatPayer: ['client-draft-invoices'] },
    });
    expect((await owner.get(base)).body.vatPayer).toBe(false);
    drafts = 0;
    expect((await status({ vatPayer: true, vatRateId: seededRate('S', '21.00').id })).status).toBe(200);
  });

  it('needs my-companies.write and the company to be the caller’s', async () => {
    expect((await stranger.put(`${base}/vat-status`, { vatPayer: false })).status).toBe(404);
    const member = await h.createMember(tenantId, { company: { [companyId]: ['my-companies.read'] } });
    expect((await member.client.put(`${base}/vat-status`, { vatPayer: false })).status).toBe(403);
  });
});
