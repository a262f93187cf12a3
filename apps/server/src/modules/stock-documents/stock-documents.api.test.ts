import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import { createdInvoice } from '../supplier-invoices/supplier-invoices.test-setup';
import {
  type StockCompany,
  stockBody,
  stockCompany,
  stockDocument,
  stockLine,
} from './stock-documents.test-setup';

let h: Harness;
let c: StockCompany;

beforeAll(async () => {
  h = await startHarness();
  c = await stockCompany(h);
}, 180_000);
afterAll(async () => {
  await h?.close();
});

describe('stock documents: drafts', () => {
  it('creates, reads, lists, updates and deletes a draft of each kind', async () => {
    for (const kind of [
      'goods-receipt-note',
      'client-goods-despatch-advice',
      'stock-consumption-receipt',
      'stock-reception-receipt',
    ] as const) {
      const created = await c.client.post(c.path(kind), stockBody(c, kind));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject({
        kind,
        status: 'draft',
        number: null,
        warehouseName: 'Depozit central',
        netTotal: '25.00',
        lines: [{ quantity: '10.0000', priceRon: '2.5000', movesStock: true, cost: null }],
      });
      const id = created.body.id;
      expect((await c.client.get(`${c.path(kind)}/${id}`)).body.id).toBe(id);
      const list = await c.client.get(
        `${c.path(kind)}?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=draft`,
      );
      expect(list.body.items.map((item: { id: string }) => item.id)).toContain(id);
      const updated = await c.client.put(`${c.path(kind)}/${id}`, stockBody(c, kind, { notes: 'Verificat' }));
      expect(updated.status).toBe(200);
      expect(updated.body.notes).toBe('Verificat');
      expect((await c.client.delete(`${c.path(kind)}/${id}`)).status).toBe(204);
      expect((await c.client.get(`${c.path(kind)}/${id}`)).status).toBe(404);
    }
  });

  it('derives the RON price, the packaging quantity and the selling price from the margin', async () => {
    const product = `${c.base}/products/${c.apaId}`;
    const box = await c.client.post(`${product}/packaging`, {
      measurementUnitCode: 'H87',
      ratio: '12',
      productCode: 'BAX12',
    });
    expect(box.status, JSON.stringify(box.body)).toBe(201);
    const created = await c.client.post(
      c.path('goods-receipt-note'),
      stockBody(c, 'goods-receipt-note', {
        currency: 'EUR',
        currencyRate: '5',
        currencyRateDate: '2026-03-01',
        lines: [stockLine(c, { quantity: '24', price: '2', packagingId: box.body.id, marginPercent: '25' })],
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.lines[0]).toMatchObject({
      packagingQuantity: '2.0000',
      priceRon: '10.0000',
      sellingPrice: '12.5000',
    });
  });

  it('answers the field rule codes of the data rules', async () => {
    const kind = 'stock-consumption-receipt';
    const refused = await c.client.post(
      c.path(kind),
      stockBody(c, kind, {
        partnerId: c.partnerId,
        documentSeriesId: c.series['goods-receipt-note'],
        lines: [
          stockLine(c, { productId: c.serviceId }),
          stockLine(c, { productId: null }),
          stockLine(c, { quantity: '-1' }),
        ],
      }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      documentSeriesId: ['type'],
      partnerId: ['prohibited'],
      'lines.0.productId': ['service-prohibited'],
      'lines.1.productId': ['required'],
      'lines.2.quantity': ['gt:0'],
    });
    const noPartner = await c.client.post(
      c.path('client-goods-despatch-advice'),
      stockBody(c, 'client-goods-despatch-advice', { partnerId: null }),
    );
    expect(noPartner.body.errors).toEqual({ partnerId: ['required'] });
  });

  it('keeps the warehouse once the document has lines', async () => {
    const kind = 'client-goods-despatch-advice';
    const draft = await stockDocument(c, kind, {}, false);
    const moved = await c.client.put(
      `${c.path(kind)}/${draft.id}`,
      stockBody(c, kind, { warehouseId: c.otherWarehouseId }),
    );
    expect(moved.body.errors).toEqual({ warehouseId: ['lines-exist'] });
    const empty = await stockDocument(c, kind, { lines: [] }, false);
    const emptyMoved = await c.client.put(
      `${c.path(kind)}/${empty.id}`,
      stockBody(c, kind, { warehouseId: c.otherWarehouseId }),
    );
    expect(emptyMoved.status).toBe(200);
  });
});

describe('goods receipt notes: rules of spec 02 §5', () => {
  const kind = 'goods-receipt-note';
  it('needs a line loading stock and refuses services', async () => {
    const none = await c.client.post(
      c.path(kind),
      stockBody(c, kind, { lines: [stockLine(c, { loadsStock: false })] }),
    );
    expect(none.body.errors).toEqual({ lines: ['at-least-one-loads-stock'] });
    const service = await c.client.post(
      c.path(kind),
      stockBody(c, kind, {
        lines: [stockLine(c), stockLine(c, { productId: c.serviceId, name: 'Transport' })],
      }),
    );
    expect(service.body.errors).toEqual({ 'lines.1.productId': ['service-prohibited'] });
  });

  it('keeps a corrected line and its original price; a correction line loads no stock', async () => {
    const draft = await stockDocument(c, kind, {}, false);
    const original = draft.lines[0];
    const path = `${c.path(kind)}/${draft.id}`;
    const correction = stockLine(c, { price: '0.50', loadsStock: false, correctsLineId: original.id });
    const corrected = await c.client.put(
      path,
      stockBody(c, kind, { lines: [{ ...stockLine(c, { price: '3' }), id: original.id }, correction] }),
    );
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body.lines[0]).toMatchObject({
      id: original.id,
      price: '3.0000',
      originalPrice: '2.5000',
    });
    expect(corrected.body.lines[1]).toMatchObject({
      correctsLineId: original.id,
      loadsStock: false,
      movesStock: false,
    });

    const kept = corrected.body.lines;
    const deleted = await c.client.put(path, stockBody(c, kind, { lines: [stockLine(c)] }));
    expect(deleted.body.errors).toMatchObject({ lines: ['corrected-line-deleted'] });
    const unchecked = await c.client.put(
      path,
      stockBody(c, kind, {
        lines: [
          { ...stockLine(c), id: kept[0].id, loadsStock: false },
          { ...correction, id: kept[1].id },
        ],
      }),
    );
    expect(unchecked.body.errors).toMatchObject({ 'lines.0.loadsStock': ['corrected-line'] });
    const checked = await c.client.put(
      path,
      stockBody(c, kind, {
        lines: [
          { ...stockLine(c), id: kept[0].id },
          { ...correction, id: kept[1].id, loadsStock: true },
        ],
      }),
    );
    expect(checked.body.errors).toEqual({ 'lines.1.loadsStock': ['correction-line'] });
  });

  it('refuses a VAT rate for a company that does not pay VAT', async () => {
    await h.ctx.database.pool.query('UPDATE companies SET vat_payer = false WHERE id = $1', [c.companyId]);
    try {
      const refused = await c.client.post(c.path(kind), stockBody(c, kind));
      expect(refused.body.errors).toEqual({ 'lines.0.vatRateId': ['prohibited'] });
      const accepted = await c.client.post(
        c.path(kind),
        stockBody(c, kind, { lines: [stockLine(c, { vatRateId: null })] }),
      );
      expect(accepted.status).toBe(201);
      expect(accepted.body.vatTotal).toBe('0.00');
    } finally {
      await h.ctx.database.pool.query('UPDATE companies SET vat_payer = true WHERE id = $1', [c.companyId]);
    }
  });

  it('a storno takes no supplier invoice', async () => {
    const note = await stockDocument(c, kind, { issueDate: '2026-02-01' });
    const storno = await c.client.post(`${c.path(kind)}/${note.id}/storno`, {});
    expect(storno.status, JSON.stringify(storno.body)).toBe(201);
    const invoice = await createdInvoice(c);
    const added = await c.client.put(
      `${c.path(kind)}/${storno.body.id}`,
      stockBody(c, kind, {
        supplierInvoiceId: invoice.id,
        lines: storno.body.lines.map((l: Record<string, unknown>) => ({
          ...stockLine(c, { quantity: l.quantity }),
          id: l.id,
        })),
      }),
    );
    expect(added.body.errors).toEqual({ supplierInvoiceId: ['storno'] });
  });
});

describe('stock documents: uses and bounds', () => {
  it('registers its uses of products, partners, series and VAT rates', async () => {
    const kind = 'client-goods-despatch-advice';
    await stockDocument(c, kind, {}, false);
    const usage = (entity: Parameters<typeof h.companyHooks.usage.reasonsInUse>[1], id: string) =>
      h.companyHooks.usage.reasonsInUse(h.ctx.database.db, entity, c.companyId, id);
    expect(await usage('product', c.apaId)).toContain('client-goods-despatch-advices');
    expect(await usage('partner', c.partnerId)).toContain('client-goods-despatch-advices');
    expect(await usage('document-series', c.series[kind])).toEqual(['client-goods-despatch-advices']);
    expect(await usage('vat-rate', c.rates['21'] as string)).toContain('client-goods-despatch-advices');
  });

  it('refuses amounts that do not fit', async () => {
    const kind = 'stock-reception-receipt';
    const big = await c.client.post(
      c.path(kind),
      stockBody(c, kind, { lines: [stockLine(c, { quantity: '9999999999', price: '9999999999' })] }),
    );
    expect(big.status).toBe(422);
    expect(big.body.errors['lines.0.net']).toEqual(['max:1000000000000']);
  });
});
