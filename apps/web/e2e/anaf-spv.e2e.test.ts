import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders } from './support/api-session';
import { seriousViolations } from './support/axe';
import { hasChromium, newAppContext, newAppPage, skipNoticeIfMissing } from './support/browser';
import { type BrowserSuite, openBrowserSuite } from './support/browser-suite';
import { invoicingCompany, invoicingUser } from './support/invoicing-company';
import { collectPageErrors } from './support/page-errors';
import type { RunningServer } from './support/server';

skipNoticeIfMissing('the SPV connection flow');

const user = invoicingUser('anaf-spv', 'Radu', 'Știrbu');
/** The company invoicingCompany makes (the VAT-payer simulator's Cluj company). */
const CUI = '36914726';
const COMPANY_NAME = 'SOMEŞ COD SOFTWARE SRL';

/** A calendar day `days` after today in Romania, written as the Romanian date field reads it. */
function romanianDay(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' })
    .format(date)
    .split('-');
  return `${day}.${month}.${year}`;
}

// The SPV connection of a company in the browser: the accountant's invitation link (valid, then
// tampered with), the activation through the ANAF simulator's login page (the app runs its built-in
// simulator over real HTTP), the status turning active on the page and the dashboard, the
// certificate's expiry warning, automatic sending, and the deactivation.
describe.skipIf(!hasChromium)('SPV connection in the browser', () => {
  let suite: BrowserSuite | undefined;
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];
  let companyId = '';
  let tabPath = '';
  let invitation = '';

  const byTestId = (id: string) => page.getByTestId(id);
  const status = () => byTestId('spv-connection-status').getAttribute('data-status');

  beforeAll(async () => {
    suite = await openBrowserSuite();
    ({ server, context, page, pageErrors } = suite);
    ({ companyId } = await invoicingCompany(context, server.baseUrl, user));
    tabPath = `/my-companies/${companyId}/anaf-spv`;
  });

  afterEach(async () => {
    await suite?.clearRoutes();
  });

  afterAll(async () => {
    await suite?.close();
  });

  it('shows an inactive connection, what it means and the activation steps', async () => {
    await page.goto(tabPath);
    await byTestId('spv-page').waitFor();
    expect(await status()).toBe('inactive');
    expect(await byTestId('spv-connection-status').textContent()).toBe('Inactivă');
    expect(await byTestId('spv-status-meaning').textContent()).toContain('nu este conectată');
    expect(await byTestId('spv-steps').textContent()).toContain('cel puțin 24 de ore');
    // The authorization comes after the certificate is said to be ready.
    expect(await byTestId('spv-authorize').count()).toBe(0);
    expect(await byTestId('spv-certificate-continue').isDisabled()).toBe(true);
    await byTestId('spv-accountant-link').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('makes an invitation link for the accountant, whose page verifies it', async () => {
    await byTestId('spv-accountant-create').click();
    const link = byTestId('spv-accountant-link');
    await link.waitFor();
    invitation = await link.inputValue();
    expect(new URL(invitation).pathname).toBe('/anaf-spv');
    expect(await byTestId('spv-accountant-expiry').textContent()).toContain('valabil până la');

    await page.goto(invitation);
    await byTestId('accountant-activation').waitFor();
    const submit = byTestId('accountant-submit');
    await expect.poll(() => submit.isEnabled()).toBe(true);
    expect(await byTestId('accountant-business-id').textContent()).toContain(CUI);
    expect(await byTestId('accountant-business-name').textContent()).toBe(COMPANY_NAME);
    expect(await byTestId('accountant-user-name').textContent()).not.toBe('');
    expect(await byTestId('accountant-authorises').locator('li').count()).toBeGreaterThan(2);
    expect(await byTestId('accountant-problem').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    // The modal says where the accountant goes next; cancelling leaves the page as it was.
    await submit.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('accountant-modal-continue').waitFor();
    expect(await dialog.textContent()).toContain(CUI);
    await dialog.getByRole('button', { name: 'Renunță' }).click();
    await expect.poll(() => byTestId('accountant-modal-continue').count()).toBe(0);
  });

  it('refuses a tampered invitation link with the invalid-link message', async () => {
    const tampered = new URL(invitation);
    tampered.searchParams.set('businessName', 'Altă Firmă SRL');
    await page.goto(tampered.toString());
    const problem = byTestId('accountant-problem');
    await problem.waitFor();
    expect(await problem.getAttribute('data-problem')).toBe('invalid');
    expect(await problem.textContent()).toContain('nu este valid');
    expect(await byTestId('accountant-submit').isDisabled()).toBe(true);

    const badSignature = new URL(invitation);
    badSignature.searchParams.set('sig', `${badSignature.searchParams.get('sig')}x`);
    await page.goto(badSignature.toString());
    await expect.poll(() => byTestId('accountant-problem').getAttribute('data-problem')).toBe('invalid');
  });

  it('words an expired link and a server failure as the catalogue says', async () => {
    // The server's answers for a link past its expiry and for a failure, given to the page as such
    // (the server's own expiry check has its API test).
    const answer = (status: number, body: unknown) =>
      page.route('**/v1/anaf-spv/accountant/verify?*', (route) =>
        route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
      );
    await answer(422, { message: 'common.errors.validation', errors: { sig: ['expired'] } });
    await page.goto(invitation);
    const problem = byTestId('accountant-problem');
    await expect.poll(() => problem.getAttribute('data-problem')).toBe('expired');
    expect(await problem.textContent()).toContain('a expirat');
    expect(await byTestId('accountant-submit').isDisabled()).toBe(true);

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await answer(500, { message: 'common.errors.internal-server-error' });
    await page.goto(invitation);
    await expect.poll(() => problem.getAttribute('data-problem')).toBe('server');
    expect(await problem.textContent()).toContain('eroare pe server');
    expect(await byTestId('accountant-submit').isDisabled()).toBe(true);
  });

  /** From the tab to the simulator's login page, through the certificate step. */
  async function toSimulatorLogin() {
    await page.goto(tabPath);
    await byTestId('spv-certificate-ready').check();
    await byTestId('spv-certificate-continue').click();
    await byTestId('spv-authorize').click();
    await byTestId('anaf-sim-cuis').waitFor();
  }

  it('says so when the access is refused on the ANAF page', async () => {
    await toSimulatorLogin();
    await byTestId('anaf-sim-deny').click();
    await page.waitForURL((url) => url.pathname === tabPath);
    const postback = byTestId('spv-postback');
    await postback.waitFor();
    expect(await postback.getAttribute('data-code')).toBe('access_denied');
    expect(await postback.textContent()).toContain('Accesul a fost refuzat');
    expect(await status()).toBe('inactive');
  });

  it('connects through the ANAF simulator login page and shows the connection active', async () => {
    await toSimulatorLogin();
    // The simulator's page, standing in for ANAF's certificate login, on its own origin.
    expect(new URL(page.url()).origin).not.toBe(new URL(server.baseUrl).origin);
    await byTestId('anaf-sim-cuis').fill(CUI);
    await byTestId('anaf-sim-authorize').click();
    // ANAF's redirect reaches the server's callback, which sends the browser back to the tab.
    await page.waitForURL((url) => url.pathname === tabPath);
    const postback = byTestId('spv-postback');
    await postback.waitFor();
    expect(await postback.getAttribute('data-code')).toBe('success');
    expect(await postback.textContent()).toContain('a fost activată');
    // The postback leaves the address, so a reload does not repeat the message.
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(status).toBe('active');
    expect(await byTestId('spv-connection-status').textContent()).toBe('Activă');
    expect(await byTestId('spv-steps-done').isVisible()).toBe(true);
    // The company's header and the dashboard card say so too.
    await page.goto('/');
    await expect.poll(() => byTestId('spv-status').first().textContent()).toBe('Activă');
  });

  it('warns about a certificate expiring within 30 days and keeps the automatic sending setting', async () => {
    await page.goto(tabPath);
    await byTestId('spv-page').waitFor();
    const date = byTestId('spv-certificate-date');
    await date.fill(romanianDay(10));
    await date.press('Enter');
    await byTestId('spv-certificate-save').click();
    const warning = byTestId('spv-certificate-warning');
    await warning.waitFor();
    expect(await warning.textContent()).toContain('expiră peste 10 zile');

    await byTestId('spv-auto-send-enabled').check();
    await byTestId('spv-auto-send-hours').fill('48');
    // The setting is kept once the server has answered its save, not when the button settles.
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/anaf-spv/settings') && response.request().method() === 'PUT',
    );
    await byTestId('spv-auto-send-save').click();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await byTestId('spv-page').waitFor();
    await expect.poll(() => byTestId('spv-auto-send-hours').inputValue()).toBe('48');
    expect(await byTestId('spv-certificate-warning').isVisible()).toBe(true);
    // The dashboard's card warns too.
    await page.goto('/');
    await expect.poll(() => byTestId('spv-card-certificate').textContent()).toContain('10 zile');
    await page.goto(tabPath);
    await byTestId('spv-page').waitFor();
  });

  it('deactivates the connection after a confirmation', async () => {
    await byTestId('spv-deactivate').click();
    await byTestId('spv-deactivate-confirm').click();
    await expect.poll(status).toBe('inactive');
    expect(await byTestId('spv-deactivate').count()).toBe(0);
  });

  it('lets the accountant activate it from the invitation link, then hides the button', async () => {
    await page.goto(tabPath);
    const link = byTestId('spv-accountant-link');
    await link.waitFor();
    const url = await link.inputValue();
    // The accountant has no session in the app: a context of their own.
    const browser = context.browser();
    if (!browser) throw new Error('the suite has no browser');
    const accountant = await newAppContext(browser, server.baseUrl);
    try {
      const other = await newAppPage(accountant);
      await other.goto(url);
      const submit = other.getByTestId('accountant-submit');
      await expect.poll(() => submit.isEnabled()).toBe(true);
      await submit.click();
      await other.getByTestId('accountant-modal-continue').click();
      await other.getByTestId('anaf-sim-cuis').fill(CUI);
      await other.getByTestId('anaf-sim-authorize').click();
      await other.waitForURL((next) => next.pathname === '/anaf-spv');
      const postback = other.getByTestId('spv-postback');
      await postback.waitFor();
      expect(await postback.getAttribute('data-code')).toBe('success');
      expect(await other.getByTestId('accountant-submit').count()).toBe(0);
      expect(await other.getByTestId('accountant-problem').count()).toBe(0);
      // The link's parameters stay, the postback goes.
      await expect.poll(() => new URL(other.url()).searchParams.has('postback')).toBe(false);
      expect(new URL(other.url()).searchParams.get('businessId')).toBe(CUI);
    } finally {
      await accountant.close();
    }
    // The owner's page, open all along, learns it from the real-time notification.
    await expect.poll(status).toBe('active');
    expect(await byTestId('spv-page').textContent()).toContain('Activată de contabil');
  });

  it('shows the connection read-only to a member who may only read it', async () => {
    const member = {
      email: `e2e-spv-reader-${Date.now().toString(36)}@example.test`,
      password: 'Sub-Cititor-2026',
    };
    const added = await context.request.post('/dev/members', {
      headers: await csrfHeaders(context),
      data: {
        ...member,
        grants: { company: { [companyId]: ['my-companies.read', 'anaf-spv.ro-e-factura.read'] } },
      },
    });
    expect(added.status(), await added.text()).toBe(201);
    const browser = context.browser();
    if (!browser) throw new Error('the suite has no browser');
    const readerContext = await newAppContext(browser, server.baseUrl);
    try {
      const reader = await newAppPage(readerContext);
      const readerErrors = collectPageErrors(reader);
      await reader.goto('/login');
      await reader.locator('input[name="email"]').fill(member.email);
      await reader.locator('input[name="password"]').fill(member.password);
      await reader.getByTestId('login-submit').click();
      await reader.getByTestId('dashboard-greeting').waitFor();
      await reader.goto(tabPath);
      const badge = reader.getByTestId('spv-connection-status');
      await expect.poll(() => badge.getAttribute('data-status')).toBe('active');
      // What it is, without a way to change it.
      expect(await reader.getByTestId('spv-certificate-value').textContent()).not.toBe('');
      expect(await reader.getByTestId('spv-auto-send-value').textContent()).toContain('48 de ore');
      for (const control of [
        'spv-deactivate',
        'spv-certificate-save',
        'spv-auto-send-save',
        'spv-accountant',
      ]) {
        expect(await reader.getByTestId(control).count(), control).toBe(0);
      }
      expect(readerErrors).toEqual([]);
    } finally {
      await readerContext.close();
    }
  });

  it('raised no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
