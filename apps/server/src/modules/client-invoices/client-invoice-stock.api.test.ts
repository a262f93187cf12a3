import { STOCK_SHORTAGE_CODE } from '@app/domain/stock/stock-kinds';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import { plans, subscriptions } from '../billing/billing.tables';
import { invoiceBody, issuedInvoice, line } from './client-invoices.test-setup';
import { available, movementsOf, receive, type StockCompany, stockCompany } from './invoice-stock.test-setup';

// Issue 14 item 5: a client invoice with a warehouse unloads its stock products when issued, at the
// ledger's (FIFO) cost; a shortage refuses the publication as stock documents are refused; voiding
// loads the stock back; a storno loads back what its invoice unloaded, at the original cost.

let h: Harness;
let c: StockCompany;
let invoices: string;

const laptops = (quantity: string, price = '900') =>
  line(c, { productId: c.productId, name: 'Laptop', quantity, price });
const installation = () => line(c, { productId: c.serviceId, name: 'Instalare', quantity: '1', price: '50' });
const stockInvoice = (lines: unknown[], publish = true) =>
  issuedInvoice(c, { warehouseId: c.warehouseId, lines }, publish);
const stock = async () => Number(await available(h, c));

beforeAll(async () => {
  h = await startHarness();
  c = await stockCompany(h);
  invoices = `${c.base}/client-invoices`;
  // FIFO layers: 10 at 5.00, then 10 at 7.00.
  await receive(c, { date: '2026-10-01', quantity: '10', unitCost: '5' });
  await receive(c, { date: '2026-10-05', quantity: '10', unitCost: '7' });
  // Two companies' worth of set-up on a busy machine: more than the default minute.
}, 180_000);
afterAll(async () => {
  await h?.close();
});

describe('client invoices with a warehouse: stock', () => {
  let unloaded: { id: string; lines: { id: string }[] };

  it('unloads the stock products when issued, at their FIFO cost, and leaves services alone', async () => {
    const invoice = await stockInvoice([laptops('12'), installation()]);
    unloaded = invoice;
    expect(invoice).toMatchObject({ status: 'published', warehouseId: c.warehouseId, despatchAdvice: null });
    // 10 x 5.00 + 2 x 7.00 = 64.00; the service line moves nothing.
    expect(await movementsOf(h, invoice.id)).toEqual([{ kind: 'out', quantity: 12, value: 64 }]);
    const costs = await h.ctx.stockLedger.costsOf(h.ctx.database.db, c.companyId, invoice.id);
    expect(costs).toEqual([expect.objectContaining({ lineId: invoice.lines[0].id, value: '64.00' })]);
    expect(await stock()).toBe(8);
  });

  it('refuses an issue short of stock, naming the line, and gives its number back', async () => {
    const draft = await stockInvoice([installation(), laptops('9')], false);
    const refused = await c.client.post(`${invoices}/${draft.id}/publish`, {});
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(`client-invoices.errors.${STOCK_SHORTAGE_CODE}`);
    expect(refused.body.errors).toEqual({ 'lines.1.quantity': [STOCK_SHORTAGE_CODE] });
    expect(refused.body.shortages).toEqual([
      expect.objectContaining({ line: 2, name: 'Laptop', available: '8', requested: '9' }),
    ]);
    const after = await c.client.get(`${invoices}/${draft.id}`);
    expect(after.body).toMatchObject({ status: 'draft', number: null });
    expect(await movementsOf(h, draft.id)).toEqual([]);
    expect(await stock()).toBe(8);
    // The number the refusal would have taken goes to the next invoice issued.
    const next = await issuedInvoice(c);
    expect(Number(next.number)).toBe(
      Number((await c.client.get(`${invoices}/${unloaded.id}`)).body.number) + 1,
    );
  });

  it('loads the stock back when the invoice is voided', async () => {
    const invoice = await stockInvoice([laptops('3')]);
    expect(await stock()).toBe(5);
    const voided = await c.client.post(`${invoices}/${invoice.id}/void`, {});
    expect(voided.status).toBe(200);
    expect(voided.body.status).toBe('voided');
    expect(await movementsOf(h, invoice.id)).toEqual([]);
    expect(await stock()).toBe(8);
  });

  it('moves no stock for an invoice without a warehouse', async () => {
    const invoice = await issuedInvoice(c, { lines: [laptops('30')] });
    expect(invoice).toMatchObject({ status: 'published', warehouseId: null });
    expect(await movementsOf(h, invoice.id)).toEqual([]);
    expect(await stock()).toBe(8);
  });

  it('a storno loads back what the invoice unloaded, at the original cost', async () => {
    // Dearer stock arrives meanwhile: a return must not take its price.
    await receive(c, { date: '2026-11-01', quantity: '5', unitCost: '100' });
    expect(await stock()).toBe(13);
    const storno = await c.client.post(`${invoices}/${unloaded.id}/refund`, {});
    expect(storno.status).toBe(201);
    expect(storno.body).toMatchObject({ warehouseId: c.warehouseId, refunds: { id: unloaded.id } });
    expect(storno.body.lines.map((l: { quantity: string }) => Number(l.quantity))).toEqual([-12, -1]);
    const issued = await c.client.post(`${invoices}/${storno.body.id}/publish`, {});
    expect(issued.status).toBe(200);
    // 12 back at 64.00 (10 x 5.00 + 2 x 7.00), the service line still moving nothing.
    expect(await movementsOf(h, storno.body.id)).toEqual([{ kind: 'return-in', quantity: 12, value: 64 }]);
    expect(await stock()).toBe(25);
  });
});

describe('the warehouse of a client document', () => {
  it('is refused on a proforma and when it is not one of the company', async () => {
    const proforma = await c.client.post(`${c.base}/client-proformas`, {
      ...invoiceBody(c, { documentSeriesId: c.proformaSeriesId }),
      warehouseId: c.warehouseId,
    });
    expect(proforma.status).toBe(422);
    expect(proforma.body.errors).toEqual({ warehouseId: ['prohibited'] });
    const other = await stockCompany(h);
    const foreign = await c.client.post(invoices, invoiceBody(c, { warehouseId: other.warehouseId }));
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ warehouseId: ['exists'] });
  });

  it('needs the Smart plan in force, when saved and when issued', async () => {
    const smart = await stockCompany(h);
    const draft = await smart.client.post(
      `${smart.base}/client-invoices`,
      invoiceBody(smart, { warehouseId: smart.warehouseId }),
    );
    expect(draft.status).toBe(201);
    // The Smart subscription ends; the basic one stays.
    const smartPlans = h.ctx.database.db
      .select({ id: plans.id })
      .from(plans)
      .where(like(plans.code, '%smart%'));
    await h.ctx.database.db
      .update(subscriptions)
      .set({ expiresAt: new Date() })
      .where(and(eq(subscriptions.companyId, smart.companyId), inArray(subscriptions.planId, smartPlans)));
    const saved = await smart.client.post(
      `${smart.base}/client-invoices`,
      invoiceBody(smart, { warehouseId: smart.warehouseId }),
    );
    expect(saved.status).toBe(422);
    expect(saved.body.errors).toEqual({ warehouseId: ['smart-plan-required'] });
    const issued = await smart.client.post(`${smart.base}/client-invoices/${draft.body.id}/publish`, {});
    expect(issued.status).toBe(422);
    expect(issued.body.errors).toEqual({ warehouseId: ['smart-plan-required'] });
  });
});
