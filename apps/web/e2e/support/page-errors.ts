import type { Page } from 'playwright-core';

/**
 * Collects the uncaught errors of a page; each suite ends by expecting none, since a crash in the
 * app can leave the screen looking right while a step silently did nothing.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
