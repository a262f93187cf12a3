import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders, signUpAndVerify } from './support/api-session';
import { hasChromium, skipNoticeIfMissing } from './support/browser';
import { type BrowserSuite, openBrowserSuite } from './support/browser-suite';
import type { RunningServer } from './support/server';

skipNoticeIfMissing('the settings lists');

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const user = {
  fname: 'Mihaela',
  lname: 'Dumitrescu',
  email: `e2e-settings-${suffix}@example.test`,
  password: `Setări-${suffix}-5k`,
};

describe.skipIf(!hasChromium)('company lists in the browser', () => {
  let suite: BrowserSuite | undefined;
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];
  let companyId = '';

  const byTestId = (id: string) => page.getByTestId(id);
  const rowsText = async () => (await byTestId('list-row').allTextContents()).join('\n');

  beforeAll(async () => {
    suite = await openBrowserSuite();
    ({ server, context, page, pageErrors } = suite);
    // The company comes through the API (its form has its own suite); its setup seeds rates and units.
    await signUpAndVerify(context, server.baseUrl, user);
    const created = await context.request.post('/v1/my-companies', {
      headers: await csrfHeaders(context),
      data: {
        businessId: '36914726',
        legalName: 'SOMEŞ COD SOFTWARE SRL',
        vatPayer: true,
        vatUponCollection: false,
        address: {
          countryCode: 'RO',
          countyCode: 'RO-CJ',
          city: 'Cluj-Napoca',
          street: 'Str. Memorandumului 28',
        },
        tos: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    companyId = ((await created.json()) as { id: string }).id;
  });

  afterAll(async () => {
    await suite?.close();
  });

  it('shows the VAT rates and units every company starts with', async () => {
    await page.goto('/settings/vat-rates');
    await byTestId('list-row').first().waitFor();
    const rates = await rowsText();
    for (const text of ['21%', '19%', '11%', 'până la 31.07.2025', 'VATEX-EU-AE'])
      expect(rates).toContain(text);
    // The eleventh, last by value: the internal non-VAT-payer rate.
    await byTestId('list-page-next').click();
    await page.getByText('internă').waitFor();
    expect(await rowsText()).toContain('Neplătitor de TVA');
    await page.getByText('internă').click();
    await byTestId('vat-rates-internal').waitFor();
    expect(await byTestId('vat-rates-submit').count()).toBe(0); // read-only: neither editable nor deletable

    await page.goto('/settings/measurement-units');
    await byTestId('list-row').first().waitFor();
    const units = await rowsText();
    for (const text of ['Bucată', 'H87', 'Kilogram', 'KGM']) expect(units).toContain(text);
    await byTestId('list-search').fill('oră');
    await expect.poll(rowsText).toContain('HUR');
    // A unit's translations: the English ones come with it.
    await byTestId('list-search').fill('bucată');
    await expect.poll(rowsText).not.toContain('HUR');
    await byTestId('list-row').first().click();
    await byTestId('unit-translations-link').click();
    await expect.poll(rowsText).toContain('Piece');
  });

  it('creates a bank and shows the server’s refusal of a second one next to its field', async () => {
    await page.goto('/settings/banks');
    await byTestId('list-empty-empty').waitFor();
    for (const attempt of [1, 2]) {
      await byTestId('banks-create').first().click();
      await byTestId('banks-form').waitFor();
      await byTestId('banks-name').fill(`Banca Transilvania ${attempt}`);
      await byTestId('banks-swift').fill('btrl ro 22');
      await byTestId('banks-submit').click();
      if (attempt === 1) {
        await page.waitForURL((url) => url.pathname === '/settings/banks');
        await byTestId('list-row').first().waitFor();
        expect(await rowsText()).toContain('BTRLRO22');
      }
    }
    // The same SWIFT code is refused by the server (422), shown under the field.
    await page.getByText('Valoarea este deja folosită.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings/banks/create');
  });

  it('creates a document series, warning about a start date in the future', async () => {
    await page.goto('/settings/documents-series/create');
    await byTestId('document-series-form').waitFor();
    await byTestId('document-series-prefix').fill('FCT');
    await byTestId('document-series-start-index').fill('0001');
    await expect.poll(() => byTestId('document-series-next-number').inputValue()).toBe('FCT0001');
    await byTestId('document-series-start-date').fill('2099-01-01');
    await byTestId('document-series-future-warning').waitFor();
    await byTestId('document-series-start-date').fill('2025-01-01');
    await byTestId('document-series-future-warning').waitFor({ state: 'detached' });
    // The date picker's calendar stays open under the field while typing: close it as a user would.
    await page.keyboard.press('Escape');
    await byTestId('document-series-submit').click();
    await page.waitForURL((url) => url.pathname === '/settings/documents-series');
    await byTestId('list-row').first().waitFor();
    const rows = await rowsText();
    expect(rows).toContain('FCT0001');
    expect(rows).toContain('Factură');
  });

  it('changes the company’s VAT status after an explicit confirmation', async () => {
    await page.goto(`/my-companies/${companyId}`);
    await byTestId('vat-status-change').click();
    await byTestId('vat-status-submit').click();
    // Not confirmed yet: nothing is sent.
    await page.getByText('Trebuie să accepți pentru a continua.').waitFor();
    await page.getByLabel('Am înțeles că schimbarea este ireversibilă.').check();
    await byTestId('vat-status-submit').click();
    await expect.poll(() => byTestId('vat-status-badge').textContent()).toBe('Neplătitor de TVA');
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
