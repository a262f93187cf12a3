import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import { invoiceBody, invoicingCompany } from './client-invoices.test-setup';
import {
  available,
  despatchAdvice,
  invoiceOfDespatchAdvice,
  movementsOf,
  receive,
  type StockCompany,
  stockCompany,
} from './invoice-stock.test-setup';

// Issue 14 item 3: a client invoice made from a published despatch advice carries its client,
// lines, quantities and prices; the two are linked both ways; the stock left with the despatch, so
// issuing the invoice unloads nothing again; a despatch advice is invoiced once.

let h: Harness;
let c: StockCompany;
let invoices: string;
const fromDespatch = (documentId: string, company: StockCompany = c) =>
  company.client.post(`${company.base}/client-invoices/from-despatch-advice/${documentId}`, {});

beforeAll(async () => {
  h = await startHarness();
  c = await stockCompany(h);
  invoices = `${c.base}/client-invoices`;
  await receive(c, { date: '2026-10-01', quantity: '10', unitCost: '5' });
}, 180_000);
afterAll(async () => {
  await h?.close();
});

describe('a client invoice from a despatch advice', () => {
  let despatchId: string;
  let invoiceId: string;

  it('is a draft with the despatch advice’s client, lines, quantities and prices, linked both ways', async () => {
    despatchId = await despatchAdvice(c, { date: '2026-11-02', quantity: '4', price: '900' });
    expect(await available(h, c)).toMatch(/^6(\.0+)?$/);
    const made = await fromDespatch(despatchId);
    expect(made.status).toBe(201);
    invoiceId = made.body.id;
    expect(made.body).toMatchObject({
      kind: 'invoice',
      status: 'draft',
      partnerId: c.partnerId,
      documentSeriesId: c.invoiceSeriesId,
      currency: 'RON',
      warehouseId: c.warehouseId,
      despatchAdvice: { id: despatchId },
    });
    expect(made.body.despatchAdviceReference).toBe(made.body.despatchAdvice.seriesNumber);
    expect(made.body.lines).toEqual([
      expect.objectContaining({ productId: c.productId, name: 'Laptop', quantity: '4', price: '900' }),
    ]);
    // 4 x 900.00 + 21% VAT.
    expect(made.body.totals).toMatchObject({ netTotal: '3600.00', grossTotal: '4356.00' });
    expect(await invoiceOfDespatchAdvice(h, c, despatchId)).toBe(invoiceId);
    const read = await c.client.get(`${invoices}/${invoiceId}`);
    expect(read.body.despatchAdvice).toMatchObject({ id: despatchId });
    // The despatch advice shows its invoice.
    const despatch = await c.client.get(`${c.base}/client-goods-despatch-advices/${despatchId}`);
    expect(despatch.body).toMatchObject({ clientInvoiceId: invoiceId, clientInvoice: { id: invoiceId } });
  });

  it('refuses a second invoice of the same despatch advice', async () => {
    const again = await fromDespatch(despatchId);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('client-invoices.errors.despatch-already-invoiced');
    expect(await invoiceOfDespatchAdvice(h, c, despatchId)).toBe(invoiceId);
  });

  it('unloads nothing when issued: the despatch advice did', async () => {
    const issued = await c.client.post(`${invoices}/${invoiceId}/publish`, {
      issueDate: '2026-11-02',
    });
    expect(issued.status).toBe(200);
    expect(issued.body).toMatchObject({ status: 'published', despatchAdvice: { id: despatchId } });
    expect(await movementsOf(h, invoiceId)).toEqual([]);
    expect(await available(h, c)).toMatch(/^6(\.0+)?$/);
  });

  it('may invoice the despatch advice again once its invoice is voided', async () => {
    const voided = await c.client.post(`${invoices}/${invoiceId}/void`, {});
    expect(voided.status).toBe(200);
    expect(await available(h, c)).toMatch(/^6(\.0+)?$/);
    // The advice no longer counts as invoiced, on its page too (its Invoice action is back).
    const freed = await c.client.get(`${c.base}/client-goods-despatch-advices/${despatchId}`);
    expect(freed.body).toMatchObject({ clientInvoiceId: null, clientInvoice: null });
    const again = await fromDespatch(despatchId);
    expect(again.status).toBe(201);
    expect(await invoiceOfDespatchAdvice(h, c, despatchId)).toBe(again.body.id);
    // Deleting that draft frees the despatch advice again.
    expect((await c.client.delete(`${invoices}/${again.body.id}`)).status).toBe(204);
    expect(await invoiceOfDespatchAdvice(h, c, despatchId)).toBeNull();
  });

  it('voids a despatch advice once its invoice is voided, its stock back in the warehouse', async () => {
    const advice = await despatchAdvice(c, { date: '2026-11-04', quantity: '2', price: '900' });
    const made = await fromDespatch(advice);
    await c.client.post(`${invoices}/${made.body.id}/publish`, { issueDate: '2026-11-04' });
    const advicePath = `${c.base}/client-goods-despatch-advices/${advice}`;
    const refused = await c.client.post(`${advicePath}/void`, {});
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ _: ['void-invoiced'] });
    expect((await c.client.post(`${invoices}/${made.body.id}/void`, {})).status).toBe(200);
    const before = Number(await available(h, c));
    const voided = await c.client.post(`${advicePath}/void`, {});
    expect(voided.status).toBe(200);
    expect(voided.body.status).toBe('voided');
    expect(Number(await available(h, c))).toBe(before + 2);
  });

  it('unloads what it bills beyond the despatch advice: a line added by hand', async () => {
    const advice = await despatchAdvice(c, { date: '2026-11-05', quantity: '1', price: '900' });
    const made = await fromDespatch(advice);
    const laptop = (quantity: string) => ({
      productId: c.productId,
      name: 'Laptop',
      unitCode: 'H87',
      quantity,
      price: '900',
      vatRateId: c.rates['21'],
    });
    const edited = await c.client.put(
      `${invoices}/${made.body.id}`,
      invoiceBody(c, {
        issueDate: '2026-11-05',
        warehouseId: c.warehouseId,
        lines: [laptop('1'), laptop('2')],
      }),
    );
    expect(edited.status).toBe(200);
    const before = Number(await available(h, c));
    const issued = await c.client.post(`${invoices}/${made.body.id}/publish`, { issueDate: '2026-11-05' });
    expect(issued.status).toBe(200);
    // The advice moved one laptop; the two added by hand leave with the invoice, at their cost.
    expect(await movementsOf(h, made.body.id)).toEqual([{ kind: 'out', quantity: 2, value: 10 }]);
    expect(Number(await available(h, c))).toBe(before - 2);
  });

  it('refuses a despatch advice that is not issued, and one of another company', async () => {
    const draft = await despatchAdvice(c, {
      date: '2026-11-03',
      quantity: '1',
      price: '900',
      draft: true,
    });
    const refused = await fromDespatch(draft);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('client-invoices.errors.despatch-not-published');
    const other = await stockCompany(h);
    expect((await fromDespatch(despatchId, other)).status).toBe(404);
    expect((await fromDespatch('not-an-id')).status).toBe(404);
  });

  it('needs the Smart plan', async () => {
    const basic = await invoicingCompany(h);
    const refused = await basic.client.post(
      `${basic.base}/client-invoices/from-despatch-advice/${despatchId}`,
      {},
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('common.errors.smart-plan-required');
  });
});
