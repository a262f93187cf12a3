import { and, eq } from 'drizzle-orm';
import { stockMovements } from '../../platform/stock/stock-ledger.tables';
import type { Harness } from '../../testing/harness';
import { grantSmartPlan } from '../../testing/plan-fixture';
import { stockDocuments } from '../stock-documents/stock-documents.tables';
import { addSeries, type InvoicingCompany, invoicingCompany } from './client-invoices.test-setup';

/** An invoicing company with the Smart plan, a FIFO warehouse, a stock product and a service. */
export type StockCompany = InvoicingCompany & {
  warehouseId: string;
  productId: string;
  serviceId: string;
  despatchSeriesId: string;
  receptionSeriesId: string;
};

const ADDRESS = { countryCode: 'RO', countyCode: 'RO-CJ', city: 'Cluj-Napoca', street: 'Str. Fabricii 14' };

export async function stockCompany(h: Harness): Promise<StockCompany> {
  const company = await invoicingCompany(h);
  await grantSmartPlan(h, company.companyId);
  const { client, base } = company;
  const warehouse = await client.post(`${base}/warehouses`, {
    name: 'Depozit central',
    unloadType: 'fifo',
    address: ADDRESS,
  });
  const product = await client.post(`${base}/products`, {
    name: 'Laptop',
    isService: false,
    measurementUnitCode: 'H87',
    vatRateId: company.rates['21'],
  });
  const service = await client.post(`${base}/products`, {
    name: 'Instalare',
    isService: true,
    measurementUnitCode: 'H87',
    vatRateId: company.rates['21'],
  });
  if (warehouse.status !== 201 || product.status !== 201 || service.status !== 201)
    throw new Error(`stock company not set up: ${JSON.stringify([warehouse.body, product.body])}`);
  return {
    ...company,
    warehouseId: warehouse.body.id,
    productId: product.body.id,
    serviceId: service.body.id,
    despatchSeriesId: await addSeries(company, 'client-goods-despatch-advice', 'AV'),
    receptionSeriesId: await addSeries(company, 'stock-reception-receipt', 'BR'),
  };
}

/** Publishes a stock document of the company through its API; answers its id. */
async function publishedStockDocument(
  c: StockCompany,
  path: string,
  body: Record<string, unknown>,
  publish = true,
) {
  const created = await c.client.post(`${c.base}/${path}`, body);
  if (created.status !== 201) throw new Error(`${path} not created: ${JSON.stringify(created.body)}`);
  if (!publish) return created.body.id as string;
  const published = await c.client.post(`${c.base}/${path}/${created.body.id}/publish`, {});
  if (published.status !== 200) throw new Error(`${path} not published: ${JSON.stringify(published.body)}`);
  return created.body.id as string;
}

const laptopLine = (c: StockCompany, quantity: string, price: string) => ({
  productId: c.productId,
  name: 'Laptop',
  unitCode: 'H87',
  quantity,
  price,
  vatRateId: c.rates['21'],
});

/** Loads stock into the warehouse: a published stock reception receipt of laptops at a unit cost. */
export async function receive(c: StockCompany, input: { date: string; quantity: string; unitCost: string }) {
  await publishedStockDocument(c, 'stock-reception-receipts', {
    documentSeriesId: c.receptionSeriesId,
    warehouseId: c.warehouseId,
    issueDate: input.date,
    currency: 'RON',
    lines: [laptopLine(c, input.quantity, input.unitCost)],
  });
}

/** What the warehouse holds of the product at the end of a day. */
export async function available(h: Harness, c: StockCompany, date = '2099-12-31'): Promise<string> {
  const stock = await h.ctx.stockLedger.available(
    h.ctx.database.db,
    c.companyId,
    c.warehouseId,
    [c.productId],
    date,
  );
  return stock.get(c.productId) ?? '0';
}

/** A document's movements as the ledger holds them: kind, quantity, and the value it gives now. */
export async function movementsOf(h: Harness, documentId: string) {
  const db = h.ctx.database.db;
  const rows = await db
    .select({ companyId: stockMovements.companyId, kind: stockMovements.kind, lineId: stockMovements.lineId })
    .from(stockMovements)
    .where(eq(stockMovements.documentId, documentId));
  const costs = rows[0] ? await h.ctx.stockLedger.costsOf(db, rows[0].companyId, documentId) : [];
  return rows.map((row) => {
    const cost = costs.find((c) => c.lineId === row.lineId);
    return { kind: row.kind, quantity: Number(cost?.quantity), value: Number(cost?.value) };
  });
}

/** A despatch advice of laptops to the company's client, published (its stock unloaded) unless a draft is asked for. */
export async function despatchAdvice(
  c: StockCompany,
  input: { date: string; quantity: string; price: string; draft?: boolean },
): Promise<string> {
  return publishedStockDocument(
    c,
    'client-goods-despatch-advices',
    {
      documentSeriesId: c.despatchSeriesId,
      warehouseId: c.warehouseId,
      partnerId: c.partnerId,
      issueDate: input.date,
      currency: 'RON',
      lines: [laptopLine(c, input.quantity, input.price)],
    },
    !input.draft,
  );
}

/** The invoice a despatch advice names (stock_documents.client_invoice_id). */
export async function invoiceOfDespatchAdvice(h: Harness, c: StockCompany, documentId: string) {
  const [row] = await h.ctx.database.db
    .select({ clientInvoiceId: stockDocuments.clientInvoiceId })
    .from(stockDocuments)
    .where(and(eq(stockDocuments.companyId, c.companyId), eq(stockDocuments.id, documentId)));
  return row?.clientInvoiceId ?? null;
}
