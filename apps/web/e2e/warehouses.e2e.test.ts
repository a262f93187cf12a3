import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, skipNoticeIfMissing } from './support/browser';
import { type BrowserSuite, openBrowserSuite } from './support/browser-suite';
import {
  INVOICING_CLIENT,
  invoicingCompany,
  invoicingUser,
  apiPost as post,
} from './support/invoicing-company';
import type { RunningServer } from './support/server';
import { grantSmartPlan } from './support/stock-company';

skipNoticeIfMissing('the warehouses and the Smart plan gate');

const user = invoicingUser('warehouses', 'Ioana', 'Mureșan');

describe.skipIf(!hasChromium)('warehouses in the browser', () => {
  let suite: BrowserSuite | undefined;
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];
  let companyId = '';
  let base = '';
  let partnerId = '';
  let addSeries: (type: string, prefix: string) => Promise<{ id: string }>;

  const byTestId = (id: string) => page.getByTestId(id);
  const rowsText = async () => (await byTestId('list-row').allTextContents()).join('\n');

  /** Chooses an option of a select by typing part of it. */
  async function choose(testId: string, option: string, search?: string) {
    const input = byTestId(testId);
    await input.click();
    if (search !== undefined) await input.fill(search);
    await page.getByRole('option', { name: option, exact: true }).click();
    await expect.poll(() => input.inputValue()).toBe(option);
  }

  beforeAll(async () => {
    suite = await openBrowserSuite();
    ({ server, context, page, pageErrors } = suite);
    ({ companyId, base, partnerId, addSeries } = await invoicingCompany(context, server.baseUrl, user));
  });

  afterAll(async () => {
    await suite?.close();
  });

  it('sends a company on the free Basic plan from the inventory to its subscriptions page', async () => {
    await page.goto('/inventory/warehouses');
    await page.waitForURL((url) => url.pathname === `/my-companies/${companyId}/subscriptions`);
    // The dashboard has no stock lists without Smart (the server would refuse them).
    await page.goto('/');
    await byTestId('widget-draft-invoices').waitFor();
    expect(await byTestId('widget-despatch-advices').count()).toBe(0);
  });

  it('creates a warehouse with Smart, refusing a name in use, and edits its unload type', async () => {
    await grantSmartPlan(context, companyId);
    await page.goto('/inventory/warehouses');
    await byTestId('list-empty-empty').waitFor();
    await byTestId('warehouses-create').first().click();
    await byTestId('warehouses-form').waitFor();
    await byTestId('warehouses-name').fill('Depozit Cluj');
    await choose('warehouses-address-county', 'Cluj', 'clu');
    await byTestId('warehouses-address-city').fill('Cluj-Napoca');
    await byTestId('warehouses-address-street').fill('Str. Fabricii 7');
    await byTestId('warehouses-submit').click();
    await page.waitForURL((url) => url.pathname === '/inventory/warehouses');
    await expect.poll(rowsText).toContain('Depozit Cluj');
    expect(await rowsText()).toContain('FIFO');

    // The same name in other letters is refused next to the field.
    await page.goto('/inventory/warehouses/create');
    await byTestId('warehouses-name').fill('DEPOZIT CLUJ');
    await choose('warehouses-address-county', 'Cluj', 'clu');
    await byTestId('warehouses-address-city').fill('Dej');
    await byTestId('warehouses-address-street').fill('Str. Gării 1');
    await byTestId('warehouses-submit').click();
    await page.getByText('Există deja un depozit cu această denumire.').waitFor();

    await page.goto('/inventory/warehouses');
    await byTestId('list-row').filter({ hasText: 'Depozit Cluj' }).first().click();
    await page.waitForURL((url) => /^\/inventory\/warehouses\/[0-9a-f-]{36}$/.test(url.pathname));
    await expect.poll(() => byTestId('warehouses-name').inputValue()).toBe('Depozit Cluj');
    await choose('warehouses-unload-type', 'LIFO (ultimul intrat, primul ieșit)');
    await byTestId('warehouses-submit').click();
    await page.waitForURL((url) => url.pathname === '/inventory/warehouses');
    await expect.poll(rowsText).toContain('LIFO');
  });

  it('refuses to delete a warehouse a despatch advice names, saying so, and lists the advice on the dashboard', async () => {
    const listed = await context.request.get(`${base}/warehouses`);
    const warehouseId = ((await listed.json()) as { items: { id: string }[] }).items[0]?.id;
    const series = await addSeries('client-goods-despatch-advice', 'AVW');
    await post(context, `${base}/client-goods-despatch-advices`, {
      documentSeriesId: series.id,
      warehouseId,
      partnerId,
      issueDate: '2026-11-20',
    });

    await page.goto('/inventory/warehouses');
    await expect.poll(rowsText).toContain('Depozit Cluj');
    const row = byTestId('list-row').filter({ hasText: 'Depozit Cluj' }).first();
    await row.getByRole('button', { name: /^Acțiuni pentru/ }).click();
    await byTestId('warehouses-row-delete').click();
    await byTestId('confirm-delete').click();
    const refusal = byTestId('delete-refusal');
    await refusal.waitFor();
    const text = (await refusal.textContent()) ?? '';
    expect(text).toContain('Depozitul nu poate fi șters, deoarece este folosit în:');
    expect(text).toContain('avize de însoțire a mărfii');

    await page.goto('/');
    await byTestId('widget-despatch-advices').getByText(INVOICING_CLIENT, { exact: false }).waitFor();
    await byTestId('widget-goods-receipt-notes').getByTestId('widget-empty').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
