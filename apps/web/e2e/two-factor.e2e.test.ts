import { TOTP_STEP_SECONDS, totpAt } from '@app/domain/auth/totp';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders } from './support/api-session';
import { hasChromium, skipNoticeIfMissing } from './support/browser';
import { type BrowserSuite, openBrowserSuite } from './support/browser-suite';
import { invoicingCompany, invoicingUser } from './support/invoicing-company';

skipNoticeIfMissing('two-factor sign-in');

const user = invoicingUser('two-factor', 'Radu', 'Vlădescu');

describe.skipIf(!hasChromium)('two-factor sign-in in the browser', () => {
  let suite: BrowserSuite | undefined;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];
  let secret = '';
  let recoveryCodes: string[] = [];

  const byTestId = (id: string) => page.getByTestId(id);
  const field = (name: string) => page.locator(`input[name="${name}"]`);

  async function signOut() {
    const response = await context.request.post('/v1/auth/logout', { headers: await csrfHeaders(context) });
    expect(response.status()).toBe(204);
  }

  async function passwordStep() {
    await page.goto('/login');
    await byTestId('login-submit').waitFor();
    await field('email').fill(user.email);
    await field('password').fill(user.password);
    await byTestId('login-submit').click();
    await byTestId('login-second-step').waitFor();
  }

  /** Signed in: the app leaves the login page for the dashboard. */
  const signedIn = () => page.waitForURL((url) => url.pathname === '/');

  beforeAll(async () => {
    suite = await openBrowserSuite();
    ({ context, page, pageErrors } = suite);
    await invoicingCompany(context, suite.server.baseUrl, user);
  });

  afterAll(async () => {
    await suite?.close();
  });

  it('turns on the authenticator app with the QR code, a first code and the password', async () => {
    await page.goto('/my-account/two-factor-authentication');
    await byTestId('two-factor-start').click();
    await byTestId('two-factor-qr').waitFor();
    secret = ((await byTestId('two-factor-secret').textContent()) ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await field('code').fill(await totpAt(secret, Date.now()));
    await field('password').fill(user.password);
    await byTestId('two-factor-finish').click();
    await expect.poll(() => byTestId('two-factor-recovery-code').count()).toBe(10);
    recoveryCodes = (await byTestId('two-factor-recovery-code').allTextContents()).map((code) => code.trim());
    expect(await byTestId('two-factor-status').textContent()).toContain(
      'Autentificarea în doi pași este activă',
    );
  });

  it('asks for the code after the password, refuses a wrong one and signs in with the right one', async () => {
    await signOut();
    await passwordStep();
    const step = TOTP_STEP_SECONDS * 1000;
    const near = await Promise.all([-step, 0, step].map((offset) => totpAt(secret, Date.now() + offset)));
    const wrong = ['000000', '111111', '222222', '333333'].find((code) => !near.includes(code)) as string;
    await field('code').fill(wrong);
    await byTestId('login-second-step-submit').click();
    await expect.poll(() => page.getByText('Codul nu este corect').count()).toBeGreaterThan(0);

    // The code of the next step, taken just before it is sent: the one that turned the app on
    // (this step's or the last one's) may not serve twice.
    await field('code').fill(await totpAt(secret, Date.now() + step));
    await byTestId('login-second-step-submit').click();
    await signedIn();
  });

  it('signs in with a recovery code, once', async () => {
    await signOut();
    await passwordStep();
    await byTestId('login-second-step-switch').click();
    await field('recoveryCode').fill(recoveryCodes[0] as string);
    await byTestId('login-second-step-submit').click();
    await signedIn();
  });

  it('turns two-factor sign-in off with the password', async () => {
    await page.goto('/my-account/two-factor-authentication');
    await byTestId('two-factor-deactivate-link').click();
    await page.waitForURL((url) => url.pathname === '/my-account/two-factor-authentication-deactivate');
    await field('password').fill(user.password);
    await byTestId('two-factor-deactivate').click();
    await page.waitForURL((url) => url.pathname === '/my-account/two-factor-authentication');
    await byTestId('two-factor-start').waitFor();
  });

  it('lists this session and the security log of the round', async () => {
    await page.goto('/my-account');
    await byTestId('account-link-sessions').click();
    await page.waitForURL((url) => url.pathname === '/my-account/sessions');
    const current = byTestId('session-row').filter({ hasText: 'Acest dispozitiv' });
    await expect.poll(() => current.count()).toBe(1);
    expect(await current.textContent()).toContain('Chrome · Linux');
    const log = byTestId('security-log-row');
    await expect.poll(() => log.filter({ hasText: 'Autentificare în doi pași dezactivată' }).count()).toBe(1);
    expect(await log.filter({ hasText: 'Autentificare în doi pași activată' }).count()).toBe(1);
    expect(await log.filter({ hasText: 'Autentificare cu un cod de recuperare' }).count()).toBe(1);
    expect(pageErrors).toEqual([]);
  });
});
