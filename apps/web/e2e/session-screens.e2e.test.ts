import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders } from './support/api-session';
import { hasChromium, newAppContext, newAppPage, skipNoticeIfMissing } from './support/browser';
import { type BrowserSuite, openBrowserSuite } from './support/browser-suite';

skipNoticeIfMissing('the session screens');

// The demo account the server seeds (support/server.ts): verified, admin, one company.
const demo = { email: 'demo-e2e@example.test', password: 'Demo-e2e-Passw0rd' };

/** The companies list call of /my-companies, which the answers below replace. */
const COMPANIES_LIST = /\/v1\/my-companies\?/;

// The server's own gates (503 in maintenance, 426 for an old client) are covered by the API tests;
// here the browser gets those answers for one call and must react as spec 01 §4 and §8 say.
describe.skipIf(!hasChromium)('session screens in the browser', () => {
  let suite: BrowserSuite | undefined;
  let page: Page;

  beforeAll(async () => {
    suite = await openBrowserSuite();
    page = suite.page;
    await page.goto('/login');
    await page.locator('input[name="email"]').fill(demo.email);
    await page.locator('input[name="password"]').fill(demo.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('dashboard-greeting').waitFor();
  }, 180_000);

  afterAll(async () => {
    await suite?.close();
  });

  it('shows the maintenance screen on a 503 and recovers with retry', async () => {
    await page.route(COMPANIES_LIST, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"maintenance"}' }),
    );
    await page.goto('/my-companies');
    // The whole-app screen covers the page (the list's own error screen stays underneath).
    await page.getByTestId('maintenance').first().waitFor();
    await page.unroute(COMPANIES_LIST);
    await page.getByRole('alert').getByTestId('maintenance').getByRole('button').click();
    await page.getByTestId('maintenance').first().waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByText('Demo Facturare SRL').first().waitFor();
  });

  it('retries a call without an answer, then shows the no-internet screen', async () => {
    let attempts = 0;
    await page.route(COMPANIES_LIST, (route) => {
      attempts += 1;
      return route.abort('internetdisconnected');
    });
    const reported = page.waitForRequest((request) => request.url().endsWith('/v1/client-errors'), {
      timeout: 30_000,
    });
    await page.goto('/my-companies');
    await page.getByTestId('no-internet').first().waitFor({ timeout: 30_000 });
    // The first try and three retries, then one report to the server's log.
    expect(attempts).toBe(4);
    expect((await reported).postDataJSON()).toMatchObject({ status: 0 });
    await page.unroute(COMPANIES_LIST);
  });

  it('reloads the page when the server answers 426 to an outdated client', async () => {
    await page.goto('/');
    await page.getByTestId('dashboard-greeting').waitFor();
    let answered = false;
    await page.route(COMPANIES_LIST, async (route) => {
      if (answered) return route.continue();
      answered = true;
      return route.fulfill({ status: 426, contentType: 'application/json', body: '{"message":"upgrade"}' });
    });
    await page.goto('/my-companies');
    // The app reloads itself a moment after the 426 (time to read the toast).
    await page.waitForEvent('load', { timeout: 20_000 });
    await page.getByText('Demo Facturare SRL').first().waitFor();
    expect(answered).toBe(true);
    await page.unroute(COMPANIES_LIST);
  });

  it('sends a sub-user without the permission back to the dashboard with the flash message', async () => {
    const companies = await page.request.get('/v1/my-companies?page=1&perPage=100');
    const companyId = ((await companies.json()) as { items: Array<{ id: string }> }).items[0]?.id ?? '';
    const member = { email: 'sub.utilizator@example.test', password: 'Sub-Utilizator-2026' };
    const created = await page.request.post('/dev/members', {
      headers: await csrfHeaders(page.context()),
      data: { ...member, grants: { company: { [companyId]: ['my-companies.read'] } } },
    });
    expect(created.status(), await created.text()).toBe(201);

    const browser = page.context().browser();
    if (!browser || !suite) throw new Error('no browser');
    const memberContext = await newAppContext(browser, suite.server.baseUrl);
    try {
      const memberPage = await newAppPage(memberContext);
      await memberPage.goto('/login');
      await memberPage.locator('input[name="email"]').fill(member.email);
      await memberPage.locator('input[name="password"]').fill(member.password);
      await memberPage.getByTestId('login-submit').click();
      await memberPage.getByTestId('dashboard-greeting').waitFor();
      // Users and permissions need sub-users.read, which this member lacks.
      await memberPage.goto('/management/users');
      await memberPage.waitForURL((url) => url.pathname === '/');
      const flash = memberPage.getByTestId('flash-error');
      await flash.waitFor();
      expect(await flash.textContent()).toContain('Nu ai permisiunea de a accesa această pagină.');
    } finally {
      await memberContext.close();
    }
  });

  it('has no uncaught page errors', () => {
    expect(suite?.pageErrors).toEqual([]);
  });
});
