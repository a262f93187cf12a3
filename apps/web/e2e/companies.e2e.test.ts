import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify } from './support/api-session';
import { hasChromium, skipNoticeIfMissing } from './support/browser';
import { type BrowserSuite, openBrowserSuite } from './support/browser-suite';
import type { RunningServer } from './support/server';

skipNoticeIfMissing('the companies flow');

// The VAT-payer simulator's Cluj company (packages/anaf/src/company-lookup/vat-payer.simulator.ts),
// and a CUI with a valid check digit that the registry does not know.
const CLUJ_VAT_PAYER = '36914726';
const UNKNOWN_CUI = '10000008';

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const user = {
  fname: 'Ioana',
  lname: 'Mureșan',
  email: `e2e-companies-${suffix}@example.test`,
  password: `Firmă-${suffix}-4c`,
};

describe.skipIf(!hasChromium)('companies in the browser', () => {
  let suite: BrowserSuite | undefined;
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;
  let companyId = '';
  let pageErrors: string[] = [];

  const byTestId = (id: string) => page.getByTestId(id);

  /** Picks an option of a Mantine select, typing first when the select is searchable. */
  async function choose(testId: string, option: string, search?: string) {
    const input = byTestId(testId);
    await input.click();
    if (search !== undefined) await input.fill(search);
    await page.getByRole('option', { name: option, exact: true }).click();
    await expect.poll(() => input.inputValue()).toBe(option);
  }

  async function addAddress(fill: () => Promise<void>) {
    await page.goto(`/my-companies/${companyId}/addresses/create`);
    await byTestId('addresses-form').waitFor();
    await fill();
    await byTestId('addresses-submit').click();
    await page.waitForURL((url) => url.pathname === `/my-companies/${companyId}/addresses`);
  }

  beforeAll(async () => {
    // Cookie consent was answered earlier: the banner would cover the bottom of the forms.
    suite = await openBrowserSuite();
    ({ server, context, page, pageErrors } = suite);
    // Through the API: the signup forms have their own suite; here the session is what matters.
    await signUpAndVerify(context, server.baseUrl, user);
  });

  afterAll(async () => {
    await suite?.close();
  });

  it('sends a verified user without a company to the first-company page', async () => {
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/create-first-company');
    expect(await byTestId('first-company-title').textContent()).toBe(
      `Bun venit, ${user.fname}! Hai să adăugăm firma ta`,
    );
  });

  it('checks the form with the domain schemas before sending it', async () => {
    await byTestId('company-submit').click();
    await page.getByText('Câmpul este obligatoriu.').first().waitFor();
    await page.getByText('Trebuie să accepți pentru a continua.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/create-first-company');
  });

  it('says when the registry does not know a tax ID and leaves the form editable', async () => {
    await byTestId('company-business-id').fill(UNKNOWN_CUI);
    await byTestId('company-lookup').click();
    await byTestId('company-lookup-error').waitFor();
    expect(await byTestId('company-lookup-error').textContent()).toContain('nu figurează la ANAF');
    expect(await byTestId('company-legal-name').isEditable()).toBe(true);
  });

  it('fills the form from the registry and creates the first company', async () => {
    await byTestId('company-business-id').fill(CLUJ_VAT_PAYER);
    await byTestId('company-lookup').click();
    await byTestId('company-lookup-result').waitFor();
    await expect.poll(() => byTestId('company-legal-name').inputValue()).toMatch(/COD SOFTWARE SRL/);
    expect(await byTestId('company-address-city').inputValue()).toMatch(/Cluj-Napoca/);
    expect(await byTestId('company-address-county').inputValue()).toBe('Cluj');
    expect(await page.getByRole('switch', { name: 'Plătitor de TVA' }).isChecked()).toBe(true);

    await byTestId('company-tos').check();
    await byTestId('company-submit').click();

    // No welcome flag is set: the plain welcome shows once after the first company.
    const welcome = page.getByRole('dialog', { name: 'Bine ai venit!' });
    await welcome.waitFor();
    expect(await welcome.textContent()).toMatch(/COD SOFTWARE SRL este gata/);
    await byTestId('welcome-close').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page
      .getByText(/a fost adăugată/)
      .first()
      .waitFor();
  });

  it('lists the new company on /my-companies', async () => {
    await page.goto('/my-companies');
    const row = byTestId('list-row').filter({ hasText: /COD SOFTWARE SRL/ });
    await row.waitFor();
    expect(await row.textContent()).toContain(CLUJ_VAT_PAYER);
    await row.click();
    await page.waitForURL((url) => /^\/my-companies\/[^/]+$/.test(url.pathname));
    companyId = new URL(page.url()).pathname.split('/')[2] ?? '';
    expect(companyId).not.toBe('');
    await byTestId('company-form').waitFor();
  });

  it('shows the free Basic plan on the subscriptions tab', async () => {
    await byTestId('company-tab-subscriptions').click();
    await page.waitForURL((url) => url.pathname === `/my-companies/${companyId}/subscriptions`);
    const row = byTestId('subscription-row').first();
    await row.waitFor();
    expect(await row.textContent()).toContain('Basic · anual');
  });

  it('adds an address in București with its sector', async () => {
    await addAddress(async () => {
      await byTestId('addresses-name').fill('Birou București');
      await byTestId('addresses-address-city').fill('București');
      // București has sectors, not a county.
      expect(await byTestId('addresses-address-county').count()).toBe(0);
      await choose('addresses-address-sector', 'Sectorul 2');
      await byTestId('addresses-address-street').fill('Str. Toamnei 12');
    });
  });

  it('refuses an address outside București without its county, then adds it', async () => {
    await page.goto(`/my-companies/${companyId}/addresses/create`);
    await byTestId('addresses-form').waitFor();
    await byTestId('addresses-name').fill('Depozit Brașov');
    await byTestId('addresses-address-city').fill('Brașov');
    await byTestId('addresses-address-street').fill('Str. Lungă 5');
    await byTestId('addresses-submit').click();
    await page.getByText('Câmpul este obligatoriu.').waitFor();
    await choose('addresses-address-county', 'Brașov', 'bras');
    await byTestId('addresses-submit').click();
    await page.waitForURL((url) => url.pathname === `/my-companies/${companyId}/addresses`);
  });

  it('lists both addresses with their sector and county', async () => {
    const rows = byTestId('list-row');
    await rows.filter({ hasText: 'Depozit Brașov' }).waitFor();
    await rows.filter({ hasText: 'Birou București' }).waitFor();
    expect(await rows.filter({ hasText: 'Birou București' }).textContent()).toContain('Sectorul 2');
    expect(await rows.filter({ hasText: 'Depozit Brașov' }).textContent()).toContain('Brașov');
    expect(await rows.count()).toBe(2);
  });

  it('refuses to delete the only company and says why', async () => {
    await page.goto(`/my-companies/${companyId}`);
    await byTestId('company-delete').click();
    await byTestId('confirm-delete').waitFor();
    expect(await byTestId('confirm-delete').isDisabled()).toBe(true);
    await byTestId('confirm-delete-input').fill('confirm');
    await byTestId('confirm-delete').click();
    await byTestId('delete-refusal').waitFor();
    expect(await byTestId('delete-refusal').textContent()).toContain('singura firmă');
  });

  it('raised no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
