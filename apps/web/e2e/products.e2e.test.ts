import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders, signUpAndVerify } from './support/api-session';
import { hasChromium, skipNoticeIfMissing } from './support/browser';
import { type BrowserSuite, openBrowserSuite } from './support/browser-suite';
import type { RunningServer } from './support/server';

skipNoticeIfMissing('the products flow');

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const user = {
  fname: 'Andrei',
  lname: 'Stănescu',
  email: `e2e-products-${suffix}@example.test`,
  password: `Produs-${suffix}-7q`,
};
const CLIENT_NAME = 'Băcănia Veche SRL';

describe.skipIf(!hasChromium)('products in the browser', () => {
  let suite: BrowserSuite | undefined;
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];
  let productPath = '';

  const byTestId = (id: string) => page.getByTestId(id);

  /** Picks an option of a Mantine select, typing first when asked (searchable selects). */
  async function choose(testId: string, option: string, search?: string) {
    const input = byTestId(testId);
    await input.click();
    if (search !== undefined) await input.fill(search);
    await page.getByRole('option', { name: option, exact: true }).click();
    await expect.poll(() => input.inputValue()).toBe(option);
  }

  /** A write through the API with the session the pages use. */
  async function apiPost(path: string, data: unknown) {
    const response = await context.request.post(path, { headers: await csrfHeaders(context), data });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: string };
  }

  beforeAll(async () => {
    suite = await openBrowserSuite();
    ({ server, context, page, pageErrors } = suite);
    // The company and the client come through the API: their own suites test their forms.
    await signUpAndVerify(context, server.baseUrl, user);
    const company = await apiPost('/v1/my-companies', {
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
    });
    await apiPost(`/v1/my-companies/${company.id}/partners`, {
      type: 'person',
      role: 'client',
      name: CLIENT_NAME,
      personId: '1800101221144',
      vatPayer: false,
      address: { countryCode: 'RO', city: 'București', district: 3, street: 'Calea Victoriei 10' },
    });
  });

  afterAll(async () => {
    await suite?.close();
  });

  it('creates a product from the empty list, with the usual unit and VAT rate chosen', async () => {
    await page.goto('/products');
    await byTestId('list-empty-empty').waitFor();
    await byTestId('product-create').first().click();
    await page.waitForURL((url) => url.pathname === '/products/create');
    await byTestId('product-form').waitFor();
    await expect.poll(() => byTestId('product-unit').inputValue()).toBe('H87 — Bucată (buc)');
    await expect.poll(() => byTestId('product-vat-rate').inputValue()).toBe('21%');
    await byTestId('product-name').fill('Cafea boabe 1 kg');
    await byTestId('product-submit').click();
    await page.waitForURL((url) => /^\/products\/[0-9a-f-]{36}$/.test(url.pathname));
    productPath = new URL(page.url()).pathname;
    expect(await byTestId('product-title').textContent()).toBe('Cafea boabe 1 kg');
  });

  it('shows the server’s refusal next to its field', async () => {
    await page.goto('/products/create');
    await byTestId('product-form').waitFor();
    await byTestId('product-name').fill('cafea BOABE 1 kg');
    await byTestId('product-submit').click();
    await page.getByText('Valoarea este deja folosită.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/products/create');
  });

  it('adds a packaging of twelve pieces', async () => {
    await page.goto(productPath);
    await byTestId('product-tab-packaging').click();
    await page.waitForURL((url) => url.pathname === `${productPath}/packaging`);
    await byTestId('packaging-create').first().click();
    await byTestId('packaging-form').waitFor();
    await choose('packaging-unit', 'H87 — Bucată (buc)', 'H87');
    await byTestId('packaging-ratio').fill('12');
    await byTestId('packaging-code').fill('BAX-12');
    await byTestId('packaging-submit').click();
    await page.waitForURL((url) => url.pathname === `${productPath}/packaging`);
    await page.getByRole('cell', { name: 'BAX-12', exact: true }).waitFor();
    // The company's symbol, as on the printed documents, not the UN/ECE code.
    await page.getByRole('cell', { name: 'buc', exact: true }).waitFor();
  });

  it('offers the packaging to a client at a price', async () => {
    await byTestId('product-tab-clients-offers').click();
    await page.waitForURL((url) => url.pathname === `${productPath}/clients-offers`);
    await byTestId('clients-offers-create').first().click();
    await byTestId('clients-offers-form').waitFor();
    await choose('offer-partner', CLIENT_NAME, 'Băcănia');
    await choose('offer-packaging', 'BAX-12 · 12 buc');
    // Typed the Romanian way: the form sends 45.5.
    await byTestId('offer-price').fill('45,5');
    await byTestId('clients-offers-submit').click();
    await page.waitForURL((url) => url.pathname === `${productPath}/clients-offers`);
    await page.getByRole('cell', { name: CLIENT_NAME, exact: true }).waitFor();
    expect(await page.getByRole('cell', { name: /45,5 RON/ }).count()).toBe(1);
  });

  it('warns that the offer loses the packaging before deleting it', async () => {
    await byTestId('product-tab-packaging').click();
    await page.getByRole('cell', { name: 'BAX-12', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Acțiuni pentru buc' }).click();
    await byTestId('packaging-row-delete').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      'Ofertele către clienți care folosesc această ambalare o vor pierde.',
    );
    await page.getByRole('button', { name: 'Renunță' }).click();
  });

  it('links the product to the invoices that contain it', async () => {
    await page.goto('/products');
    await page.getByRole('cell', { name: 'Cafea boabe 1 kg', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Acțiuni pentru Cafea boabe 1 kg' }).click();
    const link = byTestId('product-client-invoices');
    const href = (await link.getAttribute('href')) ?? '';
    const url = new URL(href, server.baseUrl);
    expect(url.pathname).toBe('/clients/invoices');
    expect(JSON.parse(url.searchParams.get('filters') ?? '[]')).toEqual([
      { field: 'productId', operator: 'eq', value: productPath.split('/').pop() },
    ]);
  });

  it('files categories in a tree with the parent chooser', async () => {
    for (const [name, parent] of [
      ['Băuturi', null],
      ['Cafea', 'Băuturi'],
    ] as const) {
      await page.goto('/products-categories/create');
      await byTestId('category-form').waitFor();
      await byTestId('category-name').fill(name);
      if (parent) await choose('category-parent', parent, parent.slice(0, 3));
      await byTestId('category-submit').click();
      await page.waitForURL((url) => url.pathname === '/products-categories');
    }
    await page.getByRole('cell', { name: 'Băuturi / Cafea', exact: true }).waitFor();
  });

  it('ends without page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
