import { STOCK_SHORTAGE_CODE } from '@app/domain/stock/stock-kinds';
import { todayInRomania } from '@app/domain/validators/iso-date';
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

const available = async (productId: string, date = '2026-12-31') => {
  const response = await c.client.get(
    `${c.base}/stock/available?warehouseId=${c.warehouseId}&date=${date}&productIds=${productId}`,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.items[0].available as string;
};
const amount = (text: string) => Number(text);

describe('stock documents: publication moves stock', () => {
  it('numbers in the series in order, loads at the RON price and unloads FIFO at its cost', async () => {
    // In: 10 x 2.50 on 03-02, 10 x 3.00 on 03-03. Out: 15 on 03-04 -> 10 x 2.50 + 5 x 3.00 = 40.00.
    const first = await stockDocument(c, 'goods-receipt-note', { issueDate: '2026-03-02' });
    const second = await stockDocument(c, 'stock-reception-receipt', {
      issueDate: '2026-03-03',
      lines: [stockLine(c, { price: '3', vatRateId: null })],
    });
    expect(first).toMatchObject({ status: 'published', number: '0001' });
    expect(first.lines[0].cost).toMatchObject({ unitCost: expect.any(String) });
    expect(amount(first.lines[0].cost.value)).toBe(25);
    expect(second.number).toBe('0001');
    const advice = await stockDocument(c, 'client-goods-despatch-advice', {
      issueDate: '2026-03-04',
      lines: [stockLine(c, { quantity: '15', price: '5' })],
    });
    expect(amount(advice.lines[0].cost.value)).toBe(40);
    expect(amount(advice.costTotal)).toBe(40);
    expect(amount(await available(c.apaId))).toBe(5);

    // A second note in the series, dated before the first: refused, the number given back.
    const early = await stockDocument(c, 'goods-receipt-note', { issueDate: '2026-03-01' }, false);
    const refused = await c.client.post(`${c.path('goods-receipt-note')}/${early.id}/publish`, {});
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ issueDate: ['after_or_equal:2026-03-02'] });
    const next = await stockDocument(c, 'goods-receipt-note', {
      issueDate: '2026-03-05',
      lines: [stockLine(c, { productId: c.sucId, name: 'Suc' })],
    });
    expect(next.number).toBe('0002');
  });

  it('refuses a despatch short of stock, naming the short lines, and writes nothing', async () => {
    const before = await available(c.sucId);
    const draft = await stockDocument(
      c,
      'client-goods-despatch-advice',
      {
        issueDate: '2026-03-06',
        lines: [
          stockLine(c, { productId: c.sucId, name: 'Suc', quantity: '1' }),
          stockLine(c, { productId: c.sucId, name: 'Suc', quantity: '100' }),
        ],
      },
      false,
    );
    const refused = await c.client.post(`${c.path('client-goods-despatch-advice')}/${draft.id}/publish`, {});
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(`stock-documents.errors.${STOCK_SHORTAGE_CODE}`);
    expect(Object.keys(refused.body.errors)).toContain('lines.1.quantity');
    expect(refused.body.errors['lines.1.quantity']).toEqual([STOCK_SHORTAGE_CODE]);
    expect(refused.body.shortages.map((s: { position: number }) => s.position)).toContain(2);
    const still = await c.client.get(`${c.path('client-goods-despatch-advice')}/${draft.id}`);
    expect(still.body).toMatchObject({ status: 'draft', number: null });
    expect(await available(c.sucId)).toBe(before);
  });

  it('a storno of a despatch brings the goods back at their original cost; voiding a receipt takes them out', async () => {
    const receipt = await stockDocument(c, 'stock-reception-receipt', {
      issueDate: '2026-04-01',
      lines: [stockLine(c, { productId: c.sucId, name: 'Suc', quantity: '4', price: '7', vatRateId: null })],
    });
    const advice = await stockDocument(c, 'client-goods-despatch-advice', {
      issueDate: '2026-04-02',
      lines: [stockLine(c, { productId: c.sucId, name: 'Suc', quantity: '4', price: '9' })],
    });
    const cost = amount(advice.lines[0].cost.value);
    const afterAdvice = amount(await available(c.sucId));
    const storno = await c.client.post(`${c.path('client-goods-despatch-advice')}/${advice.id}/storno`, {});
    expect(storno.status, JSON.stringify(storno.body)).toBe(201);
    expect(storno.body).toMatchObject({
      status: 'draft',
      refundsId: advice.id,
      lines: [{ quantity: '-4.0000', refundsLineId: advice.lines[0].id }],
    });
    expect(
      (await c.client.get(`${c.path('client-goods-despatch-advice')}/${advice.id}`)).body.refundedById,
    ).toBe(storno.body.id);
    const again = await c.client.post(`${c.path('client-goods-despatch-advice')}/${advice.id}/storno`, {});
    expect(again.body.message).toBe('stock-documents.errors.already-refunded');
    const issued = await c.client.post(
      `${c.path('client-goods-despatch-advice')}/${storno.body.id}/publish`,
      { issueDate: '2026-04-03' },
    );
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    expect(amount(issued.body.lines[0].cost.value)).toBe(cost);
    expect(amount(await available(c.sucId))).toBe(afterAdvice + 4);

    // Voiding the advice with its storno in place is refused; voiding a receipt whose goods left is refused too.
    const voidRefunded = await c.client.post(
      `${c.path('client-goods-despatch-advice')}/${advice.id}/void`,
      {},
    );
    expect(voidRefunded.body.message).toBe('stock-documents.errors.void-refunded');
    const other = await stockDocument(c, 'stock-reception-receipt', {
      issueDate: '2026-04-04',
      lines: [stockLine(c, { productId: c.sucId, name: 'Suc', quantity: '2', price: '7', vatRateId: null })],
    });
    const level = amount(await available(c.sucId));
    const voided = await c.client.post(`${c.path('stock-reception-receipt')}/${other.id}/void`, {});
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect(voided.body.status).toBe('voided');
    expect(amount(await available(c.sucId))).toBe(level - 2);
    expect(receipt.status).toBe('published');
  });

  it('refuses to void a loading whose goods have left since', async () => {
    const receipt = await stockDocument(c, 'goods-receipt-note', {
      issueDate: '2026-05-01',
      lines: [stockLine(c, { quantity: '1000', price: '1' })],
    });
    await stockDocument(c, 'stock-consumption-receipt', {
      issueDate: '2026-05-02',
      lines: [stockLine(c, { quantity: '999', price: '1', vatRateId: null })],
    });
    const refused = await c.client.post(`${c.path('goods-receipt-note')}/${receipt.id}/void`, {});
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(`stock-documents.errors.${STOCK_SHORTAGE_CODE}`);
  });
});

describe('goods receipt notes from a supplier invoice', () => {
  it('matches supplier codes, remembers a hand match, keeps allocations exact and refuses copying', async () => {
    const product = `${c.base}/products/${c.apaId}`;
    const code = await c.client.post(`${product}/suppliers-codes`, {
      partnerId: c.supplierId,
      code: 'APA-05',
      type: 'partner-product-code',
    });
    const invoice = await createdInvoice(c, {
      lines: [
        {
          name: 'Apa plata',
          unitCode: 'H87',
          quantity: '6',
          price: '2',
          vatRateId: c.rates['21'],
          partnerProductCode: 'APA-05',
        },
        {
          name: 'Suc mere',
          unitCode: 'H87',
          quantity: '4',
          price: '5',
          vatRateId: c.rates['21'],
          partnerProductCode: 'SUC-1',
        },
      ],
    });
    const receivable = await c.client.get(`${c.base}/supplier-invoices/${invoice.id}/receivable-lines`);
    expect(receivable.status, JSON.stringify(receivable.body)).toBe(200);
    const [apa, suc] = receivable.body.lines;
    expect(code.status, JSON.stringify(code.body)).toBe(201);
    expect(apa.matchedProduct?.id).toBe(c.apaId);
    expect(suc).toMatchObject({
      unallocatedQuantity: '4',
      matchedProduct: null,
      supplierProductCode: 'SUC-1',
    });

    const created = await c.client.post(`${c.path('goods-receipt-note')}/from-supplier-invoice`, {
      supplierInvoiceId: invoice.id,
      documentSeriesId: c.series['goods-receipt-note'],
      warehouseId: c.warehouseId,
      issueDate: '2026-06-01',
      matches: [
        { supplierInvoiceLineId: apa.supplierInvoiceLineId, productId: c.apaId },
        { supplierInvoiceLineId: suc.supplierInvoiceLineId, productId: c.sucId },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ supplierInvoiceId: invoice.id, partnerId: c.supplierId });
    expect(created.body.lines.map((l: { quantity: string }) => l.quantity)).toEqual(['6.0000', '4.0000']);

    // The hand match is remembered: the next look-up finds the product by the supplier's code.
    const again = await c.client.get(`${c.base}/supplier-invoices/${invoice.id}/receivable-lines`);
    expect(again.body.lines[1]).toMatchObject({ unallocatedQuantity: '0', matchedProduct: { id: c.sucId } });
    expect(again.body.lines[1].allocatedDocumentLines).toHaveLength(1);

    // A second note cannot take more than is left of a line.
    const over = await c.client.post(
      c.path('goods-receipt-note'),
      stockBody(c, 'goods-receipt-note', {
        supplierInvoiceId: invoice.id,
        lines: [stockLine(c, { quantity: '1', supplierInvoiceLineId: apa.supplierInvoiceLineId })],
      }),
    );
    expect(over.body.errors).toEqual({ 'lines.0.quantity': ['unallocated:0'] });

    // A supplier invoice is added only to a note without lines, and never to a storno.
    const withLines = await stockDocument(c, 'goods-receipt-note', {}, false);
    const added = await c.client.put(
      `${c.path('goods-receipt-note')}/${withLines.id}`,
      stockBody(c, 'goods-receipt-note', { supplierInvoiceId: invoice.id }),
    );
    expect(added.body.errors).toMatchObject({ supplierInvoiceId: ['lines-exist'] });

    // The supplier invoice is now used by a goods receipt note; the note with a linked invoice is not copied.
    const reasons = await h.companyHooks.usage.reasonsInUse(
      h.ctx.database.db,
      'supplier-invoice',
      c.companyId,
      invoice.id,
    );
    expect(reasons).toContain('goods-receipt-notes');
    const copy = await c.client.post(`${c.path('goods-receipt-note')}/${created.body.id}/duplicate`, {});
    expect(copy.status).toBe(422);
    expect(copy.body.message).toBe('stock-documents.errors.linked-documents');
    const plain = await c.client.post(`${c.path('goods-receipt-note')}/${withLines.id}/duplicate`, {});
    expect(plain.status).toBe(201);
    expect(plain.body).toMatchObject({ status: 'draft', supplierInvoiceId: null });

    // A storno gives the received quantities back to the invoice once issued, not while a draft.
    const note = `${c.path('goods-receipt-note')}/${created.body.id}`;
    const unallocated = async () =>
      (await c.client.get(`${c.base}/supplier-invoices/${invoice.id}/receivable-lines`)).body.lines.map(
        (line: { unallocatedQuantity: string }) => line.unallocatedQuantity,
      );
    const published = await c.client.post(`${note}/publish`, {});
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const storno = await c.client.post(`${note}/storno`, {});
    expect(storno.status, JSON.stringify(storno.body)).toBe(201);
    expect(await unallocated()).toEqual(['0', '0']);
    const stornoIssued = await c.client.post(`${c.path('goods-receipt-note')}/${storno.body.id}/publish`, {});
    expect(stornoIssued.status, JSON.stringify(stornoIssued.body)).toBe(200);
    expect(await unallocated()).toEqual(['6', '4']);
  });

  it('prints a PDF', async () => {
    // Dated today: the storno above, issued today, is the series' latest document.
    const note = await stockDocument(c, 'goods-receipt-note', { issueDate: todayInRomania() });
    const pdf = await c.client.get(`${c.path('goods-receipt-note')}/${note.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });
});
