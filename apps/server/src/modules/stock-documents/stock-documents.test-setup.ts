import type { StockDocumentKind } from '@app/domain/stock/stock-kinds';
import type { Harness } from '../../testing/harness';
import { grantSmartPlan } from '../../testing/plan-fixture';
import { addSeries } from '../client-invoices/client-invoices.test-setup';
import { type SupplierCompany, supplierCompany } from '../supplier-invoices/supplier-invoices.test-setup';
import { STOCK_DOCUMENT_PATHS } from './stock-documents.routes';

export type StockCompany = SupplierCompany & {
  warehouseId: string;
  otherWarehouseId: string;
  /** Stock products (pieces), and a service. */
  apaId: string;
  sucId: string;
  serviceId: string;
  series: Record<StockDocumentKind, string>;
  path(kind: StockDocumentKind): string;
};

/** A Smart company with two warehouses, two stock products, a service and a series of each stock kind. */
export async function stockCompany(h: Harness): Promise<StockCompany> {
  const c = await supplierCompany(h);
  await grantSmartPlan(h, c.companyId);
  const created = async (url: string, body: Record<string, unknown>) => {
    const response = await c.client.post(`${c.base}${url}`, body);
    if (response.status !== 201) throw new Error(`${url}: ${JSON.stringify(response.body)}`);
    return response.body.id as string;
  };
  const warehouse = (name: string) =>
    created('/warehouses', {
      name,
      unloadType: 'fifo',
      address: { street: 'Str. Depozitului 1', city: 'Cluj-Napoca', countyCode: 'RO-CJ', countryCode: 'RO' },
    });
  const product = (name: string, isService = false) =>
    created('/products', { name, isService, measurementUnitCode: 'H87', vatRateId: c.rates['21'] });
  const series = {} as Record<StockDocumentKind, string>;
  let n = 0;
  for (const kind of Object.keys(STOCK_DOCUMENT_PATHS) as StockDocumentKind[])
    series[kind] = await addSeries(c, kind, `ST${++n}X${Math.floor(Math.random() * 1e6)}`);
  return {
    ...c,
    warehouseId: await warehouse('Depozit central'),
    otherWarehouseId: await warehouse('Depozit 2'),
    apaId: await product('Apă plată 0,5 l'),
    sucId: await product('Suc de mere 1 l'),
    serviceId: await product('Transport', true),
    series,
    path: (kind) => `${c.base}/${STOCK_DOCUMENT_PATHS[kind]}`,
  };
}

export const stockLine = (c: StockCompany, overrides: Record<string, unknown> = {}) => ({
  productId: c.apaId,
  name: 'Apă plată 0,5 l',
  unitCode: 'H87',
  quantity: '10',
  price: '2.50',
  vatRateId: c.rates['21'],
  ...overrides,
});

const PARTNER: Record<StockDocumentKind, (c: StockCompany) => string | null> = {
  'goods-receipt-note': (c) => c.supplierId,
  'client-goods-despatch-advice': (c) => c.partnerId,
  'stock-consumption-receipt': () => null,
  'stock-reception-receipt': () => null,
};

export const stockBody = (
  c: StockCompany,
  kind: StockDocumentKind,
  overrides: Record<string, unknown> = {},
) => ({
  documentSeriesId: c.series[kind],
  warehouseId: c.warehouseId,
  issueDate: '2026-03-02',
  partnerId: PARTNER[kind](c),
  currency: 'RON',
  lines: [stockLine(c)],
  ...overrides,
});

/** A document created as a draft and, unless told otherwise, published; throws with the answer otherwise. */
export async function stockDocument(
  c: StockCompany,
  kind: StockDocumentKind,
  overrides: Record<string, unknown> = {},
  publish = true,
) {
  const created = await c.client.post(c.path(kind), stockBody(c, kind, overrides));
  if (created.status !== 201) throw new Error(`not created: ${JSON.stringify(created.body)}`);
  if (!publish) return created.body;
  const published = await c.client.post(`${c.path(kind)}/${created.body.id}/publish`, {});
  if (published.status !== 200) throw new Error(`not published: ${JSON.stringify(published.body)}`);
  return published.body;
}
