import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page, type ViewportSize } from 'playwright-core';

/** The Chromium the suites drive; CHROMIUM_PATH points elsewhere on machines that keep it elsewhere. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Without Chromium the browser suites are skipped rather than failed (describe.skipIf). */
export const hasChromium = existsSync(CHROMIUM_PATH);

/** Says why a suite is skipped, so a green run without Chromium is not mistaken for a tested one. */
export function skipNoticeIfMissing(suiteName: string): void {
  if (hasChromium) return;
  console.warn(
    `[e2e] Skipping ${suiteName}: no Chromium at ${CHROMIUM_PATH}. ` +
      'Install it (apt-get install chromium) or point CHROMIUM_PATH at a Chromium binary.',
  );
}

/**
 * Headless Chromium without a sandbox (containers run it as root) and without the background
 * traffic (updates, sync, QUIC) that only slows a test run down or makes it flaky.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface AppContextOptions {
  viewport?: ViewportSize;
  /**
   * The browser's language: Romanian, the app's own default, unless a suite says otherwise
   * (an explicit undefined leaves Chromium's own).
   */
  locale?: string;
  /**
   * Whether the cookie banner was already answered (necessary cookies only). True by default: the
   * banner would cover the bottom of the pages. False for the suites that test or answer the banner.
   */
  consentAnswered?: boolean;
}

/** The value the app stores for "necessary cookies only" (v1:statistics=0, URL-encoded). */
const NECESSARY_ONLY_CONSENT = 'v1%3Astatistics%3D0';

/** A browser context on the server, so pages and context.request take paths relative to it. */
export async function newAppContext(
  browser: Browser,
  baseUrl: string,
  { consentAnswered = true, ...options }: AppContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'ro-RO', ...options });
  if (consentAnswered) {
    await context.addCookies([{ name: 'cookie-consent', value: NECESSARY_ONLY_CONSENT, url: baseUrl }]);
  }
  return context;
}

/**
 * A page whose steps wait up to 30 s for their state: the first visits of a fresh server are slow,
 * and slower still on a machine busy with other work. A step that passes does not wait any longer.
 */
export async function newAppPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  openPages.add(page);
  page.once('close', () => openPages.delete(page));
  return page;
}

/** The pages open now, whose address and text a failed test prints (see failure-logs.ts). */
export const openPages = new Set<Page>();

/** The cookie banner may cover what a step clicks: answer it whenever it shows. */
export async function answerConsentWhenShown(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByTestId('consent-banner'), async () => {
    await page.getByTestId('consent-necessary-only').click();
  });
}
