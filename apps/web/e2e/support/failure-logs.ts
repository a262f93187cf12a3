import type { Page } from 'playwright-core';
import { beforeEach } from 'vitest';
import { openPages } from './browser';
import { condensedLogLine } from './log-lines';
import { runningServers } from './server';

/** Lines of a server's log kept for one failed test: enough to see what the server was doing. */
const KEPT_LINES = 80;
/** Characters of a page's text printed: its heading, alerts and first rows. */
const PAGE_TEXT_CHARS = 600;

/** Where a page is and what it shows, on one line; a page too busy to answer says so. */
async function pageState(page: Page): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const text = await Promise.race([
    page
      .evaluate(() => document.body?.innerText ?? '')
      .catch((error: Error) => `(unreadable: ${error.message})`),
    new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve('(no answer within 5 s)'), 5_000);
    }),
  ]).finally(() => clearTimeout(timer));
  const flat = text.replace(/\s+/g, ' ').trim().slice(0, PAGE_TEXT_CHARS);
  return `[e2e] page at ${page.url()} shows: ${flat}`;
}

/**
 * A browser test that fails prints where each open page is and what it shows, and what each
 * running server logged while the test ran (requests with their times, warnings such as a stalled
 * embedded database): a CI log then says why, not only that an element or a response never came.
 */
beforeEach((context) => {
  const marks = new Map([...runningServers].map((server) => [server, server.output().length]));
  context.onTestFailed(async () => {
    for (const page of openPages) console.error(await pageState(page));
    for (const [server, mark] of marks) {
      const lines = server.output().slice(mark).split('\n').filter(Boolean);
      const shown = lines.slice(-KEPT_LINES).map(condensedLogLine);
      const cut = lines.length > shown.length ? ` (last ${shown.length} of ${lines.length} lines)` : '';
      console.error(`[e2e] ${server.baseUrl} logged during the failed test${cut}:\n${shown.join('\n')}`);
    }
  });
});
