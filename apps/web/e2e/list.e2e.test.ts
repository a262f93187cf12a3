import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from './support/api-session';
import { startAppServer } from './support/app-server';
import { hasChromium, launchBrowser, newAppContext, skipNoticeIfMissing } from './support/browser';
import type { RunningServer } from './support/server';

skipNoticeIfMissing('the list screen');

const demo = { email: 'demo-e2e@example.test', password: 'Demo-e2e-Passw0rd' };

/** Twelve working points of the demo company: more than one page of ten. */
const POINTS = Array.from({ length: 12 }, (_, i) => `Punct ${String(i + 1).padStart(2, '0')}`);

describe.skipIf(!hasChromium)('the shared list screen driven through the address bar', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let listUrl = '';

  const rowNames = async () =>
    (await page.getByTestId('list-row').allTextContents()).map((text) => text.match(/Punct \d\d/)?.[0]);
  const waitForRows = (count: number) =>
    expect.poll(async () => page.getByTestId('list-row').count(), { timeout: 10_000 }).toBe(count);

  beforeAll(async () => {
    server = await startAppServer();
    browser = await launchBrowser();
    // Cookie choice made, so the consent banner stays out of the way; the rows are found by test id,
    // so the browser keeps its own language.
    context = await newAppContext(browser, server.baseUrl, {
      viewport: { width: 1280, height: 900 },
      locale: undefined,
    });
    page = await context.newPage();
    // The working points are made through the API, in the signed-in session the page shares.
    const headers = await logIn(context, demo);
    const companies = await (await context.request.get('/v1/my-companies')).json();
    const base = `/v1/my-companies/${companies.items[0].id}/addresses`;
    for (const [index, name] of POINTS.entries()) {
      const created = await context.request.post(base, {
        headers,
        data: {
          name,
          address: {
            countryCode: 'RO',
            countyCode: 'RO-CJ',
            city: index % 2 ? 'Turda' : 'Dej',
            street: `Str. Lungă ${index}`,
          },
        },
      });
      expect(created.status()).toBe(201);
    }
    listUrl = `/my-companies/${companies.items[0].id}/addresses`;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the first page of ten, then the second page from the address', async () => {
    await page.goto(listUrl);
    await waitForRows(10);
    await page.goto(`${listUrl}?page=2`);
    await waitForRows(2);
    expect(await rowNames()).toEqual(['Punct 11', 'Punct 12']);
    expect(await page.locator('[data-testid="list-page-link"][aria-current="page"]').textContent()).toBe('2');
  });

  it('sorts from the address and toggles the direction from the column heading', async () => {
    await page.goto(`${listUrl}?sortBy=name&sortDir=desc`);
    await waitForRows(10);
    expect((await rowNames())[0]).toBe('Punct 12');
    await page.getByTestId('list-sort-name').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sortDir') ?? 'asc').toBe('asc');
    await expect.poll(async () => (await rowNames())[0]).toBe('Punct 01');
  });

  it('searches from the address and from the search box, back on page 1', async () => {
    await page.goto(`${listUrl}?search=${encodeURIComponent('Punct 07')}`);
    await waitForRows(1);
    expect(await rowNames()).toEqual(['Punct 07']);
    await page.goto(`${listUrl}?page=2`);
    await waitForRows(2);
    await page.getByTestId('list-search').fill('Turda');
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('Turda');
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await waitForRows(6);
  });

  it('moves a page beyond the last one to the last page', async () => {
    await page.goto(`${listUrl}?page=9`);
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await waitForRows(2);
  });
});
