import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders, logIn } from './support/api-session';
import { hasChromium, newAppContext, newAppPage, skipNoticeIfMissing } from './support/browser';
import { type BrowserSuite, openBrowserSuite } from './support/browser-suite';
import { collectPageErrors } from './support/page-errors';

skipNoticeIfMissing('the member’s companies');

// The demo account the server seeds (support/server.ts): verified, admin, one company.
const demo = { email: 'demo-e2e@example.test', password: 'Demo-e2e-Passw0rd' };
const DEMO_COMPANY = 'Demo Facturare SRL';
const GRANTED_COMPANY = 'Someș Cod Software SRL';

/**
 * A sub-user sees in the company selector only the companies they were granted (spec 02: a
 * sub-user has a list of allowed companies, or all); the owner's other company stays hidden.
 */
describe.skipIf(!hasChromium)('the companies of a member in the browser', () => {
  let suite: BrowserSuite | undefined;

  beforeAll(async () => {
    suite = await openBrowserSuite();
    await logIn(suite.context, demo);
    const created = await suite.context.request.post('/v1/my-companies', {
      headers: await csrfHeaders(suite.context),
      data: {
        businessId: '36914726',
        legalName: GRANTED_COMPANY,
        vatPayer: true,
        vatUponCollection: false,
        address: { countryCode: 'RO', countyCode: 'RO-CJ', city: 'Cluj-Napoca', street: 'Str. Horea 1' },
        tos: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  });

  afterAll(async () => {
    await suite?.close();
  });

  /** Adds a member with the grants, signs them in in a context of their own and opens the selector. */
  async function selectorOfMember(
    email: string,
    grants: { global?: string[]; company?: Record<string, string[]> },
    use: (page: Page) => Promise<void>,
  ) {
    if (!suite) throw new Error('no suite');
    const member = { email, password: 'Sub-Utilizator-2026' };
    const added = await suite.context.request.post('/dev/members', {
      headers: await csrfHeaders(suite.context),
      data: { ...member, grants },
    });
    expect(added.status(), await added.text()).toBe(201);
    const browser = suite.page.context().browser();
    if (!browser) throw new Error('no browser');
    const context: BrowserContext = await newAppContext(browser, suite.server.baseUrl);
    try {
      const page = await newAppPage(context);
      const pageErrors = collectPageErrors(page);
      await page.goto('/login');
      await page.locator('input[name="email"]').fill(member.email);
      await page.locator('input[name="password"]').fill(member.password);
      await page.getByTestId('login-submit').click();
      await page.getByTestId('dashboard-greeting').waitFor();
      await page.getByTestId('company-selector').click();
      await page.getByTestId('company-option').first().waitFor();
      await use(page);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }

  /** The names the selector offers (without the check mark of the selected one). */
  const optionNames = (page: Page) =>
    page.getByTestId('company-option').locator('.mantine-Menu-itemLabel').allTextContents();

  const companyId = async (name: string) => {
    if (!suite) throw new Error('no suite');
    const list = await suite.context.request.get('/v1/my-companies?page=1&perPage=100');
    const items = ((await list.json()) as { items: Array<{ id: string; name: string }> }).items;
    const found = items.find((item) => item.name.toLowerCase() === name.toLowerCase());
    if (!found) throw new Error(`no company ${name} in ${JSON.stringify(items)}`);
    return found.id;
  };

  it('offers a member granted one company that company alone', async () => {
    const granted = await companyId(GRANTED_COMPANY);
    await selectorOfMember(
      'membru.o.firma@example.test',
      { company: { [granted]: ['my-companies.read', 'partners.read'] } },
      async (page) => {
        expect(await optionNames(page)).toEqual([GRANTED_COMPANY]);
        expect(await page.getByTestId('company-selector').textContent()).toContain(GRANTED_COMPANY);
      },
    );
  });

  it('offers a member granted all companies every company', async () => {
    await selectorOfMember('membru.toate@example.test', { global: ['my-companies.read'] }, async (page) => {
      expect((await optionNames(page)).sort()).toEqual([DEMO_COMPANY, GRANTED_COMPANY].sort());
    });
  });

  it('has no uncaught page errors', () => {
    expect(suite?.pageErrors).toEqual([]);
  });
});
