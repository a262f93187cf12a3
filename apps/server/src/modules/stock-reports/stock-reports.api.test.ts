import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness';
import type { TestClient } from '../../testing/test-client';
import type { StockFixture } from './stock-reports.fixture';
import { BALANCE, pick, query, RECORD, STOCK, startStockReportsSetup } from './stock-reports.test-setup';

// The hand-computed figures of the fixed ledger in stock-reports.fixture.ts (FIFO, values in RON).

let h: Harness;
let owner: TestClient;
let stranger: TestClient;
let base: string;
let strangerBase: string;
let companyId: string;
let data: StockFixture;

// Two sign-ups and the ledger on an embedded database: over a minute on a busy machine.
beforeAll(async () => {
  ({ h, owner, stranger, base, strangerBase, companyId, data } = await startStockReportsSetup());
}, 180_000);
afterAll(async () => {
  await h?.close();
});

describe('stock balance', () => {
  it('gives opening, in, out and closing per product and warehouse, a storno as a negative entry or exit', async () => {
    const response = await owner.get(
      `${base}/stock-balance?${query({ from: '2026-02-01', to: '2026-02-28' })}`,
    );
    expect(response.status).toBe(200);
    expect(response.body.title).toBe('Balanță de stocuri');
    // Cafea in Depozit Central: opening NIR-001 + NIR-002 = 15 / 630.00;
    //   in  NIR-003 20 / 850.00 less its storno NIR-004 2 / 85.00          = 18 / 765.00
    //   out AVZ-001 12 / 492.00 + FCT-001 4 / 180.50 + BC-001 3 / 127.50
    //       less FCT-002 (storno of FCT-001) 1 / 42.50                      = 18 / 757.50
    //   closing 15 + 18 - 18 = 15;  630.00 + 765.00 - 757.50 = 637.50 (NIR-005 is in March).
    // Cafea in Magazin Centru: 4 / 158.00, out 1 / 39.50, closing 3 / 118.50.
    // Ceai verde: the receipt of 2026-01-08 entered last still opens the period: 50 / 412.50, out 20 / 165.00.
    // Zahăr: 12.5 kg / 52.50, out 2.75 kg / 11.55, closing 9.75 kg / 40.95.
    expect(pick(response.body.rows, BALANCE)).toEqual([
      ['Cafea boabe 1 kg', 'Depozit Central', '15', '630.00', '18', '765.00', '18', '757.50', '15', '637.50'],
      ['Cafea boabe 1 kg', 'Magazin Centru', '4', '158.00', '0', '0.00', '1', '39.50', '3', '118.50'],
      ['Ceai verde 100 g', 'Depozit Central', '50', '412.50', '0', '0.00', '20', '165.00', '30', '247.50'],
      ['Zahăr 1 kg', 'Depozit Central', '12.5', '52.50', '0', '0.00', '2.75', '11.55', '9.75', '40.95'],
    ]);
    // Values add up: 1,253.00 + 765.00 - 973.55 = 1,044.45; quantities of different units do not.
    expect(response.body.totals).toMatchObject({
      product: 'Total',
      openingQuantity: null,
      openingValue: '1253.00',
      inValue: '765.00',
      outValue: '973.55',
      closingValue: '1044.45',
    });
  });

  it('filters by warehouse, by product, and by a category with the categories under it', async () => {
    const rowsOf = async (params: Record<string, string>) => {
      const response = await owner.get(
        `${base}/stock-balance?${query({ from: '2026-02-01', to: '2026-02-28', ...params })}`,
      );
      expect(response.status).toBe(200);
      return pick(response.body.rows, ['product', 'warehouse']);
    };
    expect(await rowsOf({ warehouseId: data.warehouses.M })).toEqual([
      ['Cafea boabe 1 kg', 'Magazin Centru'],
    ]);
    expect(await rowsOf({ productId: data.products.C })).toEqual([['Zahăr 1 kg', 'Depozit Central']]);
    expect(await rowsOf({ categoryId: data.categories.drinks })).toEqual([
      ['Cafea boabe 1 kg', 'Depozit Central'],
      ['Cafea boabe 1 kg', 'Magazin Centru'],
      ['Ceai verde 100 g', 'Depozit Central'],
    ]);
    const coffee = await owner.get(
      `${base}/stock-balance?${query({ from: '2026-02-01', to: '2026-02-28', categoryId: data.categories.coffee, warehouseId: data.warehouses.W })}`,
    );
    expect(pick(coffee.body.rows, ['product', 'warehouse'])).toEqual([
      ['Cafea boabe 1 kg', 'Depozit Central'],
    ]);
    expect(coffee.body.category).toEqual({ id: data.categories.coffee, name: 'Cafea' });
    expect(coffee.body.warehouse).toEqual({ id: data.warehouses.W, name: 'Depozit Central' });
  });
});

describe('stock record', () => {
  it('runs the stock of one product in one warehouse through the period from its opening', async () => {
    const response = await owner.get(
      `${base}/stock-record?${query({ productId: data.products.A, warehouseId: data.warehouses.W, from: '2026-02-01', to: '2026-02-28' })}`,
    );
    expect(response.status).toBe(200);
    expect(response.body.title).toBe('Fișă de magazie');
    expect(response.body.product).toEqual({ id: data.products.A, name: 'Cafea boabe 1 kg' });
    // Opening 15 / 630.00, then each movement with the stock after it:
    //   AVZ-001 out 12 / 492.00        3 / 138.00
    //   NIR-003 in 20 / 850.00        23 / 988.00
    //   FCT-001 out 4 / 180.50        19 / 807.50
    //   FCT-002 storno out -1 / -42.50 20 / 850.00
    //   NIR-004 storno in -2 / -85.00  18 / 765.00
    //   BC-001 out 3 / 127.50         15 / 637.50
    expect(pick(response.body.rows, RECORD)).toEqual([
      ['2026-02-01', 'Stoc inițial', null, null, null, null, null, null, null, '15', '630.00'],
      [
        '2026-02-03',
        'Aviz de însoțire',
        'AVZ-001',
        'Alfa Distribuție SRL',
        '41',
        null,
        null,
        '12',
        '492.00',
        '3',
        '138.00',
      ],
      [
        '2026-02-10',
        'Notă de recepție',
        'NIR-003',
        'Furnizor Cafea SRL',
        '42.5',
        '20',
        '850.00',
        null,
        null,
        '23',
        '988.00',
      ],
      [
        '2026-02-15',
        'Factură',
        'FCT-001',
        'Beta Construct SRL',
        '45.125',
        null,
        null,
        '4',
        '180.50',
        '19',
        '807.50',
      ],
      [
        '2026-02-18',
        'Factură storno',
        'FCT-002',
        'Beta Construct SRL',
        '42.5',
        null,
        null,
        '-1',
        '-42.50',
        '20',
        '850.00',
      ],
      [
        '2026-02-20',
        'Notă de recepție storno',
        'NIR-004',
        'Furnizor Cafea SRL',
        '42.5',
        '-2',
        '-85.00',
        null,
        null,
        '18',
        '765.00',
      ],
      ['2026-02-25', 'Bon de consum', 'BC-001', null, '42.5', null, null, '3', '127.50', '15', '637.50'],
    ]);
    expect(pick([response.body.totals], RECORD)).toEqual([
      [
        '2026-02-28',
        'Total rulaje și stoc final',
        null,
        null,
        null,
        '18',
        '765.00',
        '18',
        '757.50',
        '15',
        '637.50',
      ],
    ]);
  });

  it('opens with everything before the period and ends with the stock the balance gives', async () => {
    const response = await owner.get(
      `${base}/stock-record?${query({ productId: data.products.A, warehouseId: data.warehouses.W, from: '2026-02-16', to: '2026-03-31', lang: 'en-GB' })}`,
    );
    expect(response.status).toBe(200);
    // Before 2026-02-16: 15 - 12 + 20 - 4 = 19 / 630.00 - 492.00 + 850.00 - 180.50 = 807.50.
    expect(pick(response.body.rows, ['documentType', 'number', 'stockQuantity', 'stockValue'])).toEqual([
      ['Opening stock', null, '19', '807.50'],
      ['Invoice storno', 'FCT-002', '20', '850.00'],
      ['Goods receipt note storno', 'NIR-004', '18', '765.00'],
      ['Stock consumption receipt', 'BC-001', '15', '637.50'],
      ['Goods receipt note', 'NIR-005', '25', '1077.50'],
    ]);
    expect(response.body.totals).toMatchObject({
      inQuantity: '8',
      inValue: '355.00',
      outQuantity: '2',
      outValue: '85.00',
    });
  });

  it('needs a product and a warehouse, both the company’s own', async () => {
    const missing = await owner.get(
      `${base}/stock-record?${query({ from: '2026-02-01', to: '2026-02-28' })}`,
    );
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ warehouseId: ['required'], productId: ['required'] });
    const strangers = await stranger.get(
      `${strangerBase}/stock-record?${query({ productId: data.products.A, warehouseId: data.warehouses.W, from: '2026-02-01', to: '2026-02-28' })}`,
    );
    expect(strangers.status).toBe(422);
    expect(strangers.body.errors).toEqual({ warehouseId: ['exists'] });
  });
});

describe('stock transactions', () => {
  it('lists every movement of the period in date order with its document, whatever order it was entered in', async () => {
    const response = await owner.get(
      `${base}/stock-transactions?${query({ from: '2026-01-01', to: '2026-01-31' })}`,
    );
    expect(response.status).toBe(200);
    expect(
      pick(response.body.rows, [
        'date',
        'documentType',
        'number',
        'product',
        'warehouse',
        'inQuantity',
        'inValue',
        'outQuantity',
      ]),
    ).toEqual([
      [
        '2026-01-05',
        'Notă de recepție',
        'NIR-001',
        'Cafea boabe 1 kg',
        'Depozit Central',
        '10',
        '400.00',
        null,
      ],
      [
        '2026-01-08',
        'Notă de recepție',
        'NIR-006',
        'Ceai verde 100 g',
        'Depozit Central',
        '50',
        '412.50',
        null,
      ],
      ['2026-01-10', 'Bon de predare', 'BP-001', 'Cafea boabe 1 kg', 'Magazin Centru', '4', '158.00', null],
      ['2026-01-15', 'Notă de recepție', 'NIR-002', 'Zahăr 1 kg', 'Depozit Central', '12.5', '52.50', null],
      [
        '2026-01-20',
        'Notă de recepție',
        'NIR-002',
        'Cafea boabe 1 kg',
        'Depozit Central',
        '5',
        '230.00',
        null,
      ],
    ]);
    expect(response.body.totals).toMatchObject({
      documentType: 'Total',
      inValue: '1253.00',
      outValue: '0.00',
    });
  });

  it('keeps a document’s lines in the order they were published on the same day', async () => {
    const response = await owner.get(
      `${base}/stock-transactions?${query({ from: '2026-02-03', to: '2026-02-03', warehouseId: data.warehouses.W })}`,
    );
    expect(pick(response.body.rows, ['number', 'product', 'outQuantity', 'outValue', 'unitCost'])).toEqual([
      ['AVZ-001', 'Cafea boabe 1 kg', '12', '492.00', '41'],
      ['AVZ-001', 'Ceai verde 100 g', '20', '165.00', '8.25'],
    ]);
  });
});

describe('current stock and stock at a date', () => {
  it('gives the stock now from the balances, with the average unit cost', async () => {
    const response = await owner.get(`${base}/current-stock`);
    expect(response.status).toBe(200);
    expect(pick(response.body.rows, STOCK)).toEqual([
      ['Cafea boabe 1 kg', 'CAF-01', 'H87', 'Depozit Central', '25', '1077.50', '43.1'],
      ['Cafea boabe 1 kg', 'CAF-01', 'H87', 'Magazin Centru', '3', '118.50', '39.5'],
      ['Ceai verde 100 g', 'CEA-01', 'H87', 'Depozit Central', '30', '247.50', '8.25'],
      ['Zahăr 1 kg', 'ZAH-01', 'KGM', 'Depozit Central', '9.75', '40.95', '4.2'],
    ]);
    expect(response.body.totals).toMatchObject({ product: 'Total', quantity: null, value: '1484.45' });
  });

  it('adds up the movements to the end of the date, and agrees with the current stock after the last one', async () => {
    const january = await owner.get(`${base}/stock-at-date?${query({ to: '2026-01-31' })}`);
    expect(january.status).toBe(200);
    expect(january.body.to).toBe('2026-01-31');
    expect(pick(january.body.rows, ['product', 'warehouse', 'quantity', 'value', 'averageCost'])).toEqual([
      ['Cafea boabe 1 kg', 'Depozit Central', '15', '630.00', '42'],
      ['Cafea boabe 1 kg', 'Magazin Centru', '4', '158.00', '39.5'],
      ['Ceai verde 100 g', 'Depozit Central', '50', '412.50', '8.25'],
      ['Zahăr 1 kg', 'Depozit Central', '12.5', '52.50', '4.2'],
    ]);
    const later = await owner.get(`${base}/stock-at-date?${query({ to: '2026-12-31' })}`);
    const current = await owner.get(`${base}/current-stock`);
    expect(later.body.rows).toEqual(current.body.rows);
    const filtered = await owner.get(
      `${base}/stock-at-date?${query({ to: '2026-02-28', categoryId: data.categories.coffee })}`,
    );
    expect(pick(filtered.body.rows, ['warehouse', 'quantity', 'value'])).toEqual([
      ['Depozit Central', '15', '637.50'],
      ['Magazin Centru', '3', '118.50'],
    ]);
  });
});

describe('requests', () => {
  it('lists the reports and the company’s warehouses and categories', async () => {
    const response = await owner.get(base);
    expect(response.status).toBe(200);
    expect(response.body.reports).toEqual([
      'current-stock',
      'stock-at-date',
      'stock-balance',
      'stock-transactions',
      'stock-record',
    ]);
    expect(response.body.warehouses).toEqual([
      { id: data.warehouses.W, name: 'Depozit Central' },
      { id: data.warehouses.M, name: 'Magazin Centru' },
    ]);
    expect(response.body.categories).toEqual([
      { id: data.categories.drinks, name: 'Băuturi' },
      { id: data.categories.coffee, name: 'Băuturi / Cafea' },
    ]);
  });

  it('refuses an unknown report, a bad period and ids that are not ids', async () => {
    expect((await owner.get(`${base}/stock-ledger`)).body.errors).toEqual({ report: ['invalid'] });
    const period = await owner.get(
      `${base}/stock-balance?${query({ from: '2026-02-28', to: '2026-02-01' })}`,
    );
    expect(period.status).toBe(422);
    expect(period.body.errors).toEqual({ to: ['after_or_equal:from'] });
    const none = await owner.get(`${base}/stock-transactions`);
    expect(none.body.errors).toEqual({ from: ['required'], to: ['required'] });
    const bad = await owner.get(`${base}/current-stock?${query({ warehouseId: 'x', format: 'pdf' })}`);
    expect(bad.body.errors).toEqual({ format: ['invalid'], warehouseId: ['invalid'] });
  });

  it('needs stock-reports.read, an area of its own beside the warehouses', async () => {
    const tenantId = (await owner.get('/v1/auth/identity')).body.tenantId as string;
    const member = async (permissions: string[]) =>
      (await h.createMember(tenantId, { company: { [companyId]: permissions } })).client;
    expect((await (await member(['stock-reports.read'])).get(`${base}/current-stock`)).status).toBe(200);
    const warehouses = await member(['warehouses.read', 'warehouses.write']);
    expect((await warehouses.get(`${base}/current-stock`)).status).toBe(403);
  });

  it('keeps each company’s stock to itself', async () => {
    const other = await stranger.get(`${strangerBase}/current-stock`);
    expect(other.status).toBe(200);
    expect(other.body.rows).toEqual([]);
    expect((await stranger.get(`${base}/current-stock`)).status).toBe(404);
    const category = await stranger.get(
      `${strangerBase}/current-stock?${query({ categoryId: data.categories.drinks })}`,
    );
    expect(category.body.errors).toEqual({ categoryId: ['exists'] });
  });
});
