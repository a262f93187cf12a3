import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startAppServer } from './app-server';
import { type AppContextOptions, launchBrowser, newAppContext, newAppPage } from './browser';
import { collectPageErrors } from './page-errors';
import type { RunningServer } from './server';

/** What a suite drives: its own server, and one page in one context of a fresh Chromium. */
export interface BrowserSuite {
  server: RunningServer;
  context: BrowserContext;
  page: Page;
  /** Uncaught errors of the page; each suite ends by expecting none. */
  pageErrors: string[];
  /**
   * Removes every route interception of the page and the context (for afterEach), so a test that
   * failed half-way does not leave its fake answers to the next one. The session, cookies and
   * storage stay: the tests of a suite build on each other's sign-in and data.
   */
  clearRoutes(): Promise<void>;
  /** Closes the context, then the browser, then stops the server (for afterAll). */
  close(): Promise<void>;
}

/**
 * Opens everything a suite needs in its beforeAll. If a step fails, what was already started is
 * stopped here, since the suite never gets the handle to close it.
 */
export async function openBrowserSuite(options: AppContextOptions = {}): Promise<BrowserSuite> {
  const server = await startAppServer();
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const context = await newAppContext(browser, server.baseUrl, options);
    const page = await newAppPage(context);
    const pageErrors = collectPageErrors(page);
    const opened = browser;
    // Each step runs even when the one before failed: a leftover server or browser would slow or
    // disturb the suites that follow.
    const close = async () => {
      try {
        await context.close();
      } finally {
        try {
          await opened.close();
        } finally {
          await server.stop();
        }
      }
    };
    const clearRoutes = async () => {
      // ignoreErrors: a handler still running for a request of the test that ended must not throw.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.unrouteAll({ behavior: 'ignoreErrors' });
    };
    return { server, context, page, pageErrors, clearRoutes, close };
  } catch (error) {
    await browser?.close();
    await server.stop();
    throw error;
  }
}

/**
 * A suite whose server starts with the platform's operators set (the server reads its
 * configuration once, from the environment it is started with; the suite's own is left as it was).
 */
export async function openOperatorSuite(operatorEmail: string): Promise<BrowserSuite> {
  const before = process.env.PLATFORM_OPERATORS;
  process.env.PLATFORM_OPERATORS = operatorEmail;
  try {
    return await openBrowserSuite();
  } finally {
    if (before === undefined) delete process.env.PLATFORM_OPERATORS;
    else process.env.PLATFORM_OPERATORS = before;
  }
}
