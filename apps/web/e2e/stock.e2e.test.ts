import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, skipNoticeIfMissing } from './support/browser';
import { type BrowserSuite, openBrowserSuite } from './support/browser-suite';
import {
  chooseInvoicingClient,
  invoicingCompany,
  invoicingUser,
  apiPost as post,
} from './support/invoicing-company';
import type { RunningServer } from './support/server';
import { grantSmartPlan, standardRateId } from './support/stock-company';

skipNoticeIfMissing('the stock flow');

const user = invoicingUser('stock', 'Radu', 'Pop');
const SUPPLIER = 'Izvorul Bucovinei SRL';
const WAREHOUSE = 'Depozit Cluj';
const WATER = 'Apă plată 0,5 l';
const JUICE = 'Suc de mere 1 l';
const SHORTAGE = 'Documentul nu poate fi emis întrucât cantitățile nu mai sunt disponibile în stoc';

describe.skipIf(!hasChromium)('stock in the browser', () => {
  let suite: BrowserSuite | undefined;
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];
  let juiceId = '';
  let companyBase = '';

  const byTestId = (id: string) => page.getByTestId(id);
  const textOf = async (id: string) =>
    ((await byTestId(id).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

  /** Chooses an option of a select by typing part of it. */
  async function choose(testId: string, option: string, search?: string) {
    const input = byTestId(testId);
    await input.click();
    if (search !== undefined) await input.fill(search);
    await page.getByRole('option', { name: option, exact: true }).click();
    await expect.poll(() => input.inputValue()).toBe(option);
  }

  /** Issues the draft shown on its view page; answers the publish dialog (still open on a refusal). */
  async function publish() {
    await byTestId('view-publish').click();
    await byTestId('publish-confirm').click();
  }

  /** A despatch advice of the water to the invoicing client, saved as a draft and opened. */
  async function despatchWater(quantity: string) {
    await page.goto('/inventory/client-goods-despatch-advices/create');
    await byTestId('stock-document-form').waitFor();
    await chooseInvoicingClient(page, 'document-partner');
    await expect.poll(() => byTestId('document-warehouse').inputValue()).toBe(WAREHOUSE);
    await byTestId('line-add').click();
    await byTestId('stock-line-form').waitFor();
    await choose('line-product', WATER, 'Apă');
    await expect.poll(() => byTestId('line-name').inputValue()).toBe(WATER);
    await byTestId('line-quantity').fill(quantity);
    await byTestId('line-price').fill('3');
    await choose('line-vat-rate', '21%');
    await byTestId('line-save').click();
    await byTestId('stock-line-form').waitFor({ state: 'detached' });
    // Once the advice has a line its warehouse is locked.
    await expect.poll(() => byTestId('document-warehouse').isDisabled()).toBe(true);
    await byTestId('document-submit').click();
    await page.waitForURL((url) =>
      /^\/inventory\/client-goods-despatch-advices\/view\/[0-9a-f-]{36}$/.test(url.pathname),
    );
    await expect.poll(() => textOf('document-status')).toBe('Ciornă');
  }

  beforeAll(async () => {
    suite = await openBrowserSuite();
    ({ server, context, page, pageErrors } = suite);
    // The company, its partners, products, series and the supplier invoice come through the API:
    // their own suites test their forms. Stock needs the Smart plan.
    const { companyId, base, addSeries } = await invoicingCompany(context, server.baseUrl, user);
    await grantSmartPlan(context, companyId);
    await addSeries('goods-receipt-note', 'NIR');
    await addSeries('client-goods-despatch-advice', 'AVZ');
    // The despatch advice is invoiced in the company's client invoice series.
    await addSeries('client-invoice', 'FCT');
    companyBase = base;
    const rate21 = await standardRateId(context, base, 21);
    const supplier = await post(context, `${base}/partners`, {
      type: 'company',
      role: 'supplier',
      name: SUPPLIER,
      businessId: '27654309',
      vatPayer: true,
      address: { countryCode: 'RO', countyCode: 'RO-SV', city: 'Suceava', street: 'Str. Ștefan cel Mare 1' },
    });
    const water = await post(context, `${base}/products`, {
      name: WATER,
      isService: false,
      measurementUnitCode: 'H87',
      vatRateId: rate21,
    });
    const juice = await post(context, `${base}/products`, {
      name: JUICE,
      isService: false,
      measurementUnitCode: 'H87',
      vatRateId: rate21,
    });
    juiceId = juice.id;
    // The catalogue knows the supplier's code of the water only: the juice's is matched by hand.
    await post(context, `${base}/products/${water.id}/suppliers-codes`, {
      partnerId: supplier.id,
      code: 'IB-APA-05',
      type: 'partner-product-code',
    });
    await post(context, `${base}/supplier-invoices`, {
      partnerId: supplier.id,
      series: 'IB',
      number: '5521',
      issueDate: '2026-11-20',
      currency: 'RON',
      lines: [
        {
          name: 'Apa plata 0.5L',
          unitCode: 'H87',
          quantity: '10',
          price: '1.5',
          vatRateId: rate21,
          partnerProductCode: 'IB-APA-05',
        },
        {
          name: 'Suc mere 1L',
          unitCode: 'H87',
          quantity: '6',
          price: '4',
          vatRateId: rate21,
          partnerProductCode: 'IB-SUC-1',
        },
      ],
    });
  });

  afterAll(async () => {
    await suite?.close();
  });

  it('creates the warehouse', async () => {
    await page.goto('/inventory/warehouses/create');
    await byTestId('warehouses-form').waitFor();
    await byTestId('warehouses-name').fill(WAREHOUSE);
    await byTestId('warehouses-address-city').fill('Cluj-Napoca');
    await byTestId('warehouses-address-street').fill('Str. Fabricii 7');
    await choose('warehouses-address-county', 'Cluj', 'clu');
    await byTestId('warehouses-submit').click();
    await page.waitForURL((url) => url.pathname === '/inventory/warehouses');
    await page.getByText(WAREHOUSE).first().waitFor();
  });

  it('receives the supplier invoice, matching the juice by hand', async () => {
    await page.goto('/inventory/goods-receipt-notes');
    await byTestId('create-from-supplier-invoice').first().click();
    await page.waitForURL((url) => url.pathname === '/inventory/goods-receipt-notes/create/supplier-invoice');
    await choose('from-invoice-invoice', `IB5521 · ${SUPPLIER}`, '5521');
    await expect.poll(() => byTestId('receivable-line').count()).toBe(2);
    // The water's code is known; the juice's is not.
    const juiceLine = byTestId('receivable-line').filter({ hasText: 'IB-SUC-1' });
    expect(await juiceLine.getAttribute('data-state')).toBe('unmatched');
    expect(
      await byTestId('receivable-line').filter({ hasText: 'IB-APA-05' }).getAttribute('data-state'),
    ).toBe('matched');
    await byTestId('from-invoice-left-out').waitFor();

    await juiceLine.getByTestId('receivable-match').click();
    // A Mantine modal's root has no box of its own: its content is what shows.
    await byTestId('match-apply').waitFor();
    await choose('line-product', JUICE, 'Suc');
    await byTestId('match-apply').click();
    await byTestId('match-apply').waitFor({ state: 'detached' });
    await expect.poll(() => juiceLine.getAttribute('data-state')).toBe('chosen');
    await expect.poll(() => byTestId('from-invoice-left-out').count()).toBe(0);

    await byTestId('from-invoice-create').click();
    await page.waitForURL((url) => /^\/inventory\/goods-receipt-notes\/[0-9a-f-]{36}$/.test(url.pathname));
    await byTestId('stock-document-form').waitFor();
    await expect.poll(() => byTestId('line-row').count()).toBe(2);
    // 10 × 1,50 and 6 × 4,00 enter stock at 15,00 and 24,00 RON.
    expect(await byTestId('line-row-value').allTextContents()).toEqual(['15,00 RON', '24,00 RON']);
    await byTestId('document-submit').click();
    await page.waitForURL((url) =>
      /^\/inventory\/goods-receipt-notes\/view\/[0-9a-f-]{36}$/.test(url.pathname),
    );
    expect(await textOf('view-supplier-invoice')).toContain('5521');

    await publish();
    await byTestId('publish-confirm').waitFor({ state: 'detached' });
    await expect.poll(() => textOf('document-status')).toBe('Emis');
    await expect.poll(() => textOf('document-title')).toContain('NIR');
    expect(await textOf('view-stock-value')).toBe('39,00 RON');
  });

  it('remembers the supplier code of the juice matched by hand', async () => {
    const codes = await context.request.get(`${companyBase}/products/${juiceId}/suppliers-codes`);
    const items = ((await codes.json()) as { items: { code: string }[] }).items;
    expect(items.map((item) => item.code)).toContain('IB-SUC-1');
  });

  it('despatches part of the water to a client', async () => {
    await despatchWater('4');
    await publish();
    await byTestId('publish-confirm').waitFor({ state: 'detached' });
    await expect.poll(() => textOf('document-status')).toBe('Emis');
    // 4 of the 10 received at 1,50 leave at their cost.
    expect(await textOf('view-stock-value')).toBe('6,00 RON');
  });

  it('invoices the despatch advice, the link kept both ways', async () => {
    const advicePath = new URL(page.url()).pathname;
    await byTestId('view-more').click();
    await byTestId('action-invoice').click();
    await byTestId('invoice-confirm').click();
    // A refusal would stay in the dialog: its words make the failure readable.
    await page.waitForFunction(
      () =>
        /^\/clients\/invoices\/[0-9a-f-]{36}$/.test(location.pathname) ||
        document.querySelector('[data-testid="action-refused"]'),
    );
    expect(
      await byTestId('action-refused').count(),
      await byTestId('action-refused').allTextContents().then(String),
    ).toBe(0);
    await page.goto(advicePath);
    await byTestId('view-client-invoice').waitFor();
    // Invoiced once: the action is gone.
    await byTestId('view-more').click();
    await byTestId('action-print').waitFor();
    expect(await byTestId('action-invoice').count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('refuses to despatch more water than is left, naming the line short of stock', async () => {
    await despatchWater('7');
    await publish();
    await byTestId('stock-refusal').waitFor();
    expect(await textOf('stock-refusal')).toContain(SHORTAGE);
    expect(await byTestId('stock-refusal-line').allTextContents()).toEqual([`Linia 1: ${WATER}`]);
    expect(await textOf('document-status')).toBe('Ciornă');
  });

  it('shows the stock record of the water: received, despatched, and what is left', async () => {
    await page.goto('/inventory/stocks-reports/stock-records');
    await choose('stock-report-warehouse', WAREHOUSE);
    await choose('stock-report-product', WATER, 'Apă');
    await byTestId('stock-report-generate').click();
    await byTestId('report-table').waitFor();
    // The opening stock, the goods receipt note and the despatch advice: the invoice of the advice
    // and the refused draft moved nothing.
    await expect.poll(() => byTestId('report-row').count()).toBe(3);
    const [opening, received, despatched] = await byTestId('report-row').allTextContents();
    expect(opening).toContain('0,00');
    expect(received).toContain('NIR');
    expect(received).toContain('15,00');
    expect(despatched).toContain('AVZ');
    expect(despatched).toContain('6,00');
    // 10 in at 15,00 RON, 4 out at 6,00 RON: 6 left, worth 9,00 RON.
    const closing = await textOf('report-totals');
    expect(closing).toContain('15,00');
    expect(closing).toContain('9,00');
  });

  it('shows no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
