import { todayIn } from '@app/domain/products/product-vat-lines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness';
import type { TestClient } from '../../testing/test-client';
import {
  createTestCompany,
  insertPartner,
  openProductFixture,
  productBody,
  type TestCompany,
} from './products.test-setup';

let h: Harness;
let owner: TestClient;
let company: TestCompany;
let product: string;
let stranger: TestClient;
let strangerCompany: TestCompany;
let strangerProduct: string;

beforeAll(async () => {
  ({ h, owner, company, product, stranger, strangerCompany, strangerProduct } = await openProductFixture());
});
afterAll(async () => {
  await h?.close();
});

const shiftDays = (days: number) => {
  const date = new Date(`${todayIn()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('attributes', () => {
  it('creates, edits, lists and deletes attributes, with their rules', async () => {
    const created = await owner.post(`${product}/attributes`, { name: 'Culoare', value: 'Albastru' });
    expect(created.status).toBe(201);
    const edited = await owner.put(`${product}/attributes/${created.body.id}`, {
      name: 'Culoare',
      value: 'Verde',
    });
    expect(edited.body).toEqual({ id: created.body.id, name: 'Culoare', value: 'Verde' });
    expect((await owner.get(`${product}/attributes?search=verde`)).body.count).toBe(1);
    const bad = await owner.post(`${product}/attributes`, { name: '', value: 'v'.repeat(101) });
    expect(bad.body.errors).toEqual({ name: ['required'], value: ['max:100'] });
    expect((await owner.post(`${product}/attributes`, { name: 'Mărime' })).body.errors).toEqual({
      value: ['required'],
    });
    expect((await owner.delete(`${product}/attributes/${created.body.id}`)).status).toBe(204);
  });
});

describe('packaging', () => {
  it('keeps the ratio within bounds, the unit known and the code unique', async () => {
    const box = await owner.post(`${product}/packaging`, {
      measurementUnitCode: 'H87',
      ratio: '12',
      productCode: 'BAX-12',
    });
    expect(box.status, JSON.stringify(box.body)).toBe(201);
    expect(box.body).toMatchObject({ measurementUnitCode: 'H87', ratio: '12.000000', productCode: 'BAX-12' });
    const bad = await owner.post(`${product}/packaging`, {
      measurementUnitCode: 'ZZZ',
      ratio: '0',
      productCode: 'BAX-12',
    });
    expect(bad.body.errors).toEqual({ ratio: ['gt:0'] });
    const tooBig = await owner.post(`${product}/packaging`, {
      measurementUnitCode: 'ZZZ',
      ratio: '10000000001',
    });
    expect(tooBig.body.errors).toEqual({ ratio: ['max:10000000000'] });
    expect((await owner.post(`${product}/packaging`, {})).body.errors).toEqual({
      measurementUnitCode: ['required'],
      ratio: ['required'],
    });
    const clash = await owner.post(`${product}/packaging`, {
      measurementUnitCode: 'ZZZ',
      ratio: '6',
      productCode: 'BAX-12',
    });
    expect(clash.body.errors).toEqual({ measurementUnitCode: ['exists'], productCode: ['unique'] });
    // A packaging code may not repeat a product's code either.
    await owner.post(
      `${company.base}/products`,
      productBody(company, { name: 'Cod folosit', productCode: 'P-77' }),
    );
    const productCode = await owner.post(`${product}/packaging`, {
      measurementUnitCode: 'H87',
      ratio: '6',
      productCode: 'P-77',
    });
    expect(productCode.body.errors).toEqual({ productCode: ['unique'] });
    // Saving a packaging with its own code is no clash.
    const same = await owner.put(`${product}/packaging/${box.body.id}`, {
      measurementUnitCode: 'H87',
      ratio: 12,
      productCode: 'BAX-12',
      grossWeight: '6.5',
    });
    expect(same.body.grossWeight).toBe('6.500000');
    const listed = await owner.get(`${product}/packaging?search=BAX&sortBy=ratio`);
    expect(listed.body).toMatchObject({ count: 1, items: [{ productCode: 'BAX-12', ratio: '12.000000' }] });
  });

  it('needs a code when another packaging has the same unit and ratio', async () => {
    const first = await owner.post(`${product}/packaging`, { measurementUnitCode: 'KGM', ratio: '5' });
    expect(first.status).toBe(201);
    const second = await owner.post(`${product}/packaging`, { measurementUnitCode: 'KGM', ratio: '5.0' });
    expect(second.body.errors).toEqual({ productCode: ['required'] });
    const coded = await owner.post(`${product}/packaging`, {
      measurementUnitCode: 'KGM',
      ratio: '5',
      productCode: 'SAC-5',
    });
    expect(coded.status).toBe(201);
    // Saving the first one again without a code is refused too: the two would still look alike.
    const uncoded = await owner.put(`${product}/packaging/${first.body.id}`, {
      measurementUnitCode: 'KGM',
      ratio: '5',
    });
    expect(uncoded.body.errors).toEqual({ productCode: ['required'] });
  });

  it('warns before deleting a packaging named by offers, and is refused while documents use it', async () => {
    const client = await insertPartner(h, company.id, 'Client ambalaj', 'client');
    const pack = await owner.post(`${product}/packaging`, {
      measurementUnitCode: 'H87',
      ratio: '24',
      productCode: 'BAX-24',
    });
    const offer = await owner.post(`${product}/clients-offers`, {
      partnerId: client,
      productPackagingId: pack.body.id,
      currencyCode: 'RON',
      price: '48.5',
    });
    expect(offer.status, JSON.stringify(offer.body)).toBe(201);
    const warnings = await owner.get(`${product}/packaging/${pack.body.id}/deletion-warnings`);
    expect(warnings.body).toEqual({ warnings: ['client-offers'] });

    h.companyHooks.usage.register('product-packaging', {
      reason: 'goods-receipt-notes',
      count: async (_db, _companyId, id) => (id === pack.body.id ? 1 : 0),
    });
    const refused = await owner.delete(`${product}/packaging/${pack.body.id}`);
    expect(refused.body).toMatchObject({ errors: { packaging: ['goods-receipt-notes'] } });

    const other = await owner.post(`${product}/packaging`, {
      measurementUnitCode: 'H87',
      ratio: '48',
      productCode: 'BAX-48',
    });
    await owner.put(`${product}/clients-offers/${offer.body.id}`, {
      partnerId: client,
      productPackagingId: other.body.id,
      currencyCode: 'RON',
      price: '48.5',
    });
    expect((await owner.delete(`${product}/packaging/${other.body.id}`)).status).toBe(204);
    // The offer stays, without its packaging.
    const kept = await owner.get(`${product}/clients-offers/${offer.body.id}`);
    expect(kept.body).toMatchObject({ productPackagingId: null, price: '48.5000' });
  });
});

describe('translations', () => {
  it('keeps one translation per locale', async () => {
    const english = await owner.post(`${product}/translations`, {
      locale: 'en-GB',
      name: 'Still water 0.5 l',
    });
    expect(english.status).toBe(201);
    const again = await owner.post(`${product}/translations`, { locale: 'en-GB', name: 'Water' });
    expect(again.body.errors).toEqual({ locale: ['unique'] });
    const rules = await owner.post(`${product}/translations`, {
      locale: 'xx',
      name: '',
      description: 'd'.repeat(201),
    });
    expect(rules.body.errors).toEqual({ locale: ['invalid'], name: ['required'], description: ['max:200'] });
    expect((await owner.post(`${product}/translations`, {})).body.errors).toEqual({
      locale: ['required'],
      name: ['required'],
    });
    const edited = await owner.put(`${product}/translations/${english.body.id}`, {
      locale: 'en-GB',
      name: 'Still water',
      description: 'Half a litre',
    });
    expect(edited.body).toMatchObject({ name: 'Still water', description: 'Half a litre' });
    await owner.post(`${product}/translations`, { locale: 'ro-RO', name: 'Apă plată' });
    const listed = await owner.get(`${product}/translations?sortBy=locale&sortDir=desc`);
    expect(listed.body.items.map((row: { locale: string }) => row.locale)).toEqual(['ro-RO', 'en-GB']);
    expect((await owner.delete(`${product}/translations/${english.body.id}`)).status).toBe(204);
  });
});

describe('product VAT rates', () => {
  it('starts with a base line, adds dated lines and never deletes the base', async () => {
    const created = await owner.post(
      `${company.base}/products`,
      productBody(company, { name: 'Suc de mere' }),
    );
    const url = `${company.base}/products/${created.body.id}/vat-rates`;
    const [base] = (await owner.get(url)).body.items;
    expect(base).toEqual({ id: expect.any(String), vatRateId: company.rates['21'], startsAt: todayIn() });

    const future = await owner.post(url, { vatRateId: company.rates['11'], startsAt: shiftDays(30) });
    expect(future.status, JSON.stringify(future.body)).toBe(201);
    expect(
      (await owner.post(url, { vatRateId: company.rates['11'], startsAt: shiftDays(30) })).body.errors,
    ).toEqual({
      startsAt: ['unique'],
    });
    expect((await owner.post(url, { vatRateId: 'x', startsAt: '2025-02-30' })).body.errors).toEqual({
      vatRateId: ['invalid'],
      startsAt: ['date'],
    });
    expect((await owner.post(url, {})).body.errors).toEqual({
      vatRateId: ['required'],
      startsAt: ['required'],
    });
    const foreignRate = await owner.post(url, {
      vatRateId: strangerCompany.rates['21'],
      startsAt: shiftDays(40),
    });
    expect(foreignRate.body.errors).toEqual({ vatRateId: ['exists'] });
    const internal = await owner.post(url, { vatRateId: company.rates.O, startsAt: shiftDays(50) });
    expect(internal.body.errors).toEqual({ vatRateId: ['invalid'] });

    // The product still shows the rate in force today.
    expect((await owner.get(`${company.base}/products/${created.body.id}`)).body.vatRateId).toBe(
      company.rates['21'],
    );

    const refused = await owner.delete(`${url}/${base.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ errors: { productVatRate: ['base'] } });
    expect((await owner.delete(`${url}/${future.body.id}`)).status).toBe(204);

    // The VAT rate may not be deleted while products use it.
    const reasons = await h.companyHooks.usage.reasonsInUse(
      h.ctx.database.db,
      'vat-rate',
      company.id,
      company.rates['21'],
    );
    expect(reasons).toEqual(['products']);
  });

  it('lets a company that does not pay VAT record only past rates and keeps its rate in force', async () => {
    const account = await h.signUp();
    const nonPayer = await createTestCompany(h, account.client, 'non-payer');
    const created = await account.client.post(
      `${nonPayer.base}/products`,
      productBody(nonPayer, { vatRateId: null }),
    );
    const url = `${nonPayer.base}/products/${created.body.id}/vat-rates`;
    const [inForce] = (await account.client.get(url)).body.items;

    const future = await account.client.post(url, {
      vatRateId: nonPayer.rates['21'],
      startsAt: shiftDays(10),
    });
    expect(future.body.errors).toEqual({ startsAt: ['non-vat-payer'] });
    const past = await account.client.post(url, { vatRateId: nonPayer.rates['21'], startsAt: '2024-01-01' });
    expect(past.status, JSON.stringify(past.body)).toBe(201);
    // Moving the past line to today would put it in force.
    const moved = await account.client.put(`${url}/${past.body.id}`, {
      vatRateId: nonPayer.rates['21'],
      startsAt: todayIn(),
    });
    expect(moved.body.errors).toEqual({ startsAt: ['unique'] });
    const edited = await account.client.put(`${url}/${past.body.id}`, {
      vatRateId: nonPayer.rates['11'],
      startsAt: '2024-02-01',
    });
    expect(edited.status).toBe(200);

    const editInForce = await account.client.put(`${url}/${inForce.id}`, {
      vatRateId: nonPayer.rates.O,
      startsAt: shiftDays(-1),
    });
    expect(editInForce.body).toMatchObject({ errors: { vatRateId: ['in-force-non-vat-payer'] } });
    const deleteInForce = await account.client.delete(`${url}/${inForce.id}`);
    expect(deleteInForce.body).toMatchObject({ errors: { productVatRate: ['in-force-non-vat-payer'] } });
    // The past line is now the first one: the base.
    expect((await account.client.delete(`${url}/${past.body.id}`)).body).toMatchObject({
      errors: { productVatRate: ['base'] },
    });
  });

  it('changes every product’s rate from today when the company’s VAT status changes', async () => {
    const { setAllVatRates } = await import('./products.service');
    const created = await owner.post(`${company.base}/products`, productBody(company, { name: 'Lapte' }));
    const url = `${company.base}/products/${created.body.id}/vat-rates`;
    await owner.post(url, { vatRateId: company.rates['21'], startsAt: '2024-01-01' });
    await owner.post(url, { vatRateId: company.rates['11'], startsAt: shiftDays(5) });
    const client = await insertPartner(h, company.id, 'Client lapte', 'client');
    const offer = await owner.post(`${company.base}/products/${created.body.id}/clients-offers`, {
      partnerId: client,
      currencyCode: 'RON',
      price: '7',
      vatRateId: company.rates['11'],
    });
    await h.ctx.database.transaction((tx) => setAllVatRates(tx, company.id, company.rates.O));
    const lines = (await owner.get(`${url}?sortBy=startsAt`)).body.items;
    expect(lines.map((line: { vatRateId: string }) => line.vatRateId)).toEqual([
      company.rates['21'],
      company.rates.O,
      company.rates.O,
    ]);
    expect(
      (await owner.get(`${company.base}/products/${created.body.id}/clients-offers/${offer.body.id}`)).body
        .vatRateId,
    ).toBe(company.rates.O);
    await h.ctx.database.transaction((tx) => setAllVatRates(tx, company.id, company.rates['21']));
  });
});

describe('units', () => {
  it('registers products and packagings as users of a unit', async () => {
    const units = await h.ctx.database.pool.query<{ id: string }>(
      "SELECT id FROM measurement_units WHERE company_id = $1 AND code = 'KGM'",
      [company.id],
    );
    const reasons = await h.companyHooks.usage.reasonsInUse(
      h.ctx.database.db,
      'measurement-unit',
      company.id,
      String(units.rows[0]?.id),
    );
    expect(reasons).toEqual(['products']);
  });
});

describe('another company’s product', () => {
  it('hides every section (404)', async () => {
    for (const section of [
      'attributes',
      'packaging',
      'client-codes',
      'supplier-offers',
      'translations',
      'vat-rates',
    ]) {
      const foreignUrl = `${strangerProduct.replace(strangerCompany.base, company.base)}/${section}`;
      expect((await owner.get(foreignUrl)).status, section).toBe(404);
      expect((await owner.get(`${strangerProduct}/${section}`)).status, section).toBe(404);
    }
    const theirAttribute = await stranger.post(`${strangerProduct}/attributes`, { name: 'A', value: 'B' });
    expect((await owner.delete(`${product}/attributes/${theirAttribute.body.id}`)).status).toBe(404);
    expect(
      (await owner.put(`${product}/attributes/${theirAttribute.body.id}`, { name: 'A', value: 'C' })).status,
    ).toBe(404);
  });
});
