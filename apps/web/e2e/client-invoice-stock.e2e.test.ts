import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, skipNoticeIfMissing } from './support/browser';
import { type BrowserSuite, openBrowserSuite } from './support/browser-suite';
import { invoicingCompany, invoicingUser, apiPost as post } from './support/invoicing-company';
import type { RunningServer } from './support/server';
import { grantSmartPlan, standardRateId } from './support/stock-company';

skipNoticeIfMissing('client invoices unloading stock');

const user = invoicingUser('invoice-stock', 'Ioana', 'Mureșan');
const WAREHOUSE = 'Magazin Mărăști';
const LAPTOP = 'Laptop 14"';
const SHORTAGE = 'Documentul nu poate fi emis întrucât cantitățile nu mai sunt disponibile în stoc';

// Issue 14 items 3 and 5 in the browser: an invoice chooses the warehouse it unloads from, a
// publication short of stock is refused naming the line, and a despatch advice's invoice opens as a
// draft that says its stock already left.
describe.skipIf(!hasChromium)('client invoices and stock in the browser', () => {
  let suite: BrowserSuite | undefined;
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];
  let base = '';
  let despatchId = '';
  let draft = { id: '' };

  const byTestId = (id: string) => page.getByTestId(id);
  const textOf = async (id: string) =>
    ((await byTestId(id).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

  beforeAll(async () => {
    suite = await openBrowserSuite();
    ({ server, context, page, pageErrors } = suite);
    // Everything but the invoice's warehouse comes through the API: its own suites test those screens.
    const company = await invoicingCompany(context, server.baseUrl, user);
    base = company.base;
    await grantSmartPlan(context, company.companyId);
    const invoiceSeries = await company.addSeries('client-invoice', 'FST');
    const reception = await company.addSeries('stock-reception-receipt', 'BRS');
    const despatchSeries = await company.addSeries('client-goods-despatch-advice', 'AVS');
    const rate21 = await standardRateId(context, base, 21);
    const warehouse = await post(context, `${base}/warehouses`, {
      name: WAREHOUSE,
      unloadType: 'fifo',
      address: { countryCode: 'RO', countyCode: 'RO-CJ', city: 'Cluj-Napoca', street: 'Str. Fabricii 7' },
    });
    const laptop = await post(context, `${base}/products`, {
      name: LAPTOP,
      isService: false,
      measurementUnitCode: 'H87',
      vatRateId: rate21,
    });
    const line = (quantity: string, price: string) => ({
      productId: laptop.id,
      name: LAPTOP,
      unitCode: 'H87',
      quantity,
      price,
      vatRateId: rate21,
    });
    const published = async (path: string, body: unknown) => {
      const created = await post(context, `${base}/${path}`, body);
      await post(context, `${base}/${path}/${created.id}/publish`, {}, 200);
      return created.id;
    };
    // 3 laptops in stock, then 1 despatched: 2 left.
    await published('stock-reception-receipts', {
      documentSeriesId: reception.id,
      warehouseId: warehouse.id,
      issueDate: '2026-11-02',
      lines: [line('3', '2500')],
    });
    despatchId = await published('client-goods-despatch-advices', {
      documentSeriesId: despatchSeries.id,
      warehouseId: warehouse.id,
      partnerId: company.partnerId,
      issueDate: '2026-11-03',
      lines: [line('1', '3100')],
    });
    draft = await post(context, `${base}/client-invoices`, {
      partnerId: company.partnerId,
      documentSeriesId: invoiceSeries.id,
      issueDate: '2026-11-04',
      lines: [line('5', '3100')],
    });
  });

  afterAll(async () => {
    await suite?.close();
  });

  it('chooses the warehouse a draft invoice unloads from', async () => {
    await page.goto(`/clients/invoices/${draft.id}`);
    await byTestId('document-form').waitFor();
    await byTestId('document-warehouse').click();
    await page.getByRole('option', { name: WAREHOUSE, exact: true }).click();
    await expect.poll(() => byTestId('document-warehouse').inputValue()).toBe(WAREHOUSE);
    await byTestId('document-submit').click();
    await page.waitForURL((url) => url.pathname === `/clients/invoices/view/${draft.id}`);
    await expect.poll(() => textOf('invoice-warehouse')).toContain(WAREHOUSE);
  });

  it('refuses to issue it short of stock, naming the line', async () => {
    await byTestId('view-publish').click();
    await byTestId('publish-confirm').click();
    await byTestId('publish-refused').waitFor();
    const refusal = await textOf('publish-refused');
    expect(refusal).toContain(SHORTAGE);
    expect(refusal).toContain('Linia 1');
    expect(refusal).toContain('nu mai este disponibilă în stoc');
    await page.keyboard.press('Escape');
  });

  it('makes the invoice of the despatch advice, which says its stock already left', async () => {
    await page.goto(`/clients/invoices/create/goods-despatch-advice?despatchAdviceId=${despatchId}`);
    await page.waitForURL((url) => /^\/clients\/invoices\/[0-9a-f-]{36}$/.test(url.pathname));
    await byTestId('document-form').waitFor();
    await expect.poll(() => byTestId('document-warehouse').inputValue()).toBe(WAREHOUSE);
    await page.getByText('Stocul a ieșit cu avizul de însoțire').waitFor();
    const invoiceId = new URL(page.url()).pathname.split('/').pop() as string;
    await page.goto(`/clients/invoices/view/${invoiceId}`);
    await expect.poll(() => textOf('link-despatch-advice')).toContain('AVS');
    // Invoiced once: asking again says so.
    await page.goto(`/clients/invoices/create/goods-despatch-advice?despatchAdviceId=${despatchId}`);
    await byTestId('copy-failed').waitFor();
    expect(await textOf('copy-failed')).toContain('Avizul de însoțire a fost deja facturat.');
  });

  it('shows no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
