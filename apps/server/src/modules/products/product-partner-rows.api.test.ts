import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness';
import type { TestClient } from '../../testing/test-client';
import { insertPartner, openProductFixture, productBody, type TestCompany } from './products.test-setup';

// A product's rows tied to partners: client and supplier codes, client and supplier offers.
let h: Harness;
let owner: TestClient;
let company: TestCompany;
let product: string;
let strangerCompany: TestCompany;

beforeAll(async () => {
  ({ h, owner, company, product, strangerCompany } = await openProductFixture());
});
afterAll(async () => {
  await h?.close();
});

describe('client and supplier codes', () => {
  it('ties codes to partners of the right role, with standard code schemes', async () => {
    const client = await insertPartner(h, company.id, 'Mega Image', 'client');
    const supplier = await insertPartner(h, company.id, 'Distribuitor SRL', 'supplier');
    const gtin = await owner.post(`${product}/clients-codes`, {
      partnerId: client,
      code: '5941234567890',
      type: 'standard-code',
      standardCodeType: '0160',
    });
    expect(gtin.status, JSON.stringify(gtin.body)).toBe(201);
    expect(gtin.body).toMatchObject({ side: 'client', partnerName: 'Mega Image', standardCodeType: '0160' });

    const duplicate = await owner.post(`${product}/clients-codes`, {
      partnerId: client,
      code: '5941234567890',
      type: 'standard-code',
      standardCodeType: '0160',
    });
    expect(duplicate.body.errors).toEqual({ code: ['unique'] });
    // Another type, or another product, of the same partner: the code is unique per type and partner.
    const otherType = await owner.post(`${product}/clients-codes`, {
      partnerId: client,
      code: '5941234567890',
      type: 'partner-product-code',
    });
    expect(otherType.status).toBe(201);

    const rules = await owner.post(`${product}/clients-codes`, {
      partnerId: supplier,
      code: '',
      type: 'standard-code',
    });
    expect(rules.body.errors).toEqual({ code: ['required'], standardCodeType: ['required'] });
    const wrongScheme = await owner.post(`${product}/clients-codes`, {
      partnerId: supplier,
      code: 'X',
      type: 'standard-code',
      standardCodeType: '0092',
    });
    expect(wrongScheme.body.errors).toEqual({ standardCodeType: ['invalid'] });
    const schemeOnOther = await owner.post(`${product}/clients-codes`, {
      partnerId: client,
      code: 'X',
      type: 'accounting-code',
      standardCodeType: '0160',
    });
    expect(schemeOnOther.body.errors).toEqual({ standardCodeType: ['prohibited'] });
    expect((await owner.post(`${product}/clients-codes`, { code: 'A', type: 'nope' })).body.errors).toEqual({
      partnerId: ['required'],
      type: ['invalid'],
    });
    const wrongRole = await owner.post(`${product}/clients-codes`, {
      partnerId: supplier,
      code: 'A',
      type: 'product-code',
    });
    expect(wrongRole.body.errors).toEqual({ partnerId: ['not-client'] });

    const supplierCode = await owner.post(`${product}/suppliers-codes`, {
      partnerId: supplier,
      code: 'DS-100',
      type: 'partner-product-code',
    });
    expect(supplierCode.status).toBe(201);
    const clientAsSupplier = await owner.post(`${product}/suppliers-codes`, {
      partnerId: client,
      code: 'A',
      type: 'product-code',
    });
    expect(clientAsSupplier.body.errors).toEqual({ partnerId: ['not-supplier'] });
    const theirPartner = await insertPartner(h, strangerCompany.id, 'Partener străin', 'both');
    const foreign = await owner.post(`${product}/suppliers-codes`, {
      partnerId: theirPartner,
      code: 'A',
      type: 'product-code',
    });
    expect(foreign.body.errors).toEqual({ partnerId: ['exists'] });

    const list = await owner.get(`${product}/clients-codes?sortBy=partnerName&search=mega`);
    expect(list.body.count).toBe(2);
    expect((await owner.get(`${product}/suppliers-codes`)).body.items).toEqual([
      expect.objectContaining({ code: 'DS-100', partnerName: 'Distribuitor SRL' }),
    ]);

    const edited = await owner.put(`${product}/suppliers-codes/${supplierCode.body.id}`, {
      partnerId: supplier,
      code: 'DS-101',
      type: 'partner-product-code',
    });
    expect(edited.body.code).toBe('DS-101');
    // A supplier code is not reachable as a client code.
    expect((await owner.get(`${product}/clients-codes/${supplierCode.body.id}`)).status).toBe(404);
    expect((await owner.delete(`${product}/suppliers-codes/${supplierCode.body.id}`)).status).toBe(204);

    // The partner may not be deleted while its codes exist.
    const reasons = await h.companyHooks.usage.reasonsInUse(h.ctx.database.db, 'partner', company.id, client);
    expect(reasons).toContain('client-product-codes');
  });
});

describe('offers', () => {
  it('makes one offer per partner, or one to every client', async () => {
    const created = await owner.post(
      `${company.base}/products`,
      productBody(company, { name: 'Apă minerală' }),
    );
    const product = `${company.base}/products/${created.body.id}`;
    const client = await insertPartner(h, company.id, 'Profi', 'both');
    const supplier = await insertPartner(h, company.id, 'Furnizor ape', 'supplier');
    const everyone = await owner.post(`${product}/clients-offers`, {
      currencyCode: 'ron',
      price: '2.5',
      vatRateId: company.rates['21'],
    });
    expect(everyone.status, JSON.stringify(everyone.body)).toBe(201);
    expect(everyone.body).toMatchObject({
      partnerId: null,
      partnerName: null,
      currencyCode: 'RON',
      price: '2.5000',
    });
    expect(
      (await owner.post(`${product}/clients-offers`, { currencyCode: 'EUR', price: 1 })).body.errors,
    ).toEqual({
      partnerId: ['unique'],
    });
    const forClient = await owner.post(`${product}/clients-offers`, {
      partnerId: client,
      currencyCode: 'EUR',
      price: 0.45,
    });
    expect(forClient.status).toBe(201);
    expect(
      (await owner.post(`${product}/clients-offers`, { partnerId: client, currencyCode: 'RON', price: 2 }))
        .body.errors,
    ).toEqual({
      partnerId: ['unique'],
    });

    const rules = await owner.post(`${product}/clients-offers`, {
      partnerId: supplier,
      currencyCode: 'LEI1',
      price: '-1',
      vatRateId: company.rates.O,
    });
    expect(rules.body.errors).toEqual({ currencyCode: ['invalid'], price: ['min:0'] });
    const refs = await owner.post(`${product}/clients-offers`, {
      partnerId: supplier,
      currencyCode: 'RON',
      price: '10000000000',
    });
    expect(refs.body.errors).toEqual({ price: ['max:9999999999'] });
    const checks = await owner.post(`${product}/clients-offers`, {
      partnerId: supplier,
      currencyCode: 'RON',
      price: '1.12345',
    });
    expect(checks.body.errors).toEqual({ price: ['decimal:0-4'] });
    const db = await owner.post(`${product}/clients-offers`, {
      partnerId: supplier,
      productPackagingId: '00000000-0000-4000-8000-000000000000',
      currencyCode: 'RON',
      price: '1',
      vatRateId: company.rates.O,
    });
    expect(db.body.errors).toEqual({
      partnerId: ['not-client'],
      productPackagingId: ['exists'],
      vatRateId: ['invalid'],
    });
    expect((await owner.post(`${product}/clients-offers`, {})).body.errors).toEqual({
      currencyCode: ['required'],
      price: ['required'],
    });

    expect(
      (await owner.post(`${product}/suppliers-offers`, { currencyCode: 'RON', price: '1.9' })).body.errors,
    ).toEqual({
      partnerId: ['required'],
    });
    const supplierOffer = await owner.post(`${product}/suppliers-offers`, {
      partnerId: supplier,
      currencyCode: 'RON',
      price: '1.9',
    });
    expect(supplierOffer.status).toBe(201);
    expect((await owner.get(`${product}/suppliers-offers`)).body.items).toEqual([
      expect.objectContaining({ partnerName: 'Furnizor ape', price: '1.9000' }),
    ]);
    const sorted = await owner.get(`${product}/clients-offers?sortBy=price&sortDir=desc`);
    expect(sorted.body.items.map((o: { price: string }) => o.price)).toEqual(['2.5000', '0.4500']);

    const reasons = await h.companyHooks.usage.reasonsInUse(
      h.ctx.database.db,
      'partner',
      company.id,
      supplier,
    );
    expect(reasons).toEqual(['offers']);
    const clientReasons = await h.companyHooks.usage.reasonsInUse(
      h.ctx.database.db,
      'partner',
      company.id,
      client,
    );
    expect(clientReasons).toEqual(['client-offers']);
    expect((await owner.delete(`${product}/clients-offers/${forClient.body.id}`)).status).toBe(204);
  });
});
