import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders, signUpAndVerify } from './support/api-session';
import { hasChromium, skipNoticeIfMissing } from './support/browser';
import { type BrowserSuite, openBrowserSuite } from './support/browser-suite';
import type { RunningServer } from './support/server';

skipNoticeIfMissing('the partners flow');

// Seed companies of the VAT-payer simulator (packages/anaf/src/company-lookup/vat-payer.simulator.ts):
// the account's own company is the Iași one; the partner is the Cluj VAT payer, found by its CUI.
const IASI_NON_VAT_PAYER = '41782303';
const CLUJ_VAT_PAYER = '36914726';
const IBAN = 'RO49AAAA1B31007593840000';

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const user = {
  fname: 'Radu',
  lname: 'Ionescu',
  email: `e2e-partners-${suffix}@example.test`,
  password: `Parteneri-${suffix}-7x`,
};

describe.skipIf(!hasChromium)('partners in the browser', () => {
  let suite: BrowserSuite | undefined;
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;
  let partnerId = '';
  let pageErrors: string[] = [];

  const byTestId = (id: string) => page.getByTestId(id);

  beforeAll(async () => {
    suite = await openBrowserSuite();
    ({ server, context, page, pageErrors } = suite);
    // Through the API: the account and company forms have their own suites.
    await signUpAndVerify(context, server.baseUrl, user);
    const company = await context.request.post('/v1/my-companies', {
      headers: await csrfHeaders(context),
      data: {
        businessId: IASI_NON_VAT_PAYER,
        legalName: 'Atelier Copou SRL',
        vatPayer: false,
        vatUponCollection: false,
        address: { countryCode: 'RO', countyCode: 'RO-IS', city: 'Iași', street: 'Bd. Carol I 11' },
        tos: true,
      },
    });
    expect(company.status(), await company.text()).toBe(201);
  });

  afterAll(async () => {
    await suite?.close();
  });

  it('shows the empty partner list with its create button', async () => {
    await page.goto('/partners');
    await byTestId('list-empty-empty').waitFor();
    await byTestId('partner-create').first().click();
    await page.waitForURL((url) => url.pathname === '/partners/create');
    await byTestId('partner-form').waitFor();
  });

  it('checks the CUI before asking the registry', async () => {
    await byTestId('partner-business-id').fill('36914727');
    await byTestId('partner-lookup').click();
    await page.getByText('Cifra de control nu se potrivește', { exact: false }).waitFor();
  });

  it('fills a company from the registry by its CUI and creates it', async () => {
    await byTestId('partner-business-id').fill(CLUJ_VAT_PAYER);
    await byTestId('partner-lookup').click();
    await byTestId('partner-lookup-result').waitFor();
    // The development registry is a simulator, and the form says so.
    await byTestId('partner-lookup-simulated').waitFor();
    await expect.poll(() => byTestId('partner-name').inputValue()).toMatch(/COD SOFTWARE SRL/);
    expect(await byTestId('partner-secondary-business-id').inputValue()).toBe('J12/2417/2016');
    expect(await byTestId('partner-address-city').inputValue()).toMatch(/Cluj-Napoca/);
    expect(await byTestId('partner-address-county').inputValue()).toBe('Cluj');
    expect(await page.getByRole('switch', { name: 'Plătitor de TVA' }).isChecked()).toBe(true);

    await byTestId('partner-role').getByText('Client și furnizor').click();
    await byTestId('partner-submit').click();
    await page.waitForURL((url) => /^\/partners\/[0-9a-f-]{36}$/.test(url.pathname));
    partnerId = new URL(page.url()).pathname.split('/')[2] ?? '';
    expect(await byTestId('partner-title').textContent()).toMatch(/COD SOFTWARE SRL/);
    // Ids are fixed once the partner exists.
    expect(await byTestId('partner-business-id').isDisabled()).toBe(true);
    expect(await byTestId('partner-business-id').inputValue()).toBe(`RO${CLUJ_VAT_PAYER}`);
  });

  it('edits the details, keeping the ids', async () => {
    await byTestId('partner-name').fill('Someș Cod Software SRL');
    await byTestId('partner-submit').click();
    await page.getByText('Datele partenerului au fost salvate.').waitFor();
    await expect.poll(() => byTestId('partner-title').textContent()).toBe('Someș Cod Software SRL');
  });

  it('lists it with its business id, role and trade register number', async () => {
    await page.goto('/partners');
    const row = byTestId('list-row').filter({ hasText: /Cod Software SRL/ });
    await row.waitFor();
    const text = await row.textContent();
    expect(text).toContain(`RO${CLUJ_VAT_PAYER}`);
    expect(text).toContain('Client și furnizor');
    expect(text).toContain('J12/2417/2016');
  });

  it('shows the server refusal of a taken CUI next to the field', async () => {
    await page.goto('/partners/create');
    await byTestId('partner-business-id').fill(CLUJ_VAT_PAYER);
    await byTestId('partner-name').fill('Altă denumire SRL');
    await byTestId('partner-address-city').fill('Cluj-Napoca');
    await byTestId('partner-address-street').fill('Str. Horea 1');
    await byTestId('partner-address-county').click();
    await byTestId('partner-address-county').fill('cluj');
    await page.getByRole('option', { name: 'Cluj', exact: true }).click();
    await byTestId('partner-submit').click();
    await page.getByText('Valoarea este deja folosită.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/partners/create');
  });

  it('adds a bank account on its tab', async () => {
    await page.goto(`/partners/${partnerId}/bank-accounts`);
    await byTestId('bank-accounts-create').first().click();
    await byTestId('bank-accounts-form').waitFor();
    await byTestId('bank-accounts-iban').fill(IBAN);
    await byTestId('bank-accounts-bank-name').fill('Banca Transilvania');
    await byTestId('bank-accounts-submit').click();
    await page.waitForURL((url) => url.pathname === `/partners/${partnerId}/bank-accounts`);
    const row = byTestId('list-row').filter({ hasText: 'Banca Transilvania' });
    await row.waitFor();
    expect(await row.textContent()).toContain('RO49 AAAA 1B31 0075 9384 0000');
  });

  it('deletes the partner from the list after confirmation', async () => {
    await page.goto('/partners');
    const row = byTestId('list-row').filter({ hasText: /Cod Software SRL/ });
    await row.getByRole('button', { name: /Acțiuni/ }).click();
    await byTestId('partner-row-delete').click();
    await byTestId('confirm-delete').click();
    await byTestId('list-empty-empty').waitFor();
  });

  it('raised no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
