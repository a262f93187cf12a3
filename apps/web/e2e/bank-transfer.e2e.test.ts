import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders, logIn, type NewUser, signUpAndVerify } from './support/api-session';
import { hasChromium, skipNoticeIfMissing } from './support/browser';
import { type BrowserSuite, openOperatorSuite } from './support/browser-suite';
import { apiPost, invoicingUser } from './support/invoicing-company';

skipNoticeIfMissing('buying a subscription by bank transfer');

const operator = invoicingUser('transfer-operator', 'Oana', 'Marin');
const buyer = invoicingUser('transfer-buyer', 'Dan', 'Pop');

const company = (context: BrowserContext, businessId: string, legalName: string) =>
  apiPost(context, '/v1/my-companies', {
    businessId,
    legalName,
    vatPayer: true,
    vatUponCollection: false,
    address: { countryCode: 'RO', countyCode: 'RO-CJ', city: 'Cluj-Napoca', street: 'Str. Horea 5' },
    tos: true,
  });

async function switchTo(context: BrowserContext, user: NewUser) {
  const out = await context.request.post('/v1/auth/logout', { headers: await csrfHeaders(context) });
  expect(out.status()).toBe(204);
  await logIn(context, user);
}

describe.skipIf(!hasChromium)('buying a subscription by bank transfer', () => {
  let suite: BrowserSuite | undefined;
  let page: Page;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    suite = await openOperatorSuite(operator.email);
    ({ page, pageErrors } = suite);
  });

  afterAll(async () => {
    await suite?.close();
  });

  it('gets the platform’s proforma, an operator marks the transfer received, and the invoice follows', async () => {
    const { context, server } = suite as BrowserSuite;
    // The operator's company issues the platform's documents.
    await signUpAndVerify(context, server.baseUrl, operator);
    const platform = await company(context, '36914726', 'Platforma Facturare SRL');
    const named = await context.request.post('/dev/billing/platform-company', {
      headers: await csrfHeaders(context),
      data: { myCompanyId: platform.id },
    });
    expect(named.status()).toBe(204);
    await context.request.post('/v1/auth/logout', { headers: await csrfHeaders(context) });

    await signUpAndVerify(context, server.baseUrl, buyer);
    const own = await company(context, '18547290', 'Țesătoria Transfer SRL');
    const subscriptionsPath = `/my-companies/${own.id}/subscriptions`;
    await page.goto(subscriptionsPath);
    await page.getByTestId('buy-invoicing-smart-open').click();
    await page.getByTestId('purchase-modal').waitFor();
    await page.getByTestId('purchase-method-bank-transfer').click();
    await page.getByText('Primești o proformă emisă de noi').waitFor();
    await page.getByTestId('purchase-accept-terms').check();
    await page.getByTestId('purchase-submit').click();

    const issued = page.getByTestId('proforma-issued');
    await issued.waitFor();
    expect(await issued.textContent()).toContain('59,00');
    const href = (await page.getByTestId('proforma-download').getAttribute('href')) ?? '';
    const pdf = await context.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    await page.getByRole('button', { name: 'Închide' }).click();
    const pending = page.locator('[data-testid="payment-row"][data-status="pending"]');
    await pending.getByTestId('payment-proforma').waitFor();
    expect(await pending.textContent()).toContain('Așteptăm transferul bancar');

    // The operator sees the transfer on the platform's account and marks it received.
    await switchTo(context, operator);
    await page.goto('/platform/billing?tab=payments');
    const row = page.locator(
      '[data-testid="platform-payment-row"][data-status="pending"][data-method="bank-transfer"]',
    );
    await row.getByTestId('platform-payment-mark-received').click();
    await page.getByTestId('mark-received-reference').fill('OP 771 din 26.11.2026');
    await page.getByTestId('mark-received-submit').click();
    await page
      .locator('[data-testid="platform-payment-row"][data-status="accepted"][data-method="bank-transfer"]')
      .waitFor();

    // The buyer has Smart and, once the platform has issued it, its invoice.
    await switchTo(context, buyer);
    await page.goto(subscriptionsPath);
    await expect.poll(() => page.getByTestId('subscriptions-table').textContent()).toContain('Smart');
    const accepted = page.locator('[data-testid="payment-row"][data-status="accepted"]');
    await expect
      .poll(async () => {
        await page.reload();
        await accepted.waitFor();
        return accepted.getByTestId('payment-invoice').count();
      })
      .toBe(1);
    const invoice = await context.request.get(
      (await accepted.getByTestId('payment-invoice').getAttribute('href')) ?? '',
    );
    expect(invoice.status()).toBe(200);
    expect(pageErrors).toEqual([]);
  });
});
