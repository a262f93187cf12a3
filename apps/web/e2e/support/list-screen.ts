import type { Page } from 'playwright-core';

/**
 * Waits until the shared list screen has settled on exactly `count` rows: no call of the list under
 * way (the table and the search box say aria-busy while one is) and the rows counted in the page.
 * A row count alone can be the previous page's rows, still shown while the next page loads. Right
 * after an in-app change of the address (a click on a heading) the old rows may still look
 * settled for a moment: wait for a row that tells the new ones apart too.
 */
export async function waitForListRows(page: Page, count: number): Promise<void> {
  await page.waitForFunction((expected) => {
    const screen = document.querySelector('[data-testid="list-screen"]');
    if (!screen || screen.querySelector('[aria-busy="true"]')) return false;
    return screen.querySelectorAll('[data-testid="list-row"], [data-testid="list-card"]').length === expected;
  }, count);
}

/** Waits until the address's query parameter has the value (null: absent), as the list writes it. */
export async function waitForListParam(page: Page, name: string, value: string | null): Promise<void> {
  await page.waitForURL((url) => url.searchParams.get(name) === value);
}
