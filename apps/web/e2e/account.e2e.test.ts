import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerConsentWhenShown, hasChromium, skipNoticeIfMissing } from './support/browser';
import { type BrowserSuite, openBrowserSuite } from './support/browser-suite';

skipNoticeIfMissing('the account pages');

// The server seeds this verified account with one company (support/server.ts).
const demo = { email: 'demo-e2e@example.test', password: 'Demo-e2e-Passw0rd' };
const newPassword = `Chitanță-${Date.now().toString(36)}-7b`;

describe.skipIf(!hasChromium)('my account in the browser', () => {
  let suite: BrowserSuite | undefined;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];

  const field = (name: string) => page.locator(`input[name="${name}"]`);

  async function arriveAt(pathname: string, testId: string) {
    await page.waitForURL((url) => url.pathname === pathname);
    await page.getByTestId(testId).waitFor();
  }

  async function logIn(password: string) {
    await page.goto('/login');
    await page.getByTestId('login-submit').waitFor();
    await field('email').fill(demo.email);
    await field('password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/');
  }

  /** The texts that describe an input (Mantine links its error through aria-describedby). */
  async function describedBy(name: string): Promise<string> {
    const ids = ((await field(name).getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
    const texts = await Promise.all(
      ids.map((id) =>
        page
          .locator(`[id="${id}"]`)
          .textContent({ timeout: 1000 })
          .catch(() => ''),
      ),
    );
    return texts.join(' ');
  }

  /** Waits until the error shown next to the input contains the text. */
  async function expectFieldError(name: string, text: string) {
    await expect.poll(() => describedBy(name)).toContain(text);
  }

  beforeAll(async () => {
    // No consent cookie: these pages meet the banner as a new visitor does, and answer it.
    suite = await openBrowserSuite({ consentAnswered: false });
    ({ context, page, pageErrors } = suite);
    await answerConsentWhenShown(page);
  });

  afterAll(async () => {
    await suite?.close();
  });

  it('opens the account overview with links to each section', async () => {
    await logIn(demo.password);
    await page.goto('/my-account');
    await page.getByTestId('account-page').waitFor();
    await page.getByTestId('account-link-details').click();
    await arriveAt('/my-account/change-details', 'account-details-submit');
  });

  it('changes the details and the interface language with them', async () => {
    await expect.poll(() => field('fname').inputValue()).toBe('Demo');
    await field('fname').fill('');
    await page.getByTestId('account-details-submit').click();
    await expectFieldError('fname', 'Câmpul este obligatoriu.');

    await field('fname').fill('Ștefan');
    await field('lname').fill('Mureșan');
    await page.getByTestId('account-locale').click();
    await page.getByRole('option', { name: 'English' }).click();
    await page.getByTestId('account-details-submit').click();
    await page.getByText('Your account details have been saved.').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    // The identity in the cache changed: the overview shows the new name without a reload.
    await page.getByTestId('account-back').click();
    await arriveAt('/my-account', 'account-page');
    expect(await page.getByTestId('account-name').textContent()).toBe('Ștefan Mureșan');

    // And the server kept it.
    await page.reload();
    await page.getByTestId('account-name').waitFor();
    expect(await page.getByTestId('account-name').textContent()).toBe('Ștefan Mureșan');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    // Back to Romanian for the next steps.
    await page.goto('/my-account/change-details');
    await page.getByTestId('account-details-submit').waitFor();
    await page.getByTestId('account-locale').click();
    await page.getByRole('option', { name: 'Română' }).click();
    await page.getByTestId('account-details-submit').click();
    await page.getByText('Datele contului au fost salvate.').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ro');
  });

  it('shows a wrong current password next to its field, then changes the password', async () => {
    await page.goto('/my-account/change-password');
    await page.getByTestId('account-password-submit').waitFor();
    await field('currentPassword').fill('Not-the-password-1');
    await field('password').fill(newPassword);
    await field('confirmPassword').fill(newPassword);
    await page.getByTestId('account-password-submit').click();
    await expectFieldError('currentPassword', 'Parola actuală nu este corectă.');
    expect(await describedBy('password')).not.toContain('Parola actuală');

    await field('currentPassword').fill(demo.password);
    await page.getByTestId('account-password-submit').click();
    await page.getByText('Parola a fost schimbată.', { exact: false }).waitFor();
    expect(await field('currentPassword').inputValue()).toBe('');
  });

  it('signs in with the new password', async () => {
    await context.clearCookies();
    await logIn(newPassword);
  });

  it('refuses to delete the account without the word "confirm" or with a wrong password', async () => {
    await page.goto('/my-account');
    await page.getByTestId('account-delete-open').click();
    const modal = page.getByRole('dialog', { name: 'Șterge contul' });
    await modal.waitFor();
    await modal.locator('input[name="password"]').fill('Wrong-password-1');
    await modal.locator('input[name="confirmation"]').fill('nu');
    await page.getByTestId('delete-account-submit').click();
    await modal.getByText('Scrie „confirm” pentru a continua.').waitFor();

    await modal.locator('input[name="confirmation"]').fill('confirm');
    await page.getByTestId('delete-account-submit').click();
    await modal.getByText('Parola actuală nu este corectă.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/my-account');
  });

  it('schedules the deletion, signs out and says how to cancel it', async () => {
    const modal = page.getByRole('dialog', { name: 'Șterge contul' });
    await modal.locator('input[name="password"]').fill(newPassword);
    await page.getByTestId('delete-account-submit').click();
    await arriveAt('/login', 'login-submit');
    const flash = page.getByTestId('flash-success');
    await flash.waitFor();
    expect(await flash.textContent()).toContain('30 de zile');

    // Signing in again within the recovery period cancels the deletion.
    await logIn(newPassword);
  });

  it('raised no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
