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
});
