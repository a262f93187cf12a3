import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, skipNoticeIfMissing } from './support/browser';
import { type BrowserSuite, openBrowserSuite } from './support/browser-suite';
import { apiPost, invoicingCompany, invoicingUser } from './support/invoicing-company';

skipNoticeIfMissing('exports');

const owner = invoicingUser('exports', 'Elena', 'Dumitru');

describe.skipIf(!hasChromium)('exports of a company’s documents', () => {
  let suite: BrowserSuite | undefined;
  let page: Page;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    suite = await openBrowserSuite();
    ({ page, pageErrors } = suite);
    const { context } = suite;
    const company = await invoicingCompany(context, suite.server.baseUrl, owner);
    const series = await company.addSeries('client-invoice', 'EXP');
    const rates = await context.request.get(`${company.base}/vat-rates?perPage=100`);
    const rate = ((await rates.json()) as { items: { id: string; value: string }[] }).items.find(
      (item) => Number(item.value) === 21,
    );
    for (const day of ['2026-10-05', '2026-10-20']) {
      const invoice = await apiPost(context, `${company.base}/client-invoices`, {
        partnerId: company.partnerId,
        documentSeriesId: series.id,
        issueDate: day,
        lines: [{ name: 'Role de bumbac', unitCode: 'H87', quantity: '2', price: '50', vatRateId: rate?.id }],
      });
      await apiPost(context, `${company.base}/client-invoices/${invoice.id}/publish`, {}, 200);
    }
  });

  afterAll(async () => {
    await suite?.close();
  });

  it('starts an export of October’s invoice PDFs and downloads the archive once it is ready', async () => {
    await page.goto('/my-account/exports');
    await page.getByTestId('exports-empty').waitFor();
    await page.getByTestId('export-from').fill('2026-10-01');
    await page.getByTestId('export-to').fill('2026-10-31');
    await page.getByTestId('export-submit').click();
    const row = page.getByTestId('export-row').first();
    await row.waitFor();
    await page.locator('[data-testid="export-row"][data-status="complete"]').waitFor({ timeout: 60_000 });
    await expect.poll(() => row.textContent()).toContain('Gata');

    const download = page.waitForEvent('download');
    await row.getByTestId('export-download').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^facturi-clienti-pdf_\d+_2026-10-01_2026-10-31\.zip$/);
    expect(pageErrors).toEqual([]);
  });

  it('says when the period has nothing to export and when the end comes before the start', async () => {
    await page.getByTestId('export-from').fill('2020-01-01');
    await page.getByTestId('export-to').fill('2020-01-31');
    await page.getByTestId('export-submit').click();
    await page.getByText('Nu există documente de procesat pentru selecția făcută.').waitFor();
    await page.getByTestId('export-to').fill('2019-12-31');
    await page.getByTestId('export-submit').click();
    await page.getByText('Data de sfârșit trebuie să fie după data de început.').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
