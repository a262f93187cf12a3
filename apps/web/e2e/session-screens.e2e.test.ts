import type { Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders } from './support/api-session';
import { hasChromium, newAppContext, newAppPage, skipNoticeIfMissing } from './support/browser';
import { type BrowserSuite, openBrowserSuite } from './support/browser-suite';

skipNoticeIfMissing('the session screens');

// The demo account the server seeds (support/server.ts): verified, admin, one company.
const demo = { email: 'demo-e2e@example.test', password: 'Demo-e2e-Passw0rd' };
const DEMO_COMPANY = 'Demo Facturare SRL';

/**
 * The company selector's call (shared/session/session.api.ts), which every page of a signed-in
 * session makes at start-up before it shows anything: the call under test below. The companies
 * page's own list call (other parameters) only starts once it has been answered.
 */
const SELECTOR_CALL = /\/v1\/my-companies\?page=1&perPage=100&sortBy=name&sortDir=asc$/;

// The server's own gates (503 in maintenance, 426 for an old client) are covered by the API tests;
// here the browser gets those answers for one call and must react as spec 01 §4 and §8 say.
describe.skipIf(!hasChromium)('session screens in the browser', () => {
  let suite: BrowserSuite | undefined;
  let page: Page;

  /** The companies page has settled: its list shows the demo company. */
  const companiesListed = () => page.getByTestId('list-row').filter({ hasText: DEMO_COMPANY }).waitFor();

  /**
   * Starts from a blank page, so no call still under way from the page before (a refetch, a retry)
   * reaches the routes a test installs, nor is counted as one of its own.
   */
  const fromBlankPage = () => page.goto('about:blank');

  beforeAll(async () => {
    suite = await openBrowserSuite();
    page = suite.page;
    await page.goto('/login');
    await page.locator('input[name="email"]').fill(demo.email);
    await page.locator('input[name="password"]').fill(demo.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('dashboard-greeting').waitFor();
  });

  // A test that fails half-way must not leave its fake answers to the next one.
  afterEach(async () => {
    await suite?.clearRoutes();
  });

  afterAll(async () => {
    await suite?.close();
  });

  it('shows the maintenance screen on a 503 and recovers with retry', async () => {
    await fromBlankPage();
    await page.route(SELECTOR_CALL, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"maintenance"}' }),
    );
    await page.goto('/my-companies');
    // The whole-app screen covers the page (the start-up error screen stays underneath).
    await page.getByTestId('maintenance').first().waitFor();
    await page.unroute(SELECTOR_CALL);
    await page.getByRole('alert').getByTestId('maintenance').getByRole('button').click();
    await page.getByTestId('maintenance').first().waitFor({ state: 'detached' });
    await companiesListed();
  });

  it('retries a call without an answer, then shows the no-internet screen', async () => {
    await fromBlankPage();
    const attempts: string[] = [];
    await page.route(SELECTOR_CALL, (route) => {
      attempts.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    const reported = page.waitForRequest((request) => request.url().endsWith('/v1/client-errors'), {
      timeout: 60_000,
    });
    await page.goto('/my-companies');
    // The retries wait 2, 4 and 8 s: the screen comes after them.
    await page.getByTestId('no-internet').first().waitFor({ timeout: 60_000 });
    // The first try and three retries, then one report to the server's log.
    expect(attempts).toHaveLength(4);
    expect((await reported).postDataJSON()).toMatchObject({ status: 0, context: 'my-companies.selector' });
  });

  it('reloads the page when the server answers 426 to an outdated client', async () => {
    await fromBlankPage();
    let refused = 0;
    await page.route(SELECTOR_CALL, (route) => {
      if (refused > 0) return route.fallback();
      refused += 1;
      return route.fulfill({ status: 426, contentType: 'application/json', body: '{"message":"upgrade"}' });
    });
    // The documents the tab loads: the visit, then the app's own reload.
    const documents: string[] = [];
    const onRequest = (request: Request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        documents.push(request.url());
    };
    page.on('request', onRequest);
    try {
      await page.goto('/my-companies');
      // The toast says why, and the app reloads a moment later (time to read it).
      await page.getByText('A apărut o versiune nouă a aplicației. Pagina se reîncarcă.').waitFor();
      await expect.poll(() => documents.length).toBe(2);
      expect(new URL(documents[1] ?? '').pathname).toBe('/my-companies');
      // The reloaded page asks again, is answered, and shows the list.
      await companiesListed();
      expect(refused).toBe(1);
    } finally {
      page.off('request', onRequest);
    }
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
