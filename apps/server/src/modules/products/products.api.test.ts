import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import type { TestClient } from '../../testing/test-client';
import { createTestCompany, productBody, type TestCompany } from './products.test-setup';

let h: Harness;
let owner: TestClient;
let tenantId: string;
let company: TestCompany;
let nonPayer: TestCompany;
let stranger: TestClient;
let strangerCompany: TestCompany;

beforeAll(async () => {
  h = await startHarness();
  const account = await h.signUp();
  owner = account.client;
  tenantId = account.identity.tenantId;
  company = await createTestCompany(h, owner);
  nonPayer = await createTestCompany(h, owner, 'non-payer');
  stranger = (await h.signUp()).client;
  strangerCompany = await createTestCompany(h, stranger);
});
afterAll(async () => {
  await h?.close();
});

const products = (c: TestCompany = company) => `${c.base}/products`;
const categories = (c: TestCompany = company) => `${c.base}/products-categories`;

describe('products', () => {
  it('creates, reads, edits, lists and deletes a product', async () => {
    const created = await owner.post(
      products(),
      productBody(company, {
        name: 'Ceai verde',
        productCode: 'CEAI-01',
        grossWeight: '0.25',
        netWeight: 0.2,
        measurementUnitCode: 'kgm',
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Ceai verde',
      productCode: 'CEAI-01',
      measurementUnitCode: 'KGM',
      vatRateId: company.rates['21'],
      vatRate: { id: company.rates['21'], code: 'S', value: '21.00' },
      grossWeight: '0.250000',
      netWeight: '0.200000',
      isHighFiscalRisk: false,
      productCategoryId: null,
    });
    const id = created.body.id;
    expect((await owner.get(`${products()}/${id}`)).body.name).toBe('Ceai verde');

    const edited = await owner.put(
      `${products()}/${id}`,
      productBody(company, { name: 'Ceai verde bio', vatRateId: company.rates['11'], isService: false }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'Ceai verde bio',
      vatRateId: company.rates['11'],
      productCode: null,
    });
    // The edit changed the line in force, it did not add one.
    const lines = await owner.get(`${products()}/${id}/vat-rates`);
    expect(lines.body.items).toEqual([expect.objectContaining({ vatRateId: company.rates['11'] })]);

    expect((await owner.delete(`${products()}/${id}`)).status).toBe(204);
    expect((await owner.get(`${products()}/${id}`)).status).toBe(404);
  });

  it('applies the field rules', async () => {
    const empty = await owner.post(products(), {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      name: ['required'],
      isService: ['required'],
      measurementUnitCode: ['required'],
    });
    const tooLong = await owner.post(
      products(),
      productBody(company, {
        name: 'x'.repeat(101),
        productCode: 'c'.repeat(256),
        description: 'd'.repeat(201),
        grossWeight: '10000000000',
        netWeight: '1.1234567',
      }),
    );
    expect(tooLong.body.errors).toEqual({
      name: ['max:100'],
      productCode: ['max:255'],
      description: ['max:200'],
      grossWeight: ['max:9999999999'],
      netWeight: ['decimal:0-6'],
    });
    const badNumbers = await owner.post(
      products(),
      productBody(company, { grossWeight: '0', netWeight: '1,5', vatRateId: 'not-an-id' }),
    );
    expect(badNumbers.body.errors).toEqual({
      grossWeight: ['gt:0'],
      netWeight: ['numeric'],
      vatRateId: ['invalid'],
    });
  });

  it('asks high-fiscal-risk goods for valid CPV and NC codes', async () => {
    const missing = await owner.post(products(), productBody(company, { isHighFiscalRisk: true }));
    expect(missing.body.errors).toEqual({
      cpvClassificationCode: ['required'],
      euCnClassificationCode: ['required'],
    });
    const malformed = await owner.post(
      products(),
      productBody(company, {
        isHighFiscalRisk: true,
        cpvClassificationCode: '03111000',
        euCnClassificationCode: '7701000',
      }),
    );
    expect(malformed.body.errors).toEqual({
      cpvClassificationCode: ['invalid'],
      euCnClassificationCode: ['invalid'],
    });
    const valid = await owner.post(
      products(),
      productBody(company, {
        name: 'Motorină',
        isHighFiscalRisk: true,
        cpvClassificationCode: '09134100-8',
        euCnClassificationCode: '2710 19 43',
      }),
    );
    expect(valid.status, JSON.stringify(valid.body)).toBe(201);
    expect(valid.body).toMatchObject({
      cpvClassificationCode: '09134100-8',
      euCnClassificationCode: '27101943',
    });
  });

  it('checks what needs the database: unique name and code, unit, category, VAT rate', async () => {
    const first = await owner.post(products(), productBody(company, { name: 'Zahăr', productCode: 'Z-1' }));
    expect(first.status).toBe(201);
    const clash = await owner.post(
      products(),
      productBody(company, {
        name: 'ZAHĂR',
        productCode: 'Z-1',
        measurementUnitCode: 'XXX',
        productCategoryId: '00000000-0000-4000-8000-000000000000',
        vatRateId: strangerCompany.rates['21'],
      }),
    );
    expect(clash.body.errors).toEqual({
      name: ['unique'],
      productCode: ['unique'],
      measurementUnitCode: ['exists'],
      productCategoryId: ['exists'],
      vatRateId: ['exists'],
    });
    // Saving a product with its own name and code is no clash.
    const same = await owner.put(
      `${products()}/${first.body.id}`,
      productBody(company, { name: 'Zahăr', productCode: 'Z-1' }),
    );
    expect(same.status).toBe(200);
    // The same name is free in another company.
    const elsewhere = await stranger.post(
      products(strangerCompany),
      productBody(strangerCompany, { name: 'Zahăr' }),
    );
    expect(elsewhere.status).toBe(201);
  });

  it('asks a VAT payer for a VAT rate other than the non-payer one', async () => {
    const none = await owner.post(products(), productBody(company, { name: 'Fără TVA', vatRateId: null }));
    expect(none.body.errors).toEqual({ vatRateId: ['required'] });
    const internal = await owner.post(
      products(),
      productBody(company, { name: 'Cu O', vatRateId: company.rates.O }),
    );
    expect(internal.body.errors).toEqual({ vatRateId: ['invalid'] });
  });

  it('gives a non-VAT-payer company’s products the internal rate and no other', async () => {
    const created = await owner.post(products(nonPayer), productBody(nonPayer, { vatRateId: null }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.vatRate).toEqual({ id: nonPayer.rates.O, code: 'O', value: null });
    const other = await owner.post(products(nonPayer), productBody(nonPayer, { name: 'Alt produs' }));
    expect(other.body.errors).toEqual({ vatRateId: ['prohibited'] });
    // Its details can be edited without naming a rate; the rate in force stays the internal one.
    const edited = await owner.put(
      `${products(nonPayer)}/${created.body.id}`,
      productBody(nonPayer, { name: 'Cafea măcinată', vatRateId: nonPayer.rates.O }),
    );
    expect(edited.body).toMatchObject({ name: 'Cafea măcinată', vatRateId: nonPayer.rates.O });
  });

  it('lists with search, sort and filters', async () => {
    const category = await owner.post(categories(), { name: 'Servicii IT' });
    const service = await owner.post(
      products(),
      productBody(company, {
        name: 'Mentenanță lunară',
        isService: true,
        productCategoryId: category.body.id,
      }),
    );
    expect(service.status).toBe(201);
    expect(service.body.productCategoryName).toBe('Servicii IT');
    const filters = JSON.stringify([{ field: 'isService', operator: 'eq', value: true }]);
    const services = await owner.get(`${products()}?filters=${encodeURIComponent(filters)}`);
    expect(services.body.items.map((p: { name: string }) => p.name)).toEqual(['Mentenanță lunară']);
    const byCategory = await owner.get(
      `${products()}?filters[0][field]=productCategoryId&filters[0][operator]=eq&filters[0][value]=${category.body.id}`,
    );
    expect(byCategory.body.count).toBe(1);
    const search = await owner.get(`${products()}?search=MENTEN`);
    expect(search.body.items).toHaveLength(1);
    const sorted = await owner.get(`${products()}?sortBy=name&sortDir=desc&perPage=2`);
    expect(sorted.body.items).toHaveLength(2);
    const names = sorted.body.items.map((p: { name: string }) => p.name);
    expect([...names].sort().reverse()).toEqual(names);
    expect((await owner.get(`${products()}?sortBy=price`)).body.errors).toEqual({ sortBy: ['invalid'] });
    const badFilter = await owner.get(
      `${products()}?filters[0][field]=productCategoryId&filters[0][operator]=eq&filters[0][value]=x`,
    );
    expect(badFilter.body.errors).toEqual({ 'filters.0.value': ['invalid'] });
  });

  it('keeps another company’s products out of reach (404)', async () => {
    const theirs = await stranger.post(
      products(strangerCompany),
      productBody(strangerCompany, { name: 'Secret' }),
    );
    const url = `${products()}/${theirs.body.id}`;
    expect((await owner.get(url)).status).toBe(404);
    expect((await owner.put(url, productBody(company))).status).toBe(404);
    expect((await owner.delete(url)).status).toBe(404);
    expect((await owner.get(`${products(strangerCompany)}`)).status).toBe(404);
    expect((await owner.get(`${products()}/not-a-uuid`)).status).toBe(404);
  });

  it('needs the products permissions', async () => {
    const reader = await h.createMember(tenantId, { company: { [company.id]: ['products.read'] } });
    expect((await reader.client.get(products())).status).toBe(200);
    expect((await reader.client.post(products(), productBody(company, { name: 'Nu' }))).status).toBe(403);
  });
});

describe('product form options', () => {
  it('gives the VAT status, rates and units the product forms choose from', async () => {
    const options = await owner.get(`${company.base}/product-form-options`);
    expect(options.status).toBe(200);
    expect(options.body.vatPayer).toBe(true);
    expect(options.body.vatRates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: company.rates['21'], code: 'S', internal: false }),
        expect.objectContaining({ id: company.rates.O, code: 'O', internal: true }),
      ]),
    );
    expect(options.body.units.map((u: { code: string }) => u.code)).toEqual(
      expect.arrayContaining(['H87', 'KGM']),
    );
    expect((await owner.get(`${nonPayer.base}/product-form-options`)).body.vatPayer).toBe(false);
    expect((await owner.get(`${strangerCompany.base}/product-form-options`)).status).toBe(404);
  });
});

describe('API description', () => {
  it('documents the product routes', async () => {
    const spec = await owner.get('/v1/openapi.json');
    expect(spec.status).toBe(200);
    expect(Object.keys(spec.body.paths)).toEqual(
      expect.arrayContaining([
        '/v1/my-companies/{companyId}/products',
        '/v1/my-companies/{companyId}/products/{productId}/clients-offers/{offerId}',
        '/v1/my-companies/{companyId}/products/{productId}/vat-rates',
      ]),
    );
  });
});

describe('product deletion', () => {
  it('is refused with every reason documents register', async () => {
    const created = await owner.post(products(), productBody(company, { name: 'Folosit pe facturi' }));
    h.companyHooks.usage.register('product', {
      reason: 'client-invoices',
      count: async (_db, _companyId, id) => (id === created.body.id ? 2 : 0),
    });
    const refused = await owner.delete(`${products()}/${created.body.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      message: 'products.errors.delete-blocked',
      errors: { product: ['client-invoices'] },
    });
  });
});

describe('product categories', () => {
  it('builds a tree with unique names and a path', async () => {
    const drinks = await owner.post(categories(), { name: 'Băuturi' });
    expect(drinks.status).toBe(201);
    expect(drinks.body).toMatchObject({ name: 'Băuturi', parentId: null, path: 'Băuturi' });
    const juices = await owner.post(categories(), { name: 'Sucuri', parentId: drinks.body.id });
    expect(juices.body.path).toBe('Băuturi / Sucuri');
    const natural = await owner.post(categories(), { name: 'Naturale', parentId: juices.body.id });
    expect(natural.body.path).toBe('Băuturi / Sucuri / Naturale');

    const list = await owner.get(`${categories()}?search=${encodeURIComponent('băuturi')}`);
    expect(list.body.items.map((c: { path: string }) => c.path)).toEqual([
      'Băuturi',
      'Băuturi / Sucuri',
      'Băuturi / Sucuri / Naturale',
    ]);

    // A category cannot move under itself or under one of its descendants.
    const self = await owner.put(`${categories()}/${drinks.body.id}`, {
      name: 'Băuturi',
      parentId: drinks.body.id,
    });
    expect(self.body.errors).toEqual({ parentId: ['invalid'] });
    const loop = await owner.put(`${categories()}/${drinks.body.id}`, {
      name: 'Băuturi',
      parentId: natural.body.id,
    });
    expect(loop.body.errors).toEqual({ parentId: ['invalid'] });
    const moved = await owner.put(`${categories()}/${natural.body.id}`, {
      name: 'Naturale',
      parentId: drinks.body.id,
    });
    expect(moved.body.path).toBe('Băuturi / Naturale');

    const rules = await owner.post(categories(), {
      name: 'BĂUTURI',
      parentId: '00000000-0000-4000-8000-000000000000',
    });
    expect(rules.body.errors).toEqual({ name: ['unique'], parentId: ['exists'] });
    const long = await owner.post(categories(), { name: 'c'.repeat(101) });
    expect(long.body.errors).toEqual({ name: ['max:100'] });
    expect((await owner.post(categories(), {})).body.errors).toEqual({ name: ['required'] });
  });

  it('refuses to delete a category with products or sub-categories', async () => {
    const parent = await owner.post(categories(), { name: 'Papetărie' });
    const child = await owner.post(categories(), { name: 'Caiete', parentId: parent.body.id });
    await owner.post(
      products(),
      productBody(company, { name: 'Caiet A4', productCategoryId: child.body.id }),
    );
    const blocked = await owner.delete(`${categories()}/${parent.body.id}`);
    expect(blocked.body).toMatchObject({ errors: { category: ['categories'] } });
    const withProducts = await owner.delete(`${categories()}/${child.body.id}`);
    expect(withProducts.body).toMatchObject({ errors: { category: ['products'] } });
    const empty = await owner.post(categories(), { name: 'Goală' });
    expect((await owner.delete(`${categories()}/${empty.body.id}`)).status).toBe(204);
  });

  it('keeps another company’s categories out of reach (404)', async () => {
    const theirs = await stranger.post(categories(strangerCompany), { name: 'A lor' });
    expect((await owner.get(`${categories()}/${theirs.body.id}`)).status).toBe(404);
    expect((await owner.delete(`${categories()}/${theirs.body.id}`)).status).toBe(404);
    const asParent = await owner.post(categories(), { name: 'Copil', parentId: theirs.body.id });
    expect(asParent.body.errors).toEqual({ parentId: ['exists'] });
    const asProductCategory = await owner.post(
      products(),
      productBody(company, { name: 'Produs străin', productCategoryId: theirs.body.id }),
    );
    expect(asProductCategory.body.errors).toEqual({ productCategoryId: ['exists'] });
  });
});

describe('company deletion', () => {
  it('is blocked by products and categories', async () => {
    const refused = await owner.delete(company.base);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.company).toEqual(expect.arrayContaining(['products', 'categories']));
  });
});
