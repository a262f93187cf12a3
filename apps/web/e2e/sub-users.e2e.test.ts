import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, newAppContext, newAppPage, skipNoticeIfMissing } from './support/browser';
import { type BrowserSuite, openBrowserSuite } from './support/browser-suite';
import { apiPost, invoicingCompany, invoicingUser } from './support/invoicing-company';
import { watchMailbox } from './support/mailbox';
import { collectPageErrors } from './support/page-errors';

skipNoticeIfMissing('users and permissions');

const owner = invoicingUser('sub-users', 'Sorin', 'Lazăr');
const memberEmail = `e2e-member-${Date.now().toString(36)}@example.test`;
const memberPassword = `Contabil-${Date.now().toString(36)}-7Q`;
const FIRST = 'SOMEŞ COD SOFTWARE SRL';
const SECOND = 'Carpați Distribuție SRL';

describe.skipIf(!hasChromium)('an owner invites a member with some rights on one of two companies', () => {
  let suite: BrowserSuite | undefined;
  let page: Page;
  let pageErrors: string[] = [];
  let memberContext: BrowserContext | undefined;
  let memberPage: Page;
  let memberErrors: string[] = [];
  let invitationPath = '';

  beforeAll(async () => {
    suite = await openBrowserSuite();
    ({ page, pageErrors } = suite);
    await invoicingCompany(suite.context, suite.server.baseUrl, owner);
    await apiPost(suite.context, '/v1/my-companies', {
      businessId: '18547290',
      legalName: SECOND,
      vatPayer: true,
      vatUponCollection: false,
      address: { countryCode: 'RO', countyCode: 'RO-BN', city: 'Bistrița', street: 'Str. Gării 3' },
      tos: true,
    });
  });

  afterAll(async () => {
    await memberContext?.close();
    await suite?.close();
  });

  it('invites the member from users and permissions', async () => {
    const mailbox = await watchMailbox((suite as BrowserSuite).server.baseUrl, memberEmail);
    await page.goto('/');
    await page.getByTestId('nav-group-my-account').click();
    await page.getByTestId('nav-sub-users').click();
    await page.getByTestId('sub-users-page').waitFor();
    await page.getByTestId('sub-users-create').click();
    await page.getByTestId('sub-user-form').waitFor();
    await page.locator('input[name="fname"]').fill('Dana');
    await page.locator('input[name="lname"]').fill('Pop');
    await page.locator('input[name="email"]').fill(memberEmail);
    await page.getByRole('checkbox', { name: FIRST }).check();
    await page.getByTestId('permission-client-invoices.read').check();
    // A report area has only a read box; ticking write brings read along, delete stays apart.
    expect(await page.getByTestId('permission-client-reports.write').count()).toBe(0);
    await page.getByTestId('permission-client-reports.read').check();
    await page.getByTestId('permission-partners.write').check();
    expect(await page.getByTestId('permission-partners.read').isChecked()).toBe(true);
    expect(await page.getByTestId('permission-partners.delete').isChecked()).toBe(false);
    await page.getByTestId('sub-user-submit').click();
    await page.waitForURL((url) => url.pathname === '/management/users');
    const row = page.getByTestId('sub-user-row').filter({ hasText: memberEmail });
    await expect.poll(() => row.textContent()).toContain('Invitat');
    expect(await row.textContent()).toContain(FIRST);
    invitationPath = await mailbox.nextLinkPath();
    expect(invitationPath).toMatch(/^\/invitation\//);
  });

  it('lets the member choose a password from the link, and shows only the allowed company', async () => {
    const browser = page.context().browser();
    if (!browser) throw new Error('no browser behind the page');
    // The member signs in from a browser of their own: a context without the owner's cookies.
    memberContext = await newAppContext(browser, (suite as BrowserSuite).server.baseUrl);
    memberPage = await newAppPage(memberContext);
    memberErrors = collectPageErrors(memberPage);
    await memberPage.goto(invitationPath);
    await memberPage.getByTestId('invitation-form').waitFor();
    await memberPage.locator('input[name="password"]').fill(memberPassword);
    await memberPage.locator('input[name="confirmPassword"]').fill(memberPassword);
    await memberPage.getByTestId('invitation-submit').click();
    await memberPage.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => memberPage.getByTestId('company-selector').textContent()).toContain('SOMEŞ COD');
    await memberPage.getByTestId('company-selector').click();
    await expect.poll(() => memberPage.getByRole('menuitem', { name: FIRST }).count()).toBe(1);
    expect(await memberPage.getByRole('menuitem', { name: SECOND }).count()).toBe(0);
    await memberPage.keyboard.press('Escape');
  });

  it('shows the member the invoices but not how to issue one', async () => {
    await memberPage.goto('/clients/invoices');
    await memberPage.getByTestId('list-screen').waitFor();
    expect(await memberPage.getByTestId('document-create').count()).toBe(0);
    await memberPage.goto('/clients/invoices/create');
    await memberPage.waitForURL((url) => url.pathname !== '/clients/invoices/create');
    await expect.poll(() => memberPage.getByText('Nu ai permisiunea').count()).toBeGreaterThan(0);
    expect(memberErrors).toEqual([]);
  });

  it('offers the member the areas they hold: the reports, not the payments; partners to edit, not delete', async () => {
    await memberPage.goto('/');
    await memberPage.getByTestId('nav-group-clients').click();
    await memberPage.getByTestId('nav-clients-reports').waitFor();
    expect(await memberPage.getByTestId('nav-clients-payments').count()).toBe(0);
    expect(await memberPage.getByTestId('nav-clients-receipts').count()).toBe(0);
    await memberPage.goto('/partners');
    const row = memberPage.getByTestId('list-row').first();
    await row.getByRole('button', { name: /Acțiuni/ }).click();
    await memberPage.getByRole('menuitem', { name: 'Modifică' }).waitFor();
    expect(await memberPage.getByTestId('partner-row-delete').count()).toBe(0);
    await memberPage.keyboard.press('Escape');
    expect(memberErrors).toEqual([]);
  });

  it('removes the member, who is signed out at the next step', async () => {
    await page.goto('/management/users');
    const row = page.getByTestId('sub-user-row').filter({ hasText: memberEmail });
    await row.getByTestId('sub-user-delete').click();
    await page.getByTestId('confirm-delete').click();
    await expect.poll(() => row.count()).toBe(0);
    await memberPage.goto('/clients/invoices');
    await memberPage.waitForURL((url) => url.pathname === '/login');
    expect(memberErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
