import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders } from './support/api-session';
import { seriousViolations } from './support/axe';
import { hasChromium, skipNoticeIfMissing } from './support/browser';
import { type BrowserSuite, openBrowserSuite } from './support/browser-suite';

skipNoticeIfMissing('the application shell');

// The demo account the server seeds (support/server.ts sets these): verified, admin, one company
// ("Demo Facturare SRL") on the free Basic plan.
const demo = { email: 'demo-e2e@example.test', password: 'Demo-e2e-Passw0rd', company: 'Demo Facturare SRL' };
// A CUI the development ANAF simulator knows (packages/anaf, SEED_COMPANIES.clujVatPayer).
const SIMULATED_CUI = '36914726';

const WIDE = { width: 1280, height: 800 };
const SMALL = { width: 390, height: 800 };

describe.skipIf(!hasChromium)('application shell in the browser', () => {
  let suite: BrowserSuite | undefined;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];

  async function arriveAt(pathname: string | RegExp, testId: string) {
    await page.waitForURL((url) =>
      typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname),
    );
    await page.getByTestId(testId).first().waitFor();
  }

  async function logIn() {
    await page.goto('/login');
    await page.getByTestId('login-submit').waitFor();
    await page.locator('input[name="email"]').fill(demo.email);
    await page.locator('input[name="password"]').fill(demo.password);
    await page.getByTestId('login-submit').click();
    await arriveAt('/', 'dashboard-greeting');
  }

  /** Creates a company through the API with the browser's session (it comes with the free Basic plan). */
  async function createCompany(): Promise<{ id: string }> {
    const response = await page.request.post('/v1/my-companies', {
      headers: await csrfHeaders(context),
      data: {
        businessId: `RO${SIMULATED_CUI}`,
        legalName: 'Someș Cod Software SRL',
        vatPayer: true,
        vatUponCollection: false,
        address: {
          countryCode: 'RO',
          countyCode: 'RO-CJ',
          city: 'Cluj-Napoca',
          street: 'Str. Observatorului 1',
        },
        tos: true,
      },
    });
    if (response.status() !== 201) {
      throw new Error(`POST /v1/my-companies answered ${response.status()}: ${await response.text()}`);
    }
    return (await response.json()) as { id: string };
  }

  beforeAll(async () => {
    // The banner is left unanswered: the first test answers it.
    suite = await openBrowserSuite({ viewport: WIDE, consentAnswered: false });
    ({ context, page, pageErrors } = suite);
  });

  afterAll(async () => {
    await suite?.close();
  });

  it('asks for cookie consent once and remembers the answer', async () => {
    await page.goto('/login');
    await page.getByTestId('consent-banner').waitFor();
    await page.getByTestId('consent-necessary-only').click();
    await page.getByTestId('consent-banner').waitFor({ state: 'detached' });
    const cookie = (await context.cookies()).find((entry) => entry.name === 'cookie-consent');
    expect(decodeURIComponent(cookie?.value ?? '')).toBe('v1:statistics=0');
    await page.reload();
    await page.getByTestId('login-submit').waitFor();
    expect(await page.getByTestId('consent-banner').count()).toBe(0);
  });

  it('shows the signed-in layout with landmarks, every sidebar group and the selected company', async () => {
    await logIn();
    expect(await page.getByTestId('dashboard-greeting').textContent()).toBe('Bun venit, Demo!');
    await page.getByRole('banner').waitFor();
    await page.getByRole('main').waitFor();
    const nav = page.getByRole('navigation', { name: 'Meniu principal' });
    await nav.waitFor();
    expect(await page.getByTestId('burger').isVisible()).toBe(false);
    for (const group of [
      'products',
      'clients',
      'suppliers',
      'inventory',
      'spv',
      'lists',
      'my-account',
      'help',
    ]) {
      expect(await page.getByTestId(`nav-group-${group}`).isVisible(), group).toBe(true);
    }
    const clients = page.getByTestId('nav-group-clients');
    expect(await clients.getAttribute('aria-expanded')).toBe('false');
    await clients.click();
    expect(await clients.getAttribute('aria-expanded')).toBe('true');
    await page.getByTestId('nav-clients-invoices').waitFor();
    // An admin manages sub-users.
    await page.getByTestId('nav-group-my-account').click();
    await page.getByTestId('nav-sub-users').waitFor();
    expect(await page.getByTestId('company-selector').textContent()).toContain(demo.company);
    expect(await page.getByTestId('spv-status').textContent()).toBe('Inactivă');
  });

  it('has no serious accessibility violations on the dashboard', async () => {
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('sends a gated area to the company subscriptions page when the company has no plan', async () => {
    // The demo company starts on the free Basic plan; end it as the expiry job would.
    const status = await page.evaluate(async () => {
      const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const companies = await (await fetch('/v1/my-companies?page=1&perPage=100')).json();
      const response = await fetch('/dev/subscriptions/expire', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': token },
        body: JSON.stringify({ myCompanyId: companies.items[0].id }),
      });
      return response.status;
    });
    expect(status).toBe(204);
    await page.goto('/clients/invoices');
    await page.waitForURL((url) => /^\/my-companies\/[^/]+\/subscriptions$/.test(url.pathname));
  });

  it('shows the coming-soon, placeholder and not-found screens', async () => {
    await page.goto('/help/faq');
    await arriveAt('/help/faq', 'coming-soon');
    await page.goto('/clients/contracts');
    await arriveAt('/clients/contracts', 'placeholder');
    await page.goto('/nu-exista-deloc');
    await arriveAt('/nu-exista-deloc', 'not-found');
    await page.getByTestId('back-to-dashboard').click();
    await arriveAt('/', 'dashboard-greeting');
  });

  it('sends a problem report from the help menu, with the name and e-mail of the account', async () => {
    await page.getByTestId('nav-group-help').click();
    await page.getByTestId('nav-report-problem').click();
    await arriveAt('/help/report-problem', 'problem-report-page');
    await expect.poll(() => page.locator('input[name="email"]').inputValue()).not.toBe('');
    await page.getByTestId('problem-report-submit').click();
    await expect.poll(() => page.getByText('Câmpul este obligatoriu.').count()).toBe(1);
    await page.locator('textarea[name="description"]').fill('Butonul de descărcare PDF nu răspunde.');
    await page.getByTestId('problem-report-submit').click();
    await page.getByTestId('problem-report-sent').waitFor();
  });

  it('switches to a company with a plan, which opens the gated areas', async () => {
    const company = await createCompany();
    await page.reload();
    await page.getByTestId('company-selector').click();
    await page.getByRole('menuitem', { name: 'Someș Cod Software SRL' }).click();
    await arriveAt('/', 'dashboard-greeting');
    await expect.poll(() => page.getByTestId('company-selector').textContent()).toContain('Someș Cod');
    expect(await page.evaluate(() => localStorage.getItem('selected-company-id'))).toBe(company.id);
    await page.goto('/clients/invoices');
    await arriveAt('/clients/invoices', 'list-screen');
  });

  it('switches the theme and keeps it after a reload', async () => {
    const scheme = () => page.locator('html').getAttribute('data-mantine-color-scheme');
    await page.getByTestId('theme-control').click();
    await page.getByTestId('theme-option-dark').click();
    await expect.poll(scheme).toBe('dark');
    await page.reload();
    await page.getByTestId('theme-control').waitFor();
    expect(await scheme()).toBe('dark');
    await page.getByTestId('theme-control').click();
    await page.getByTestId('theme-option-light').click();
    await expect.poll(scheme).toBe('light');
  });

  it('switches the language, saves it to the account and keeps it after a reload', async () => {
    await page.goto('/');
    await page.getByTestId('dashboard-greeting').waitFor();
    await page.getByTestId('language-control').click();
    const saved = page.waitForResponse((response) => response.url().endsWith('/v1/auth/update-account'));
    await page.getByTestId('language-option-en-GB').click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => page.getByTestId('dashboard-greeting').textContent()).toBe('Welcome, Demo!');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    // Saved on the server: without the choice stored on this device the account's language wins.
    await page.evaluate(() => localStorage.removeItem('locale'));
    await page.reload();
    await expect.poll(() => page.getByTestId('dashboard-greeting').textContent()).toBe('Welcome, Demo!');
    await page.getByTestId('language-control').click();
    await page.getByTestId('language-option-ro-RO').click();
    await expect.poll(() => page.getByTestId('dashboard-greeting').textContent()).toBe('Bun venit, Demo!');
  });

  it('turns the sidebar into a drawer on a small screen that closes on navigation', async () => {
    await page.setViewportSize(SMALL);
    const burger = page.getByTestId('burger');
    const navbar = page.getByTestId('app-navbar');
    // Off screen (slid out to the left) and out of the keyboard's reach while closed.
    const onScreen = async () => {
      const box = await navbar.boundingBox();
      return box !== null && box.x + box.width > 1;
    };
    await burger.waitFor();
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(onScreen).toBe(false);
    expect(await navbar.getAttribute('inert')).not.toBeNull();
    await burger.click();
    expect(await burger.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(onScreen).toBe(true);
    expect(await navbar.getAttribute('inert')).toBeNull();
    await page.getByTestId('nav-my-companies').click();
    await arriveAt('/my-companies', 'company-create');
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(onScreen).toBe(false);
    await page.setViewportSize(WIDE);
  });

  it('opens the accountant activation page from its link', async () => {
    await page.goto(
      '/anaf-spv?businessId=RO36914726&businessName=Firma&userName=Ion&expiry=1&other=x&sig=abc',
    );
    await page.getByTestId('accountant-activation').waitFor();
    expect(await page.getByTestId('accountant-activation').textContent()).toContain('RO36914726');
  });

  it('logs out from the user menu and sends the change-password address to forgot password', async () => {
    await page.goto('/');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await arriveAt('/login', 'login-submit');
    await page.goto('/.well-known/change-password');
    await arriveAt('/forgot-password', 'forgot-password-submit');
  });

  it('raised no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
