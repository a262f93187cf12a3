import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders } from './support/api-session';
import { startAppServer } from './support/app-server';
import {
  hasChromium,
  launchBrowser,
  newAppContext,
  newAppPage,
  skipNoticeIfMissing,
} from './support/browser';
import { invoicingCompany, invoicingUser } from './support/invoicing-company';
import { collectPageErrors } from './support/page-errors';
import type { RunningServer } from './support/server';

skipNoticeIfMissing('passkeys');

const user = invoicingUser('passkeys', 'Ilinca', 'Mărgineanu');

describe.skipIf(!hasChromium)('passkeys in the browser, with a virtual authenticator', () => {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];

  const byTestId = (id: string) => page.getByTestId(id);

  async function signOut() {
    const response = await context.request.post('/v1/auth/logout', { headers: await csrfHeaders(context) });
    expect(response.status()).toBe(204);
  }

  beforeAll(async () => {
    server = await startAppServer();
    browser = await launchBrowser();
    // A passkey belongs to a domain name, never to an IP address: these pages open on localhost.
    const base = server.baseUrl.replace('127.0.0.1', 'localhost');
    context = await newAppContext(browser, base);
    page = await newAppPage(context);
    pageErrors = collectPageErrors(page);
    await invoicingCompany(context, base, user);
    // The platform authenticator of a phone or laptop, as Chromium's DevTools protocol simulates it.
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable', { enableUI: false });
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
  });

  afterAll(async () => {
    try {
      await context?.close();
      await browser?.close();
    } finally {
      await server?.stop();
    }
  });

  it('adds a passkey in my account', async () => {
    await page.goto('/my-account');
    await byTestId('account-link-passkeys').click();
    await page.waitForURL((url) => url.pathname === '/my-account/passkeys');
    await byTestId('passkeys-empty').waitFor();
    await byTestId('passkey-add').click();
    await expect.poll(() => byTestId('passkey-row').count()).toBe(1);
    expect(await byTestId('passkey-row').textContent()).toContain('Chrome · Linux');
  });

  it('signs in with the passkey alone: no e-mail, no password', async () => {
    await signOut();
    await page.goto('/login');
    await byTestId('login-passkey').click();
    await page.waitForURL((url) => url.pathname === '/');
    const identity = await context.request.get('/v1/auth/identity');
    expect(((await identity.json()) as { email: string }).email).toBe(user.email);
  });

  it('removes the passkey, after which it opens nothing', async () => {
    await page.goto('/my-account/passkeys');
    await expect.poll(() => byTestId('passkey-row').filter({ hasNotText: '—' }).count()).toBe(1);
    await byTestId('passkey-remove').click();
    await byTestId('passkeys-empty').waitFor();

    await signOut();
    await page.goto('/login');
    await byTestId('login-passkey').click();
    await expect
      .poll(() => page.getByText('Cheia de acces nu a putut fi verificată').count())
      .toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(pageErrors).toEqual([]);
  });
});
