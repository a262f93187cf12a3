import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, skipNoticeIfMissing } from './support/browser';
import { type BrowserSuite, openBrowserSuite } from './support/browser-suite';
import { invoicingCompany, invoicingUser } from './support/invoicing-company';

skipNoticeIfMissing('buying a subscription');

const owner = invoicingUser('subscriptions', 'Radu', 'Ionescu');

describe.skipIf(!hasChromium)('buying a subscription by card', () => {
  let suite: BrowserSuite | undefined;
  let page: Page;
  let pageErrors: string[] = [];
  let companyId = '';

  beforeAll(async () => {
    suite = await openBrowserSuite();
    ({ page, pageErrors } = suite);
    ({ companyId } = await invoicingCompany(suite.context, suite.server.baseUrl, owner));
  });

  afterAll(async () => {
    await suite?.close();
  });

  it('buys Smart monthly on the provider’s page from the inventory’s gate, and opens the inventory', async () => {
    const subscriptionsPath = `/my-companies/${companyId}/subscriptions`;
    await page.goto('/inventory/warehouses');
    await page.waitForURL((url) => url.pathname === subscriptionsPath);

    await page.getByTestId('buy-invoicing-smart-open').click();
    await page.getByTestId('purchase-modal').waitFor();
    await expect.poll(() => page.getByTestId('purchase-total').textContent()).toContain('59,00');
    await page.getByTestId('purchase-submit').click();
    // The terms must be accepted first.
    await page.getByText('Trebuie să accepți pentru a continua.').waitFor();
    await page.getByTestId('purchase-accept-terms').check();
    await page.getByTestId('purchase-submit').click();

    // The payment provider's hosted page (the simulator in tests), on its own origin.
    await page.waitForURL((url) => url.pathname.startsWith('/pay/'));
    await page.getByLabel('Număr card').fill('4242 4242 4242 4242');
    await page.getByTestId('pay-submit').click();

    await page.waitForURL((url) => url.pathname === subscriptionsPath && url.searchParams.has('payment'));
    await page.locator('[data-testid="payment-return"][data-state="accepted"]').waitFor();
    await expect.poll(() => page.getByTestId('subscriptions-table').textContent()).toContain('Smart');
    await page.locator('[data-testid="payment-row"][data-status="accepted"]').waitFor();

    await page.goto('/inventory/warehouses');
    await page.getByTestId('list-empty-empty').waitFor();
    expect(new URL(page.url()).pathname).toBe('/inventory/warehouses');
    expect(pageErrors).toEqual([]);
  });

  it('e-mails a pending payment’s link from the payments table, then gives the payment up', async () => {
    const subscriptionsPath = `/my-companies/${companyId}/subscriptions`;
    // The plans end, as the expiry job would end them, so Basic can be bought again.
    await page.goto(subscriptionsPath);
    const expired = await page.evaluate(async (id) => {
      const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const response = await fetch('/dev/subscriptions/expire', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': token },
        body: JSON.stringify({ myCompanyId: id }),
      });
      return response.status;
    }, companyId);
    expect(expired).toBe(204);
    await page.reload();
    await page.getByTestId('buy-invoicing-basic-open').click();
    await page.getByTestId('purchase-accept-terms').check();
    await page.getByTestId('purchase-submit').click();
    await page.waitForURL((url) => url.pathname.startsWith('/pay/'));
    await page.getByRole('link', { name: 'Renunță' }).click();

    // Back with the buyer's "cancel": the payment is given up.
    await page.waitForURL((url) => url.pathname === subscriptionsPath);
    await page.locator('[data-testid="payment-return"][data-state="rejected"]').waitFor();
    await page.locator('[data-testid="payment-row"][data-status="rejected"]').waitFor();

    await page.getByTestId('buy-invoicing-basic-open').click();
    await page.getByTestId('purchase-accept-terms').check();
    await page.getByTestId('purchase-submit').click();
    await page.waitForURL((url) => url.pathname.startsWith('/pay/'));
    await page.goto(subscriptionsPath);
    const pending = page.locator('[data-testid="payment-row"][data-status="pending"]');
    await pending.getByRole('button', { name: 'Trimite linkul de plată' }).click();
    await page.getByTestId('payment-link-email').fill('contabil@example.com');
    await page.getByTestId('payment-link-send').click();
    await page.getByText('Linkul de plată a fost trimis la contabil@example.com.').waitFor();
    await pending.getByRole('button', { name: 'Renunță la plată' }).click();
    await expect
      .poll(() => page.locator('[data-testid="payment-row"][data-status="rejected"]').count())
      .toBe(2);
    // Only the latest attempt offers a new try, and not seconds after it was given up.
    expect(await page.getByTestId('payment-retry').count()).toBe(1);
    await page.getByTestId('payment-retry').click();
    await page.getByText('Ai reîncercat plata prea devreme. Reîncarcă pagina pentru a continua.').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
