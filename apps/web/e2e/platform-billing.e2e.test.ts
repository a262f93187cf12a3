import { formatCalendarDate } from '@app/domain/format/calendar-date';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders, signUpAndVerify } from './support/api-session';
import { hasChromium, skipNoticeIfMissing } from './support/browser';
import { type BrowserSuite, openOperatorSuite } from './support/browser-suite';
import { apiPost, invoicingUser } from './support/invoicing-company';

skipNoticeIfMissing('platform billing administration');

const operator = invoicingUser('platform-operator', 'Oana', 'Marin');
const customer = invoicingUser('platform-customer', 'Cristian', 'Pop');
const CUSTOMER_COMPANY = 'Țesătoria Platformei SRL';
const BASIC_YEARLY = 'plan:invoicing-basic:yearly';

/** A company of the signed-in user's own account, through the API (the company suites test the form). */
const addCompany = (suite: BrowserSuite, legalName: string) =>
  apiPost(suite.context, '/v1/my-companies', {
    businessId: '36914726',
    legalName,
    vatPayer: true,
    vatUponCollection: false,
    address: {
      countryCode: 'RO',
      countyCode: 'RO-CJ',
      city: 'Cluj-Napoca',
      street: 'Str. Memorandumului 28',
    },
    tos: true,
  });

/** The date as the Romanian interface writes it, in the users' time zone (Europe/Bucharest). */
const romanianDate = (iso: string) =>
  formatCalendarDate(new Date(iso).toLocaleDateString('en-CA', { timeZone: 'Europe/Bucharest' }), 'ro-RO');

const monthsBetween = (from: string, to: string) => {
  const a = new Date(from);
  const b = new Date(to);
  return (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth();
};

describe.skipIf(!hasChromium)('the platform operator’s billing administration', () => {
  let suite: BrowserSuite | undefined;
  let page: Page;
  let pageErrors: string[] = [];
  let customerCompanyId = '';

  beforeAll(async () => {
    suite = await openOperatorSuite(operator.email);
    ({ page, pageErrors } = suite);
  });

  afterAll(async () => {
    await suite?.close();
  });

  it('offers a customer neither the menu entry nor the page', async () => {
    const current = suite as BrowserSuite;
    await signUpAndVerify(current.context, current.server.baseUrl, customer);
    customerCompanyId = (await addCompany(current, CUSTOMER_COMPANY)).id;

    await page.goto('/');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Contul meu' }).waitFor();
    expect(await page.getByTestId('user-menu-platform-billing').count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.goto('/platform/billing');
    await page.getByTestId('not-found').waitFor();
    expect(await page.getByTestId('platform-billing-page').count()).toBe(0);
    expect((await current.context.request.get('/v1/platform/subscriptions')).status()).toBe(403);
  });

  it('extends a customer’s subscription by a month with a reason, and finds it in the audit trail', async () => {
    const current = suite as BrowserSuite;
    const logout = await current.context.request.post('/v1/auth/logout', {
      headers: await csrfHeaders(current.context),
    });
    expect(logout.status()).toBe(204);
    await signUpAndVerify(current.context, current.server.baseUrl, operator);
    await addCompany(current, 'Operatorul Platformei SRL');

    await page.goto('/');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-platform-billing').click();
    await page.waitForURL((url) => url.pathname === '/platform/billing');

    const row = page.locator(
      `[data-testid="platform-subscription-row"][data-company-id="${customerCompanyId}"][data-plan-code="${BASIC_YEARLY}"]`,
    );
    await row.waitFor();
    expect(await row.textContent()).toContain(CUSTOMER_COMPANY);
    const expiry = row.getByTestId('platform-subscription-expires');
    const subscriptionId = (await row.getAttribute('data-id')) ?? '';
    const before = (await expiry.getAttribute('data-value')) ?? '';
    expect(await expiry.textContent()).toBe(romanianDate(before));

    await row.getByTestId('platform-subscription-extend').click();
    // The modal's form (ServerForm names it extend-form).
    const modal = page.getByTestId('extend-form');
    await modal.waitFor();
    // The form checks with the server's schema before sending: a reason is needed.
    await page.getByTestId('extend-submit').click();
    await modal.getByText('Cel puțin 3 caractere.').waitFor();

    // A 422 of the server is shown next to its field (answered here once, as the form's own check
    // lets no such value through).
    const extendUrl = '**/v1/platform/subscriptions/*/extend';
    await page.route(extendUrl, (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'validation', errors: { months: ['max:24'] } }),
      }),
    );
    await modal.getByLabel('Motiv').fill('Compensare pentru întreruperea din martie');
    await page.getByTestId('extend-submit').click();
    await modal.getByText('Cel mult 24.').waitFor();
    await page.unroute(extendUrl);

    const answer = page.waitForResponse(
      (response) => response.url().includes('/extend') && response.request().method() === 'POST',
    );
    await page.getByTestId('extend-submit').click();
    const response = await answer;
    expect(response.status()).toBe(200);
    const { expiresAt } = (await response.json()) as { expiresAt: string };
    expect(monthsBetween(before, expiresAt)).toBe(1);
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => expiry.getAttribute('data-value')).toBe(expiresAt);
    expect(await expiry.textContent()).toBe(romanianDate(expiresAt));

    await page.getByTestId('platform-billing-tab-audit').click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'audit');
    const entry = page.locator(
      `[data-testid="platform-audit-row"][data-action="subscription-extended"][data-subject-id="${subscriptionId}"]`,
    );
    await entry.waitFor();
    const text = (await entry.textContent()) ?? '';
    expect(text).toContain('Abonament prelungit');
    expect(text).toContain(CUSTOMER_COMPANY);
    expect(text).toContain('Compensare pentru întreruperea din martie');
    expect(text).toContain(romanianDate(expiresAt));
    expect(pageErrors).toEqual([]);
  });
});
