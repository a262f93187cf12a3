import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockMovements } from '../../platform/stock/stock-ledger.tables';
import { addCompany } from '../../testing/company-fixture';
import { type Harness, startHarness } from '../../testing/harness';
import { grantSmartPlan } from '../../testing/plan-fixture';
import type { TestClient } from '../../testing/test-client';
import { clientDocuments } from '../client-invoices/client-invoices.tables';
import {
  type InvoicingCompany,
  invoiceBody,
  invoicingCompany,
} from '../client-invoices/client-invoices.test-setup';
import { companies } from '../companies/companies.tables';
import { products } from '../products/products.tables';
import { stockDocuments } from '../stock-documents/stock-documents.tables';

let h: Harness;
let company: InvoicingCompany;
let owner: TestClient;
let stranger: TestClient;
let companyId: string;
let strangerCompanyId: string;
let tenantId: string;
let base: string;
let strangerBase: string;

const ADDRESS = { countryCode: 'RO', countyCode: 'RO-CJ', city: 'Cluj-Napoca', street: 'Str. Fabricii 14' };
const warehouse = (overrides: Record<string, unknown> = {}) => ({
  name: 'Depozit central',
  unloadType: 'fifo',
  address: ADDRESS,
  ...overrides,
});

beforeAll(async () => {
  h = await startHarness();
  company = await invoicingCompany(h);
  ({ client: owner, companyId, base } = company);
  const [row] = await h.ctx.database.db
    .select({ tenantId: companies.tenantId })
    .from(companies)
    .where(eq(companies.id, companyId));
  tenantId = row?.tenantId ?? '';
  stranger = (await h.signUp()).client;
  strangerCompanyId = await addCompany(stranger, 'iasiNonVatPayer');
  strangerBase = `/v1/my-companies/${strangerCompanyId}`;
  await grantSmartPlan(h, companyId);
  await grantSmartPlan(h, strangerCompanyId);
});
afterAll(async () => {
  await h?.close();
});

const create = (body: Record<string, unknown>) => owner.post(`${base}/warehouses`, body);

describe('warehouses', () => {
  it('starts empty, creates warehouses and lists, searches, filters and sorts them', async () => {
    expect((await owner.get(`${base}/warehouses`)).body).toEqual({ items: [], count: 0 });
    const central = await create(warehouse({ name: '  Depozit central ' }));
    expect(central.status, JSON.stringify(central.body)).toBe(201);
    expect(central.body).toMatchObject({
      name: 'Depozit central',
      unloadType: 'fifo',
      address: {
        countryCode: 'RO',
        countyCode: 'RO-CJ',
        city: 'Cluj-Napoca',
        district: null,
        zipCode: null,
        street: 'Str. Fabricii 14',
        additionalStreet: null,
        additionalAddress: null,
      },
    });
    expect((await owner.get(`${base}/warehouses/${central.body.id}`)).body).toEqual(central.body);
    await create(
      warehouse({
        name: 'Magazin Pipera',
        unloadType: 'lifo',
        address: { countryCode: 'RO', city: 'București', district: 1, street: 'Bd. Pipera 1' },
      }),
    );
    await create(
      warehouse({ name: 'Antrepozit Arad', address: { ...ADDRESS, countyCode: 'RO-AR', city: 'Arad' } }),
    );

    const names = async (query: string) =>
      (await owner.get(`${base}/warehouses?${query}`)).body.items.map((item: { name: string }) => item.name);
    expect(await names('')).toEqual(['Antrepozit Arad', 'Depozit central', 'Magazin Pipera']);
    expect(await names('sortBy=city&sortDir=desc')).toEqual([
      'Depozit central',
      'Magazin Pipera',
      'Antrepozit Arad',
    ]);
    expect(await names('search=pipera')).toEqual(['Magazin Pipera']);
    const lifo = encodeURIComponent(JSON.stringify([{ field: 'unloadType', operator: 'eq', value: 'lifo' }]));
    expect(await names(`filters=${lifo}`)).toEqual(['Magazin Pipera']);
    const pipera = (await owner.get(`${base}/warehouses?search=pipera`)).body.items[0];
    // Bucharest's county is implied by the city and stored (e-Transport and e-Factura write it).
    expect(pipera.address).toMatchObject({ countyCode: 'RO-B', district: 1 });
    expect((await owner.get(`${base}/warehouses?perPage=2&page=2`)).body.count).toBe(3);
    expect((await owner.get(`${base}/warehouses?sortBy=street`)).status).toBe(422);
    const bad = encodeURIComponent(JSON.stringify([{ field: 'unloadType', operator: 'eq', value: 'avg' }]));
    expect((await owner.get(`${base}/warehouses?filters=${bad}`)).status).toBe(422);
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['nothing', {}, { name: ['required'], address: ['required'], unloadType: ['required'] }],
    ['a blank name', warehouse({ name: '   ' }), { name: ['required'] }],
    ['a name over 100', warehouse({ name: 'N'.repeat(101) }), { name: ['max:100'] }],
    ['an unknown unload type', warehouse({ name: 'X', unloadType: 'average' }), { unloadType: ['invalid'] }],
    [
      'an address without a city',
      warehouse({ name: 'X', address: { countryCode: 'RO', countyCode: 'RO-CJ', street: 'Str. 1' } }),
      { 'address.city': ['required'] },
    ],
    [
      'a Romanian address without its county',
      warehouse({ name: 'X', address: { countryCode: 'RO', city: 'Turda', street: 'Str. 1' } }),
      { 'address.countyCode': ['required'] },
    ],
    [
      'a Bucharest address without its sector',
      warehouse({ name: 'X', address: { countryCode: 'RO', city: 'Bucuresti', street: 'Str. 1' } }),
      { 'address.district': ['required'] },
    ],
    ['a name in use (any case)', warehouse({ name: 'DEPOZIT CENTRAL' }), { name: ['unique'] }],
  ])('refuses %s (422)', async (_name, body, errors) => {
    const answer = await create(body);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual(errors);
  });

  it('edits a warehouse, keeping its own name allowed and another one refused', async () => {
    const shop = (await create(warehouse({ name: 'Magazin Florești' }))).body;
    const url = `${base}/warehouses/${shop.id}`;
    const renamed = await owner.put(url, warehouse({ name: 'Magazin florești', unloadType: 'lifo' }));
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Magazin florești', unloadType: 'lifo' });
    const clash = await owner.put(url, warehouse({ name: 'depozit CENTRAL' }));
    expect(clash.status).toBe(422);
    expect(clash.body.errors).toEqual({ name: ['unique'] });
    expect((await owner.get(url)).body.name).toBe('Magazin florești');
  });

  it('keeps one of two concurrent creations of the same name and refuses the other with the same 422', async () => {
    const answers = await Promise.all([
      create(warehouse({ name: 'Depozit Turda' })),
      create(warehouse({ name: 'DEPOZIT TURDA' })),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect(answers.find((answer) => answer.status === 422)?.body.errors).toEqual({ name: ['unique'] });
  });

  it('refuses to delete a warehouse that documents name, saying which kinds, and deletes it once unused', async () => {
    const used = (await create(warehouse({ name: 'Depozit Dej' }))).body;
    const url = `${base}/warehouses/${used.id}`;
    expect((await owner.get(`${url}/usage`)).body).toEqual({ reasons: [] });
    const db = h.ctx.database.db;
    const documents = await db
      .insert(stockDocuments)
      .values(
        (['goods-receipt-note', 'client-goods-despatch-advice'] as const).map((kind) => ({
          companyId,
          kind,
          documentSeriesId: company.invoiceSeriesId,
          warehouseId: used.id,
          issueDate: '2026-03-02',
        })),
      )
      .returning({ id: stockDocuments.id });
    expect((await owner.get(`${url}/usage`)).body).toEqual({
      reasons: ['goods-receipt-notes', 'client-goods-despatch-advices'],
    });
    const refused = await owner.delete(url);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      message: 'warehouses.errors.delete-blocked',
      errors: { warehouse: ['goods-receipt-notes', 'client-goods-despatch-advices'] },
    });
    for (const document of documents)
      await db.delete(stockDocuments).where(eq(stockDocuments.id, document.id));
    expect((await owner.delete(url)).status).toBe(204);
    expect((await owner.delete(url)).status).toBe(404);
    expect((await owner.get(url)).status).toBe(404);
  });

  it('names client invoices among the uses', async () => {
    const used = (await create(warehouse({ name: 'Depozit Gherla' }))).body;
    const draft = await owner.post(`${base}/client-invoices`, invoiceBody(company));
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    // The invoice form's warehouse comes with the stock work on invoices; the column is there already.
    await h.ctx.database.db
      .update(clientDocuments)
      .set({ warehouseId: used.id })
      .where(eq(clientDocuments.id, draft.body.id));
    expect((await owner.get(`${base}/warehouses/${used.id}/usage`)).body).toEqual({
      reasons: ['client-invoices'],
    });
    expect((await owner.delete(`${base}/warehouses/${used.id}`)).body.errors).toEqual({
      warehouse: ['client-invoices'],
    });
  });

  it('locks the unload type once stock has moved through the warehouse, but not its name or address', async () => {
    const moved = (await create(warehouse({ name: 'Depozit Bistrița' }))).body;
    const url = `${base}/warehouses/${moved.id}`;
    const db = h.ctx.database.db;
    const [product] = await db
      .insert(products)
      .values({ companyId, name: `Produs ${randomUUID()}`, isService: false, measurementUnitCode: 'H87' })
      .returning({ id: products.id });
    await db.insert(stockMovements).values({
      companyId,
      warehouseId: moved.id,
      productId: product?.id ?? '',
      movementDate: '2026-03-02',
      kind: 'in',
      quantity: '10',
      unitCost: '2.5',
      sourceKind: 'goods-receipt-note',
      documentId: randomUUID(),
      lineId: randomUUID(),
    });
    const refused = await owner.put(url, warehouse({ name: 'Depozit Bistrița', unloadType: 'lifo' }));
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      message: 'warehouses.errors.unload-type-locked',
      errors: { unloadType: ['locked'] },
    });
    const renamed = await owner.put(
      url,
      warehouse({
        name: 'Depozit Bistrița Nord',
        address: { ...ADDRESS, city: 'Bistrița', countyCode: 'RO-BN' },
      }),
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      name: 'Depozit Bistrița Nord',
      unloadType: 'fifo',
      address: { city: 'Bistrița' },
    });
  });

  it('keeps other companies out (404) and needs the warehouses permissions', async () => {
    const theirs = (await stranger.post(`${strangerBase}/warehouses`, warehouse())).body;
    expect(theirs.id).toBeDefined(); // the same name is fine in another company
    for (const url of [`${base}/warehouses/${theirs.id}`, `${base}/warehouses/x`]) {
      expect((await owner.get(url)).status).toBe(404);
      expect((await owner.put(url, warehouse({ name: 'Y' }))).status).toBe(404);
      expect((await owner.delete(url)).status).toBe(404);
      expect((await owner.get(`${url}/usage`)).status).toBe(404);
    }
    expect((await stranger.get(`${base}/warehouses`)).status).toBe(404);
    const reader = await h.createMember(tenantId, { company: { [companyId]: ['warehouses.read'] } });
    expect((await reader.client.get(`${base}/warehouses`)).status).toBe(200);
    expect((await reader.client.post(`${base}/warehouses`, warehouse({ name: 'Alpha' }))).status).toBe(403);
    const writer = await h.createMember(tenantId, {
      company: { [companyId]: ['warehouses.read', 'warehouses.write'] },
    });
    const created = await writer.client.post(`${base}/warehouses`, warehouse({ name: 'Writer' }));
    expect(created.status).toBe(201);
    // Deleting is a right of its own.
    expect((await writer.client.delete(`${base}/warehouses/${created.body.id}`)).status).toBe(403);
    const deleter = await h.createMember(tenantId, {
      company: { [companyId]: ['warehouses.read', 'warehouses.delete'] },
    });
    expect((await deleter.client.delete(`${base}/warehouses/${created.body.id}`)).status).toBe(204);
    const outsider = await h.createMember(tenantId, { company: { [companyId]: ['partners.read'] } });
    expect((await outsider.client.get(`${base}/warehouses`)).status).toBe(403);
  });
});
