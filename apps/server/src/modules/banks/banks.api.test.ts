import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerAndStranger } from '../../testing/company-fixture';
import { type Harness, startHarness } from '../../testing/harness';
import type { TestClient } from '../../testing/test-client';

let h: Harness;
let owner: TestClient;
let stranger: TestClient;
let companyId: string;
let tenantId: string;
let base: string;
let strangerBase: string;

beforeAll(async () => {
  h = await startHarness();
  ({ owner, stranger, companyId, tenantId, base, strangerBase } = await ownerAndStranger(h));
});
afterAll(async () => {
  await h?.close();
});

const create = (body: Record<string, unknown>) => owner.post(`${base}/banks`, body);

describe('banks', () => {
  it('starts empty, creates banks with a normalised SWIFT and lists, searches and sorts them', async () => {
    expect((await owner.get(`${base}/banks`)).body).toEqual({ items: [], count: 0 });
    const bt = await create({ name: 'Banca Transilvania', swift: 'btrl ro 22' });
    expect(bt.status).toBe(201);
    expect(bt.body).toMatchObject({ name: 'Banca Transilvania', swift: 'BTRLRO22' });
    await create({ name: 'BRD - Groupe Société Générale', swift: 'BRDEROBU' });
    await create({ name: 'Raiffeisen Bank', swift: 'RZBRROBUXXX' });
    const list = await owner.get(`${base}/banks?sortBy=swift&sortDir=desc`);
    expect(list.body.items.map((bank: { swift: string }) => bank.swift)).toEqual([
      'RZBRROBUXXX',
      'BTRLRO22',
      'BRDEROBU',
    ]);
    expect((await owner.get(`${base}/banks?search=société`)).body.count).toBe(1);
    const filters = encodeURIComponent(
      JSON.stringify([{ field: 'swift', operator: 'eq', value: 'BTRLRO22' }]),
    );
    expect((await owner.get(`${base}/banks?filters=${filters}`)).body.items[0].name).toBe(
      'Banca Transilvania',
    );
    expect((await owner.get(`${base}/banks?sortBy=iban`)).status).toBe(422);
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['nothing', {}, { name: ['required'], swift: ['required'] }],
    ['a SWIFT of 7', { name: 'X', swift: 'BTRLRO2' }, { swift: ['min:8'] }],
    ['a SWIFT of 12', { name: 'X', swift: 'BTRLRO22XXXX' }, { swift: ['max:11'] }],
    ['a SWIFT of 9', { name: 'X', swift: 'BTRLRO22X' }, { swift: ['size:8'] }],
    ['a SWIFT with an unknown country', { name: 'X', swift: 'BTRLQQ22' }, { swift: ['invalid'] }],
    ['a name over 100', { name: 'N'.repeat(101), swift: 'CECEROBU' }, { name: ['max:100'] }],
    [
      'a name and SWIFT in use (any case)',
      { name: 'banca transilvania', swift: 'btrlro22' },
      {
        name: ['unique'],
        swift: ['unique'],
      },
    ],
  ])('refuses %s', async (_name, body, errors) => {
    const answer = await create(body);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual(errors);
  });

  it('edits a bank, keeping its own name and SWIFT allowed', async () => {
    const bank = (await create({ name: 'CEC Bank', swift: 'CECEROBU' })).body;
    const url = `${base}/banks/${bank.id}`;
    expect((await owner.put(url, { name: 'CEC Bank', swift: 'CECEROBUXXX' })).body.swift).toBe('CECEROBUXXX');
    expect((await owner.put(url, { name: 'Raiffeisen Bank', swift: 'CECEROBU' })).body.errors).toEqual({
      name: ['unique'],
    });
    expect((await owner.get(url)).body).toMatchObject({ name: 'CEC Bank', swift: 'CECEROBUXXX' });
  });

  it('deletes an unused bank and refuses one in use', async () => {
    const unused = (await create({ name: 'ING Bank', swift: 'INGBROBU' })).body;
    expect((await owner.delete(`${base}/banks/${unused.id}`)).status).toBe(204);
    expect((await owner.delete(`${base}/banks/${unused.id}`)).status).toBe(404);
    const used = (await create({ name: 'UniCredit Bank', swift: 'BACXROBU' })).body;
    h.companyHooks.usage.register('bank', {
      reason: 'bank-accounts',
      count: async (_db, _c, id) => (id === used.id ? 1 : 0),
    });
    expect((await owner.get(`${base}/banks/${used.id}/usage`)).body).toEqual({ reasons: ['bank-accounts'] });
    const refused = await owner.delete(`${base}/banks/${used.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      message: 'settings.banks.errors.delete-blocked',
      errors: { bank: ['bank-accounts'] },
    });
  });

  it('keeps other companies out (404) and needs settings permissions', async () => {
    const theirs = (
      await stranger.post(`${strangerBase}/banks`, { name: 'Banca Transilvania', swift: 'BTRLRO22' })
    ).body;
    expect(theirs.id).toBeDefined(); // the same name and SWIFT are fine in another company
    for (const url of [`${base}/banks/${theirs.id}`, `${base}/banks/x`]) {
      expect((await owner.get(url)).status).toBe(404);
      expect((await owner.put(url, { name: 'Y', swift: 'BTRLRO22' })).status).toBe(404);
      expect((await owner.delete(url)).status).toBe(404);
      expect((await owner.get(`${url}/usage`)).status).toBe(404);
    }
    expect((await stranger.get(`${base}/banks`)).status).toBe(404);
    const reader = await h.createMember(tenantId, { company: { [companyId]: ['settings.read'] } });
    expect((await reader.client.get(`${base}/banks`)).status).toBe(200);
    expect((await reader.client.post(`${base}/banks`, { name: 'Alpha', swift: 'BUCUROBU' })).status).toBe(
      403,
    );
    const outsider = await h.createMember(tenantId, { company: { [companyId]: ['partners.read'] } });
    expect((await outsider.client.get(`${base}/banks`)).status).toBe(403);
  });
});
