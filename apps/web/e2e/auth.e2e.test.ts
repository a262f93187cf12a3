import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, skipNoticeIfMissing } from './support/browser';
import { type BrowserSuite, openBrowserSuite } from './support/browser-suite';
import { watchMailbox } from './support/mailbox';
import type { RunningServer } from './support/server';

skipNoticeIfMissing('the authentication flow');

// A fresh user per run; the password is unusual enough not to be in the leaked-password list.
const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const user = {
  fname: 'Ștefania',
  lname: 'Țăranu',
  email: `e2e-${suffix}@example.test`,
  password: `Factură-${suffix}-9a`,
  newPassword: `Chitanță-${suffix}-7b`,
};

describe.skipIf(!hasChromium)('authentication in the browser', () => {
  let suite: BrowserSuite | undefined;
  let server: RunningServer;
  let page: Page;
  let pageErrors: string[] = [];

  const field = (name: string) => page.locator(`input[name="${name}"]`);

  /**
   * Waits for the address and for an element of the new page: the router changes the address before
   * React has replaced the previous page, whose inputs may share names with the next one.
   */
  async function arriveAt(pathname: string, testId: string) {
    await page.waitForURL((url) => url.pathname === pathname);
    await page.getByTestId(testId).waitFor();
  }

  async function logIn(password: string) {
    await page.getByTestId('login-submit').waitFor();
    await field('email').fill(user.email);
    await field('password').fill(password);
    await page.getByTestId('login-submit').click();
  }

  /** A fresh account has no company yet, so signing in ends on the first-company onboarding. */
  async function expectSignedIn() {
    await arriveAt('/create-first-company', 'first-company-title');
    expect(await page.getByTestId('first-company-title').textContent()).toContain(
      `Bun venit, ${user.fname}!`,
    );
  }

  async function logOut() {
    await page.getByRole('button', { name: 'Ieși din cont' }).click();
    await arriveAt('/login', 'login-submit');
  }

  beforeAll(async () => {
    // The cookie banner was answered on an earlier visit, so it covers none of the forms.
    suite = await openBrowserSuite();
    ({ server, page, pageErrors } = suite);
  });

  afterAll(async () => {
    await suite?.close();
  });

  it('sends a visitor without a session to the login page, in Romanian', async () => {
    await page.goto('/');
    await arriveAt('/login', 'login-submit');
    expect(await page.locator('html').getAttribute('lang')).toBe('ro');
    expect(await page.getByTestId('login-submit').textContent()).toBe('Intră în cont');
  });

  it('switches the language of the public pages', async () => {
    const languageSwitch = page.getByTestId('language-switch');
    await languageSwitch.getByText('en', { exact: true }).click();
    await expect.poll(() => page.getByTestId('login-submit').textContent()).toBe('Sign in');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await languageSwitch.getByText('ro', { exact: true }).click();
    await expect.poll(() => page.getByTestId('login-submit').textContent()).toBe('Intră în cont');
  });

  it('shows a not-found screen for an unknown address', async () => {
    await page.goto('/nu-exista');
    await page.getByTestId('not-found').waitFor();
  });

  it('shows the rule codes of an invalid signup translated next to the fields', async () => {
    await page.goto('/signup');
    await page.getByTestId('signup-submit').waitFor();
    await field('email').fill('not-an-email');
    await field('password').fill('short');
    await page.getByTestId('signup-submit').click();
    await page.getByText('Adresa de e-mail nu este validă.').waitFor();
    await page.getByText('Trebuie să accepți pentru a continua.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/signup');
  });

  it('signs up and verifies the e-mail address with the mailed code', async () => {
    await page.goto('/signup');
    await page.getByTestId('signup-submit').waitFor();
    await field('fname').fill(user.fname);
    await field('lname').fill(user.lname);
    await field('email').fill(user.email);
    await field('password').fill(user.password);
    await field('confirmPassword').fill(user.password);
    // The terms open as an overlay with their own address and close without losing what was typed.
    await page.getByTestId('terms-link').click();
    await page.waitForURL((url) => url.pathname === '/signup/terms-of-service');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === '/signup');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await field('fname').inputValue()).toBe(user.fname);
    await field('tos').check();
    const mailbox = await watchMailbox(server.baseUrl, user.email);
    await page.getByTestId('signup-submit').click();
    await arriveAt('/verify-email', 'verify-email-submit');
    // Nothing is signed in before the mailed code comes back: the page carries the address.
    expect(new URL(page.url()).searchParams.get('email')).toBe(user.email);
    await page.getByText(user.email).first().waitFor();

    await field('code').fill(await mailbox.nextCode());
    await page.getByTestId('verify-email-submit').click();
    await expectSignedIn();
  });

  it('logs out and back in', async () => {
    await logOut();
    await logIn(user.password);
    await expectSignedIn();
    await logOut();
  });

  it('resets a forgotten password with the mailed code', async () => {
    await page.getByTestId('forgot-password-link').click();
    await arriveAt('/forgot-password', 'forgot-password-submit');
    await field('email').fill(user.email);
    const mailbox = await watchMailbox(server.baseUrl, user.email);
    await page.getByTestId('forgot-password-submit').click();
    await arriveAt('/forgot-password/finish', 'forgot-password-finish-submit');
    expect(await field('email').inputValue()).toBe(user.email);

    await field('code').fill(await mailbox.nextCode());
    await field('password').fill(user.newPassword);
    await field('confirmPassword').fill(user.newPassword);
    await page.getByTestId('forgot-password-finish-submit').click();
    await arriveAt('/login', 'login-submit');
  });

  it('refuses the old password and accepts the new one', async () => {
    await logIn(user.password);
    await page.getByText('E-mailul sau parola nu sunt corecte.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await logIn(user.newPassword);
    await expectSignedIn();
  });

  it('raised no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
