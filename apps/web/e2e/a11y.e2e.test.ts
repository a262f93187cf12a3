import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer } from './support/app-server';
import { seriousViolations } from './support/axe';
import { hasChromium, launchBrowser, skipNoticeIfMissing } from './support/browser';
import type { RunningServer } from './support/server';

skipNoticeIfMissing('the accessibility suite');

describe.skipIf(!hasChromium)('accessibility (axe-core)', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startAppServer();
    browser = await launchBrowser();
    // A plain page (no consent cookie, Chromium's language): axe checks the app as a first visitor sees it.
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('finds nothing serious on the login page', async () => {
    await page.goto(`${server.baseUrl}/login`);
    await page.locator('input[name="email"]').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('finds nothing serious on the dashboard', async () => {
    await page.locator('input[name="email"]').fill('demo-e2e@example.test');
    await page.locator('input[name="password"]').fill('Demo-e2e-Passw0rd');
    await page.locator('[data-testid="login-submit"]').click();
    await page.waitForURL(`${server.baseUrl}/`);
    await page.getByRole('main').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('finds nothing serious on a list', async () => {
    await page.goto(`${server.baseUrl}/my-companies`);
    await page.getByRole('table').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('finds nothing serious on a form', async () => {
    await page.goto(`${server.baseUrl}/my-account/change-details`);
    await page.locator('input[name="fname"]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
