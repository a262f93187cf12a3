import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerConsentWhenShown, hasChromium, skipNoticeIfMissing } from './support/browser';
import { type BrowserSuite, openBrowserSuite } from './support/browser-suite';

skipNoticeIfMissing('the notifications');

const demo = { email: 'demo-e2e@example.test', password: 'Demo-e2e-Passw0rd' };

describe.skipIf(!hasChromium)('notifications in the browser', () => {
  let suite: BrowserSuite | undefined;
  let page: Page;
  let companyId: string;
  let pageErrors: string[] = [];
  /** Channels the page's WebSocket subscribed to (from the frames the server sent). */
  const subscribed = new Set<string>();

  const field = (name: string) => page.locator(`input[name="${name}"]`);
  const bellCount = async () =>
    Number(await page.getByTestId('notifications-bell-count').getAttribute('data-count'));

  /** Calls the API from the page, with its cookies and CSRF token, like the app does. */
  function callFromPage<T>(
    method: string,
    url: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> {
    return page.evaluate(
      async ({ method, url, body }) => {
        const token = () =>
          document.cookie
            .split(';')
            .map((part) => part.trim())
            .find((part) => part.startsWith('XSRF-TOKEN='))
            ?.slice('XSRF-TOKEN='.length);
        if (method !== 'GET' && !token()) await fetch('/v1/auth/csrf-cookie', { credentials: 'include' });
        const headers: Record<string, string> = { Accept: 'application/json' };
        if (body !== undefined) headers['Content-Type'] = 'application/json';
        const csrf = token();
        if (method !== 'GET' && csrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(csrf);
        const response = await fetch(url, {
          method,
          headers,
          credentials: 'include',
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await response.text();
        return { status: response.status, body: text ? JSON.parse(text) : null };
      },
      { method, url, body },
    ) as Promise<{ status: number; body: T }>;
  }

  async function trigger(type: string, data: Record<string, unknown>) {
    const answer = await callFromPage('POST', '/dev/notifications', { myCompanyId: companyId, type, data });
    expect(answer.status).toBe(201);
  }

  beforeAll(async () => {
    // No consent cookie: these pages meet the banner as a new visitor does, and answer it.
    suite = await openBrowserSuite({ consentAnswered: false });
    ({ page, pageErrors } = suite);
    await answerConsentWhenShown(page);
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        try {
          const message = JSON.parse(String(payload)) as { event?: string; channel?: string };
          if (message.event === 'subscription_succeeded' && message.channel) subscribed.add(message.channel);
        } catch {
          // Not JSON.
        }
      });
    });
  });

  afterAll(async () => {
    await suite?.close();
  });

  it('signs in and subscribes to the real-time channels', async () => {
    await page.goto('/login');
    await page.getByTestId('login-submit').waitFor();
    await field('email').fill(demo.email);
    await field('password').fill(demo.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('notifications-bell').waitFor();

    const companies = await callFromPage<{ items: Array<{ id: string }> }>(
      'GET',
      '/v1/my-companies?page=1&perPage=100',
    );
    companyId = companies.body.items[0]?.id ?? '';
    expect(companyId).not.toBe('');

    await expect
      .poll(() => [...subscribed].some((channel) => channel.startsWith('private-tenants.')))
      .toBe(true);
    await expect.poll(bellCount).toBe(0);
  });

  it('shows a new notification in the bell in real time and opens it', async () => {
    await trigger('client-invoices-efactura-rejected', {
      invoiceId: 'inv-123',
      seriesAndNumber: 'FCT 0042',
      partnerName: 'Client Test SRL',
      grossTotal: '1190.5',
      currencyCode: 'RON',
    });
    // No navigation in between: only the real-time event can bring it.
    await expect.poll(bellCount).toBe(1);

    await page.getByTestId('notifications-bell').click();
    const dropdown = page.getByTestId('notifications-dropdown');
    const item = dropdown.getByTestId('notification-item');
    await item.waitFor();
    expect(await item.getByTestId('notification-title').textContent()).toBe(
      'Factură respinsă de RO e-Factura',
    );
    const details = await item.getByTestId('notification-details').textContent();
    expect(details).toContain('FCT 0042');
    expect(details).toContain('Client Test SRL');
    expect(details).toContain('1.190,50 RON');

    await item.click();
    await page.waitForURL((url) => url.pathname === '/clients/invoices/view/inv-123');
    await dropdown.waitFor({ state: 'hidden' });
    // Marked read: the count drops once the bell reloads after the page change.
    await expect.poll(bellCount).toBe(0);
  });

  it('opens the errors modal of a failed import', async () => {
    await trigger('products-import-failed', {
      errors: [{ row: 7, name: 'Ciocan', errors: { vatCode: ['exists'], name: ['max:100'] } }],
    });
    await expect.poll(bellCount).toBe(1);
    await page.getByTestId('notifications-bell').click();
    await page.getByTestId('notifications-dropdown').getByTestId('notification-item').click();
    const modal = page.getByRole('dialog', { name: 'Erori la importul produselor' });
    await modal.getByText('Rândul 7: Ciocan').waitFor();
    await modal.getByText('Valoarea nu există în nomenclator.').waitFor();
    await page.getByTestId('import-errors-close').click();
    await modal.waitFor({ state: 'hidden' });
    await expect.poll(bellCount).toBe(0);
  });

  it('lists every notification on the notifications page and marks the selected ones read', async () => {
    await trigger('export-finished', { exportType: 'client-invoice-pdfs' });
    await expect.poll(bellCount).toBe(1);
    await page.getByTestId('notifications-bell').click();
    await page.getByTestId('notifications-see-all').click();
    await page.waitForURL((url) => url.pathname === '/notifications');
    await page.getByTestId('notifications-page').waitFor();
    const rows = page.getByTestId('list-row');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.first().getByTestId('notification-title').textContent()).toBe(
      'Exportul este gata de descărcare',
    );
    expect(await page.getByTestId('notification-unread-badge').count()).toBe(1);

    await page.getByTestId('list-select-page').check();
    await page.getByTestId('notifications-mark-read').click();
    await expect.poll(() => page.getByTestId('notification-unread-badge').count()).toBe(0);
    await expect.poll(bellCount).toBe(0);
  });

  it('raised no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
