import { SERIES_NUMBER_MAX } from '@app/domain/document-series/series-number';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerAndStranger } from '../../testing/company-fixture';
import { type Harness, startHarness } from '../../testing/harness';
import type { TestClient } from '../../testing/test-client';
import { allocateNumber } from './document-series.service';
import { documentSeries } from './document-series.tables';

let h: Harness;
let owner: TestClient;
let stranger: TestClient;
let companyId: string;
let tenantId: string;
let strangerCompanyId: string;
let base: string;
let strangerBase: string;

const invoiceSeries = {
  type: 'client-invoice',
  prefix: 'FCT',
  suffix: null,
  startDate: '2025-01-01',
  startIndex: '0001',
};

beforeAll(async () => {
  h = await startHarness();
  ({ owner, stranger, companyId, tenantId, strangerCompanyId, base, strangerBase } =
    await ownerAndStranger(h));
});
afterAll(async () => {
  await h?.close();
});

/** Series of one type need distinct start dates: each test series gets the next day of 2026. */
let day = 0;
const nextDate = () => new Date(Date.UTC(2026, 0, 1 + day++)).toISOString().slice(0, 10);
const fresh = (change: Record<string, unknown> = {}) => ({
  ...invoiceSeries,
  startDate: nextDate(),
  ...change,
});
const create = (body: Record<string, unknown>, client = owner) =>
  client.post(`${base}/document-series`, body);
const allocate = (company: string, seriesId: string) =>
  h.ctx.database.transaction((tx) => allocateNumber(tx, company, seriesId));

describe('document series: create, read, list', () => {
  it('creates a series whose first number is the start index with its zeros', async () => {
    const created = await create(fresh({ prefix: 'CRT', startDate: '2024-01-01' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: 'client-invoice',
      prefix: 'CRT',
      suffix: null,
      startIndex: '0001',
      currentIndex: null,
      nextNumber: 'CRT0001',
    });
    const read = await owner.get(`${base}/document-series/${created.body.id}`);
    expect(read.body).toEqual(created.body);
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    [
      'no fields',
      {},
      { type: ['required'], prefix: ['required'], startDate: ['required'], startIndex: ['required'] },
    ],
    ['prefix over 20', { prefix: 'P'.repeat(21) }, { prefix: ['max:20'] }],
    ['suffix over 20', { suffix: 'S'.repeat(21) }, { suffix: ['max:20'] }],
    ['unknown type', { type: 'order' }, { type: ['invalid'] }],
    ['start date not a date', { startDate: '2025-02-30' }, { startDate: ['date'] }],
    ['start date too early', { startDate: '1999-01-01' }, { startDate: ['after_or_equal:2000-01-01'] }],
    ['start index with letters', { startIndex: 'A1' }, { startIndex: ['numeric'] }],
    ['start index of 20 digits', { startIndex: '1'.repeat(20) }, { startIndex: ['max:19'] }],
    ['start index zero', { startIndex: '000' }, { startIndex: ['min:1'] }],
  ])('refuses %s', async (_name, change, errors) => {
    const body = Object.keys(change).length === 0 ? {} : { ...invoiceSeries, prefix: 'BAD', ...change };
    const answer = await create(body);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual(errors);
  });

  it('keeps prefix with suffix unique (any case) and one start date per type', async () => {
    expect((await create(fresh({ prefix: 'UNQ', suffix: '/A' }))).status).toBe(201);
    expect(
      (await create(fresh({ prefix: 'unq', suffix: '/a', startDate: '2025-02-01' }))).body.errors,
    ).toEqual({
      prefix: ['unique'],
    });
    // Another suffix is another series; the same start date for another type too.
    expect((await create(fresh({ prefix: 'UNQ', suffix: '/B', startDate: '2025-02-01' }))).status).toBe(201);
    expect((await create(fresh({ type: 'client-receipt', prefix: 'CHT' }))).status).toBe(201);
    const sameDate = await create(fresh({ prefix: 'UNQ2', startDate: '2025-02-01' }));
    expect(sameDate.body.errors).toEqual({ startDate: ['unique'] });
  });

  it('lists with search, type filter and sorting, and refuses unknown sort fields', async () => {
    const found = await owner.get(`${base}/document-series?search=unq&sortBy=startDate&sortDir=asc`);
    expect(found.body.items.map((s: { suffix: string }) => s.suffix)).toEqual(['/B', '/A']);
    const filters = JSON.stringify([{ field: 'type', operator: 'eq', value: 'client-receipt' }]);
    const receipts = await owner.get(
      `${base}/document-series?filters=${encodeURIComponent(filters)}&sortBy=prefix&sortDir=asc`,
    );
    // CHIT is the receipt series every new company starts with.
    expect(receipts.body.items.map((s: { prefix: string }) => s.prefix)).toEqual(['CHIT', 'CHT']);
    expect((await owner.get(`${base}/document-series?sortBy=lastNumber`)).status).toBe(422);
    const badFilter = JSON.stringify([{ field: 'type', operator: 'eq', value: 'order' }]);
    expect((await owner.get(`${base}/document-series?filters=${encodeURIComponent(badFilter)}`)).status).toBe(
      422,
    );
  });
});

describe('document series: allocation', () => {
  it('32 concurrent series allocations produce 32 distinct consecutive numbers', async () => {
    const series = await create(fresh({ prefix: 'CONC', startIndex: '000098' }));
    const numbers = await Promise.all(Array.from({ length: 32 }, () => allocate(companyId, series.body.id)));
    const values = numbers.map((n) => Number(n.number)).sort((a, b) => a - b);
    expect(values).toEqual(Array.from({ length: 32 }, (_, i) => 98 + i));
    expect(new Set(numbers.map((n) => n.formatted)).size).toBe(32);
    expect(numbers.find((n) => n.number === '000098')?.formatted).toBe('CONC000098');
    const after = await owner.get(`${base}/document-series/${series.body.id}`);
    expect(after.body).toMatchObject({ currentIndex: '000129', nextNumber: 'CONC000130' });
  });

  it('gives the number back when the publishing transaction rolls back', async () => {
    const series = await create(fresh({ prefix: 'RB', suffix: '-X', startIndex: '7' }));
    await expect(
      h.ctx.database.transaction(async (tx) => {
        await allocateNumber(tx, companyId, series.body.id);
        throw new Error('publication failed');
      }),
    ).rejects.toThrow('publication failed');
    expect(await allocate(companyId, series.body.id)).toEqual({ number: '7', formatted: 'RB7-X' });
  });

  it('refuses a series of another company, of another type, or exhausted', async () => {
    const series = await create(fresh({ prefix: 'OWN' }));
    await expect(allocate(strangerCompanyId, series.body.id)).rejects.toMatchObject({
      status: 422,
      body: { errors: { documentSeriesId: ['invalid'] } },
    });
    await expect(
      h.ctx.database.transaction((tx) =>
        allocateNumber(tx, companyId, series.body.id, { type: 'client-receipt' }),
      ),
    ).rejects.toMatchObject({ status: 422 });
    await h.ctx.database.db
      .update(documentSeries)
      .set({ lastNumber: SERIES_NUMBER_MAX })
      .where(eq(documentSeries.id, series.body.id));
    await expect(allocate(companyId, series.body.id)).rejects.toMatchObject({
      status: 422,
      message: 'settings.document-series.errors.exhausted',
    });
  });
});

describe('document series: edit and delete once used', () => {
  it('edits a series freely until it hands out a number, then locks its fields', async () => {
    const series = await create(fresh({ prefix: 'ED', startDate: '2025-03-01' }));
    const url = `${base}/document-series/${series.body.id}`;
    const edited = await owner.put(url, {
      ...invoiceSeries,
      prefix: 'ED2',
      startDate: '2025-03-02',
      startIndex: '01',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.nextNumber).toBe('ED201');
    expect((await owner.get(`${url}/usage`)).body).toEqual({ reasons: [] });

    await allocate(companyId, series.body.id);
    const used = { ...invoiceSeries, prefix: 'ED2', startDate: '2025-03-02', startIndex: '01' };
    expect((await owner.get(`${url}/usage`)).body).toEqual({ reasons: ['client-invoices'] });
    const locked = await owner.put(url, {
      ...used,
      type: 'client-receipt',
      prefix: 'ED3',
      suffix: 'Z',
      startDate: '2025-04-01',
      startIndex: '5',
    });
    expect(locked.status).toBe(422);
    expect(locked.body.message).toBe('settings.document-series.errors.locked');
    expect(locked.body.errors).toEqual({
      type: ['locked'],
      prefix: ['locked'],
      suffix: ['locked'],
      startDate: ['locked'],
      startIndex: ['locked'],
    });
    // Saving the same values is fine (the form sends them all back).
    expect((await owner.put(url, used)).status).toBe(200);
  });

  it('locks the fields but not the start index while documents only reference the series', async () => {
    const nir = fresh({ type: 'goods-receipt-note', prefix: 'NIR' });
    const series = await create(nir);
    const url = `${base}/document-series/${series.body.id}`;
    h.companyHooks.usage.register('document-series', {
      reason: 'goods-receipt-notes',
      count: async (_db, _companyId, id) => (id === series.body.id ? 2 : 0),
    });
    expect((await owner.put(url, { ...nir, startIndex: '100' })).status).toBe(200);
    const renamed = await owner.put(url, { ...nir, startIndex: '100', prefix: 'NIR2' });
    expect(renamed.body.errors).toEqual({ prefix: ['locked'] });
    const refused = await owner.delete(url);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      message: 'settings.document-series.errors.delete-blocked',
      errors: { documentSeries: ['goods-receipt-notes'] },
    });
  });

  it('deletes an unused series, blocks a series that numbered documents, and 404s a missing one', async () => {
    const unused = await create(fresh({ type: 'stock-consumption-receipt', prefix: 'BC' }));
    expect((await owner.delete(`${base}/document-series/${unused.body.id}`)).status).toBe(204);
    const gone = await owner.delete(`${base}/document-series/${unused.body.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('settings.document-series.errors.delete-missing');

    const numbered = await create(fresh({ type: 'client-proforma-invoice', prefix: 'PRF' }));
    await allocate(companyId, numbered.body.id);
    const blocked = await owner.delete(`${base}/document-series/${numbered.body.id}`);
    expect(blocked.body.errors).toEqual({ documentSeries: ['proformas'] });
  });

  it('blocks deleting the company while it has series', async () => {
    const answer = await owner.delete(base);
    expect(answer.status).toBe(422);
    expect(answer.body.errors.company).toContain('document-series');
  });
});

describe('document series: other companies and permissions', () => {
  it('answers 404 for ids of another company, through either company', async () => {
    const mine = await create(fresh({ prefix: 'MINE' }));
    const theirs = await create({ ...invoiceSeries, prefix: 'THEIRS' }, stranger);
    expect(theirs.status).toBe(404); // the stranger cannot even reach the owner's company
    const theirOwn = await stranger.post(`${strangerBase}/document-series`, {
      ...invoiceSeries,
      prefix: 'STR',
    });
    expect(theirOwn.status).toBe(201);
    for (const url of [
      `${base}/document-series/${theirOwn.body.id}`,
      `${strangerBase}/document-series/${mine.body.id}`,
      `${base}/document-series/not-a-uuid`,
    ]) {
      expect((await owner.get(url)).status).toBe(404);
      expect((await owner.put(url, invoiceSeries)).status).toBe(404);
      expect((await owner.delete(url)).status).toBe(404);
      expect((await owner.get(`${url}/usage`)).status).toBe(404);
    }
  });

  it('lets a member with settings.read list but not write', async () => {
    const member = await h.createMember(tenantId, { company: { [companyId]: ['settings.read'] } });
    expect((await member.client.get(`${base}/document-series`)).status).toBe(200);
    expect(
      (await member.client.post(`${base}/document-series`, { ...invoiceSeries, prefix: 'MEM' })).status,
    ).toBe(403);
  });
});
