import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from './support/api-session';
import { hasChromium, skipNoticeIfMissing } from './support/browser';
import { type BrowserSuite, openBrowserSuite } from './support/browser-suite';
import { waitForListParam, waitForListRows } from './support/list-screen';

skipNoticeIfMissing('the list screen');

const demo = { email: 'demo-e2e@example.test', password: 'Demo-e2e-Passw0rd' };

/** Twelve working points of the demo company: more than one page of ten. */
const POINTS = Array.from({ length: 12 }, (_, i) => `Punct ${String(i + 1).padStart(2, '0')}`);

// Every step waits for the list to settle (rows shown, no call under way), never for a time: the
// first visits of a fresh server on a busy machine can take many seconds.
describe.skipIf(!hasChromium)('the shared list screen driven through the address bar', () => {
  let suite: BrowserSuite | undefined;
  let page: Page;
  let listUrl = '';

  const rowNames = async () =>
    (await page.getByTestId('list-row').allTextContents()).map((text) => text.match(/Punct \d\d/)?.[0]);

  beforeAll(async () => {
    // Cookie choice made, so the consent banner stays out of the way; the rows are found by test id,
    // so the browser keeps its own language.
    suite = await openBrowserSuite({ viewport: { width: 1280, height: 900 }, locale: undefined });
    page = suite.page;
    // The working points are made through the API, in the signed-in session the page shares.
    const { context } = suite;
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
    await suite?.close();
  });

  it('shows the first page of ten, then the second page from the address', async () => {
    await page.goto(listUrl);
    await waitForListRows(page, 10);
    await page.goto(`${listUrl}?page=2`);
    await waitForListRows(page, 2);
    expect(await rowNames()).toEqual(['Punct 11', 'Punct 12']);
    expect(await page.locator('[data-testid="list-page-link"][aria-current="page"]').textContent()).toBe('2');
  });

  it('sorts from the address and toggles the direction from the column heading', async () => {
    await page.goto(`${listUrl}?sortBy=name&sortDir=desc`);
    await waitForListRows(page, 10);
    expect((await rowNames())[0]).toBe('Punct 12');
    await page.getByTestId('list-sort-name').click();
    // Ascending is the default direction, which the address leaves out.
    await page.waitForURL((url) => (url.searchParams.get('sortDir') ?? 'asc') === 'asc');
    // The descending rows stay on screen until the ascending ones arrive: wait for those.
    await expect.poll(async () => (await rowNames())[0]).toBe('Punct 01');
    await waitForListRows(page, 10);
  });

  it('searches from the address and from the search box, back on page 1', async () => {
    await page.goto(`${listUrl}?search=${encodeURIComponent('Punct 07')}`);
    await waitForListRows(page, 1);
    expect(await rowNames()).toEqual(['Punct 07']);
    await page.goto(`${listUrl}?page=2`);
    await waitForListRows(page, 2);
    await page.getByTestId('list-search').fill('Turda');
    await waitForListParam(page, 'search', 'Turda');
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await waitForListRows(page, 6);
  });

  it('moves a page beyond the last one to the last page', async () => {
    await page.goto(`${listUrl}?page=9`);
    await waitForListParam(page, 'page', '2');
    await waitForListRows(page, 2);
    expect(await rowNames()).toEqual(['Punct 11', 'Punct 12']);
  });

  it('has no uncaught page errors', () => {
    expect(suite?.pageErrors).toEqual([]);
  });
});
