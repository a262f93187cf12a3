import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, skipNoticeIfMissing } from './support/browser';
import { type BrowserSuite, openBrowserSuite } from './support/browser-suite';
import { invoicingCompany, invoicingUser, newInvoiceForClient } from './support/invoicing-company';
import { waitForListRows } from './support/list-screen';

skipNoticeIfMissing('forms in Romanian');

const user = invoicingUser('ro-forms', 'Maria', 'Țurcanu');
const RO_DATE = /^\d{2}\.\d{2}\.\d{4}$/;

describe.skipIf(!hasChromium)('forms in Romanian, as a bookkeeper types them', () => {
  let suite: BrowserSuite | undefined;
  let page: Page;
  let pageErrors: string[] = [];
  /** The issue date as the invoice form's date picker showed it. */
  let issueDateShown = '';

  const byTestId = (id: string) => page.getByTestId(id);
  const textOf = async (id: string) =>
    ((await byTestId(id).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

  beforeAll(async () => {
    suite = await openBrowserSuite();
    ({ page, pageErrors } = suite);
    const company = await invoicingCompany(suite.context, suite.server.baseUrl, user);
    await company.addSeries('client-invoice', 'RFRM');
  });

  afterAll(async () => {
    await suite?.close();
  });

  it('reads 4.999,99 as a price and 1,9 as a quantity, totals them and saves the invoice', async () => {
    await newInvoiceForClient(page);
    await expect.poll(() => byTestId('document-series').inputValue()).not.toBe('');

    // The date picker shows the Romanian date, not the browser's mm/dd/yyyy nor ISO.
    issueDateShown = await byTestId('document-issue-date').inputValue();
    expect(issueDateShown).toMatch(RO_DATE);

    await byTestId('line-add').click();
    const modal = byTestId('line-form');
    await modal.waitFor();
    await byTestId('line-name').fill('Stofă de lână');
    await byTestId('line-quantity').fill('1,9');
    await byTestId('line-price').fill('4.999,99');
    await byTestId('line-vat-rate').click();
    await page.getByRole('option', { name: '21%', exact: true }).click();
    // What was typed stays as typed.
    expect(await byTestId('line-price').inputValue()).toBe('4.999,99');
    expect(await byTestId('line-quantity').inputValue()).toBe('1,9');
    await byTestId('line-save').click();
    await modal.waitFor({ state: 'detached' });

    // 1.9 x 4999.99 = 9499.981 -> 9499.98; 21% VAT = 1994.9958 -> 1995.00.
    expect(await textOf('total-net')).toBe('9.499,98 RON');
    expect(await textOf('total-vat')).toBe('1.995,00 RON');
    expect(await textOf('total-gross')).toBe('11.494,98 RON');

    await byTestId('document-submit').click();
    await page.waitForURL((url) => /^\/clients\/invoices\/view\/[0-9a-f-]{36}$/.test(url.pathname));
    // The server received dot decimals and computed the same totals.
    expect(await textOf('total-gross')).toBe('11.494,98 RON');
    expect(await textOf('total-vat')).toBe('1.995,00 RON');
  });

  it('shows the list dates as the picker did, dd.mm.yyyy', async () => {
    await page.goto('/clients/invoices');
    await waitForListRows(page, 1);
    const row = ((await byTestId('list-row').first().textContent()) ?? '').replace(/\s+/g, ' ');
    expect(row).toContain(issueDateShown);
    expect(row).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('words a numeric bound as a value, not as a number of characters', async () => {
    await page.goto('/products/create');
    await byTestId('product-form').waitFor();
    await byTestId('product-name').fill('Fir de lână');
    await byTestId('product-gross-weight').fill('99999999999');
    await byTestId('product-submit').click();
    await page.getByText('Cel mult 9.999.999.999.', { exact: true }).waitFor();
    expect(await page.getByText(/caractere/).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/products/create');

    // Near its limit (from 80%) a text field shows what is used of it.
    expect(await byTestId('character-counter').count()).toBe(0);
    await byTestId('product-name').fill('Fir de lână '.padEnd(85, 'x'));
    expect(await byTestId('character-counter').textContent()).toContain('85 / 100');
  });

  it('says that a CUI has a wrong check digit', async () => {
    await page.goto('/partners/create');
    await byTestId('partner-form').waitFor();
    await byTestId('partner-business-id').fill('36914727');
    await byTestId('partner-lookup').click();
    await page.getByText(/^Cifra de control nu se potrivește/).waitFor();
    expect(await page.getByText('Valoarea nu este validă.').count()).toBe(0);
  });

  it('shows the whole label of the list’s Filter button on a 390 px wide screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto('/clients/invoices');
      await waitForListRows(page, 1);
      const button = byTestId('list-filters-button');
      await button.waitFor();
      const fits = await button.evaluate((element) => {
        const label = element.querySelector('.mantine-Button-label') as HTMLElement;
        const box = element.getBoundingClientRect();
        const text = label.getBoundingClientRect();
        return {
          text: label.textContent,
          scrolls: label.scrollWidth > label.clientWidth,
          inside: text.left >= box.left - 0.5 && text.right <= box.right + 0.5,
          onScreen: box.left >= 0 && box.right <= window.innerWidth,
        };
      });
      expect(fits).toEqual({ text: 'Filtre', scrolls: false, inside: true, onScreen: true });
    } finally {
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  });

  it('ends without uncaught page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
