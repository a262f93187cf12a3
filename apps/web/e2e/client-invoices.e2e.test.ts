import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, skipNoticeIfMissing } from './support/browser';
import { type BrowserSuite, openBrowserSuite } from './support/browser-suite';
import {
  chooseInvoicingClient,
  INVOICING_CLIENT,
  invoicingCompany,
  invoicingUser,
} from './support/invoicing-company';
import type { RunningServer } from './support/server';

skipNoticeIfMissing('the client invoices flow');

const user = invoicingUser('invoices', 'Ioana', 'Mureșan');
const CLIENT_NAME = INVOICING_CLIENT;
const SERIES = 'E2EF';

describe.skipIf(!hasChromium)('client invoices in the browser', () => {
  let suite: BrowserSuite | undefined;
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];
  let invoicePath = '';

  const byTestId = (id: string) => page.getByTestId(id);
  const textOf = async (id: string) =>
    ((await byTestId(id).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

  /** One line through the line modal: a free line with its name, quantity, price and VAT rate. */
  async function addLine(line: { name: string; quantity: string; price: string; vat: string }) {
    await byTestId('line-add').click();
    // A Mantine modal's root has no box of its own: its content is what shows.
    const modal = byTestId('line-form');
    await modal.waitFor();
    await byTestId('line-name').fill(line.name);
    await byTestId('line-quantity').fill(line.quantity);
    await byTestId('line-price').fill(line.price);
    await byTestId('line-vat-rate').click();
    await page.getByRole('option', { name: line.vat, exact: true }).click();
    await byTestId('line-save').click();
    await modal.waitFor({ state: 'detached' });
  }

  beforeAll(async () => {
    suite = await openBrowserSuite();
    ({ server, context, page, pageErrors } = suite);
    // The company, the client and the series come through the API: their own suites test their forms.
    const company = await invoicingCompany(context, server.baseUrl, user);
    await company.addSeries('client-invoice', SERIES);
  });

  afterAll(async () => {
    await suite?.close();
  });

  it('creates a draft invoice with two lines and a 10% discount, its totals computed as typed', async () => {
    await page.goto('/clients/invoices');
    await byTestId('list-empty-empty').waitFor();
    await byTestId('document-create').first().click();
    await page.waitForURL((url) => url.pathname === '/clients/invoices/create');
    await byTestId('document-form').waitFor();

    await chooseInvoicingClient(page, 'document-partner');
    await expect.poll(() => byTestId('document-partner').inputValue()).toBe(CLIENT_NAME);
    await expect.poll(() => byTestId('document-series').inputValue()).toContain(SERIES);

    await addLine({ name: 'Consultanță IT', quantity: '2', price: '100', vat: '21%' });
    await addLine({ name: 'Carte tehnică', quantity: '1', price: '50', vat: '11%' });
    expect(await byTestId('line-row').count()).toBe(2);
    expect(await textOf('total-gross')).toBe('297,50 RON');

    await byTestId('document-discount').click();
    await byTestId('discount-type').waitFor();
    await page.getByText('Procent', { exact: true }).click();
    await byTestId('discount-value').fill('10');
    await byTestId('discount-apply').click();
    await byTestId('discount-type').waitFor({ state: 'detached' });

    // 250 without VAT, 10% off: 180 at 21% and 45 at 11%.
    expect(await textOf('total-lines')).toBe('250,00 RON');
    expect(await textOf('total-discount')).toBe('-25,00 RON');
    expect(await textOf('total-net')).toBe('225,00 RON');
    expect(await textOf('total-vat')).toBe('42,75 RON');
    expect(await textOf('total-gross')).toBe('267,75 RON');
    expect(await byTestId('total-vat-row').count()).toBe(2);

    await byTestId('document-submit').click();
    await page.waitForURL((url) => /^\/clients\/invoices\/view\/[0-9a-f-]{36}$/.test(url.pathname));
    invoicePath = new URL(page.url()).pathname;
    expect(await textOf('document-title')).toBe('Factură (ciornă)');
    // The server's totals are the ones the form showed.
    expect(await textOf('total-gross')).toBe('267,75 RON');
    expect(await textOf('total-vat')).toBe('42,75 RON');
  });

  it('issues the draft with the next number of its series', async () => {
    await byTestId('view-publish').click();
    await byTestId('publish-confirm').waitFor();
    await expect.poll(() => textOf('publish-next-number')).toContain(`${SERIES}`);
    await byTestId('publish-confirm').click();
    await byTestId('publish-confirm').waitFor({ state: 'detached' });
    await expect.poll(() => textOf('document-title')).toMatch(new RegExp(`^Factura ${SERIES}.*0001`));
    expect(await textOf('document-status')).toBe('Emisă');
    expect(new URL(page.url()).pathname).toBe(invoicePath);
  });

  it('downloads the issued invoice as a PDF', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), byTestId('view-download').click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const file = await download.path();
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('duplicates the invoice into a new draft opened for editing', async () => {
    await byTestId('view-more').click();
    await byTestId('action-duplicate').click();
    await page.waitForURL((url) => /^\/clients\/invoices\/[0-9a-f-]{36}$/.test(url.pathname));
    expect(new URL(page.url()).pathname).not.toBe(invoicePath.replace('/view', ''));
    await byTestId('document-form').waitFor();
    expect(await byTestId('line-row').count()).toBe(2);
    expect(await textOf('total-gross')).toBe('267,75 RON');
    await expect.poll(() => byTestId('document-partner').inputValue()).toBe(CLIENT_NAME);
  });

  it('refunds the issued invoice with a draft storno linked to it', async () => {
    await page.goto(invoicePath);
    await byTestId('view-more').click();
    await byTestId('action-refund').click();
    await page.waitForURL((url) => /^\/clients\/invoices\/[0-9a-f-]{36}$/.test(url.pathname));
    await byTestId('document-form').waitFor();
    expect(await textOf('document-form-title')).toBe('Modifică factura');
    expect(await textOf('total-gross')).toBe('-267,75 RON');

    await page.goto(invoicePath);
    await byTestId('link-refunded-by').waitFor();
    // Refunded once: no second storno is offered.
    await byTestId('view-more').click();
    expect(await byTestId('action-refund').count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('lists the invoices with their state', async () => {
    await page.goto('/clients/invoices');
    await byTestId('list-row').first().waitFor();
    expect(await byTestId('list-row').count()).toBe(3);
    const statuses = await byTestId('document-status').allTextContents();
    expect(statuses.sort()).toEqual(['Ciornă', 'Ciornă', 'Emisă']);
    expect(pageErrors).toEqual([]);
  });
});
