import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './support/server';
import { ensureWebBuild } from './support/web-build';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM_PATH);
if (!hasChromium) console.warn(`[e2e] Skipping the list screen: no Chromium at ${CHROMIUM_PATH}.`);

const repoRoot = path.resolve(import.meta.dirname, '../../..');
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
    ensureWebBuild(repoRoot);
    server = await startServer(repoRoot);
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
      ],
    });
    context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 } });
    // Cookie choice made, so the consent banner stays out of the way.
    await context.addCookies([{ name: 'cookie-consent', value: 'v1%3Astatistics%3D0', url: server.baseUrl }]);
    page = await context.newPage();
    await context.request.get('/v1/auth/csrf-cookie');
    const token = decodeURIComponent(
      (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
    );
    const headers = { 'X-XSRF-TOKEN': token };
    expect((await context.request.post('/v1/auth/login', { headers, data: demo })).status()).toBe(200);
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
