import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchMailbox } from './support/mailbox';
import { assertServesWebApp, type RunningServer, startServer } from './support/server';
import { ensureWebBuild } from './support/web-build';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM_PATH);
if (!hasChromium) {
  console.warn(`[e2e] Skipping the companies flow: no Chromium at ${CHROMIUM_PATH}.`);
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

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
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let companyId = '';
  const pageErrors: string[] = [];

  const byTestId = (id: string) => page.getByTestId(id);

  /** Signs up and verifies through the API, in the browser's context so the session cookie is shared. */
  async function signUpAndVerify() {
    const csrf = async () => {
      await context.request.get('/v1/auth/csrf-cookie');
      const cookie = (await context.cookies()).find((entry) => entry.name === 'XSRF-TOKEN');
      if (!cookie) throw new Error('no XSRF-TOKEN cookie after GET /v1/auth/csrf-cookie');
      return { 'X-XSRF-TOKEN': decodeURIComponent(cookie.value) };
    };
    const mailbox = await watchMailbox(server.baseUrl, user.email);
    const signup = await context.request.post('/v1/auth/signup', {
      headers: await csrf(),
      data: {
        ...user,
        confirmPassword: user.password,
        locale: 'ro-RO',
        tos: true,
        marketingOptIn: false,
        signupCompanyBusinessId: null,
        signupCompanyLegalName: null,
      },
    });
    expect(signup.status(), await signup.text()).toBeLessThan(300);
    const verify = await context.request.post('/v1/auth/verify-email/finish', {
      headers: await csrf(),
      data: { code: await mailbox.nextCode() },
    });
    expect(verify.status(), await verify.text()).toBeLessThan(300);
  }

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
    ensureWebBuild(repoRoot);
    server = await startServer(repoRoot);
    await assertServesWebApp(server.baseUrl);
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
    context = await browser.newContext({ baseURL: server.baseUrl, locale: 'ro-RO' });
    // Cookie consent was answered earlier: the banner would cover the bottom of the forms.
    await context.addCookies([{ name: 'cookie-consent', value: 'v1%3Astatistics%3D0', url: server.baseUrl }]);
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signUpAndVerify();
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
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
