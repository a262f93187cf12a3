import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, skipNoticeIfMissing } from './support/browser';
import { type BrowserSuite, openBrowserSuite } from './support/browser-suite';

skipNoticeIfMissing('the import wizard');

const demo = { email: 'demo-e2e@example.test', password: 'Demo-e2e-Passw0rd' };
const suffix = Date.now().toString(36);

/** A products file as a user fills it in: Romanian titles, three good rows and one bad one. */
async function productsXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Produse');
  sheet.addRows([
    ['Denumire', 'Cod produs', 'Serviciu', 'Unitate de măsură', 'Cod TVA', 'Cotă TVA'],
    [`Pâine ${suffix}`, `PAINE-${suffix}`, 'Nu', 'H87', 'S', 21],
    [`Lapte ${suffix}`, `LAPTE-${suffix}`, 'Nu', 'H87', 'S', 21],
    [`Rând greșit ${suffix}`, `GRESIT-${suffix}`, 'poate', 'H87', 'S', 21],
    [`Montaj ${suffix}`, `MONTAJ-${suffix}`, 'Da', 'H87', 'S', 21],
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe.skipIf(!hasChromium)('the import wizard in the browser', () => {
  let suite: BrowserSuite | undefined;
  let page: Page;
  let pageErrors: string[] = [];
  const byTestId = (id: string) => page.getByTestId(id);
  const bellCount = async () => Number(await byTestId('notifications-bell-count').getAttribute('data-count'));

  beforeAll(async () => {
    suite = await openBrowserSuite();
    ({ page, pageErrors } = suite);
  });

  afterAll(async () => {
    await suite?.close();
  });

  it('signs in as the demo user', async () => {
    await page.goto('/login');
    await page.locator('input[name="email"]').fill(demo.email);
    await page.locator('input[name="password"]').fill(demo.password);
    await byTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/');
    await byTestId('notifications-bell').waitFor();
  });

  it('imports a products XLSX with one bad row, fixed by discarding it, and announces the end', async () => {
    const unreadBefore = await bellCount();
    await page.goto('/products');
    await byTestId('import-open-products').click();
    const wizard = byTestId('import-wizard');
    await byTestId('import-drop-zone').waitFor();

    // Upload: the file goes through the hidden input the drop zone's button opens.
    await byTestId('import-file-input').setInputFiles({
      name: 'produse.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await productsXlsx(),
    });
    // Sheet and header row: found by themselves.
    await expect.poll(() => byTestId('import-row-count').textContent()).toBe('Rânduri de importat: 4');
    await byTestId('import-next').click();

    // Columns: every title suggested its field, so the required ones are matched.
    await expect.poll(() => byTestId('import-match-row').count()).toBe(6);
    expect(await byTestId('import-match-missing').count()).toBe(0);
    await byTestId('import-next').click();

    // Validation: the bad row is named with its field message; only it is left when filtering.
    await byTestId('import-has-errors').waitFor();
    await byTestId('import-only-errors').click();
    const rows = byTestId('import-row');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().getAttribute('data-line')).toBe('4');
    expect(await rows.first().getByTestId('import-row-error').textContent()).toBe(
      'Serviciu: Valoarea trebuie să fie da sau nu.',
    );
    await rows.first().getByTestId('import-row-select').click();
    await byTestId('import-discard').click();
    await byTestId('import-all-valid').waitFor();
    expect(await byTestId('import-next').textContent()).toBe('Importă rândurile (3)');
    await byTestId('import-next').click();

    // The job: a progress bar, then the end, in the wizard and as a notification in the bell.
    await byTestId('import-finished').waitFor({ timeout: 30_000 });
    expect(await byTestId('import-finished').textContent()).toContain('au fost importate 3 rânduri');
    await expect.poll(bellCount).toBe(unreadBefore + 1);
    await byTestId('import-close').click();
    await wizard.waitFor({ state: 'detached' });

    await byTestId('notifications-bell').click();
    const titles = byTestId('notifications-dropdown').getByTestId('notification-title');
    await expect.poll(() => titles.allTextContents()).toContain('Importul produselor s-a încheiat');
    await page.keyboard.press('Escape');
  });

  it('left no errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
