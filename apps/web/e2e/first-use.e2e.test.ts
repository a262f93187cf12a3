import { cuiCheckDigit } from '@app/domain/validators/cui';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify } from './support/api-session';
import { hasChromium, skipNoticeIfMissing } from './support/browser';
import { type BrowserSuite, openBrowserSuite } from './support/browser-suite';
import { apiPost, INVOICING_CLIENT, invoicingUser, newInvoiceForClient } from './support/invoicing-company';
import type { RunningServer } from './support/server';

skipNoticeIfMissing('the first use of a new company');

const user = invoicingUser('first-use', 'Mihai', 'Sălăjan');
/** A random CUI with a valid check digit: the development registry knows every such CUI. */
function randomValidCui(): string {
  const body = String(1_000_000 + Math.floor(Math.random() * 9_000_000));
  return `${body}${cuiCheckDigit(body)}`;
}

describe.skipIf(!hasChromium)('a new company on its first day', () => {
  let suite: BrowserSuite | undefined;
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];
  let cui = '';
  let legalName = '';
  let base = '';

  const byTestId = (id: string) => page.getByTestId(id);
  const textOf = async (id: string) =>
    ((await byTestId(id).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

  beforeAll(async () => {
    suite = await openBrowserSuite();
    ({ server, context, page, pageErrors } = suite);
    await signUpAndVerify(context, server.baseUrl, user);
    // Any valid CUI exists in the simulator; the test takes one whose made-up company pays VAT,
    // so its invoice line can carry 21%.
    for (let attempt = 0; attempt < 50 && cui === ''; attempt++) {
      const candidate = randomValidCui();
      const found = await context.request.get(`/v1/my-companies/lookup?businessId=${candidate}`);
      expect(found.status()).toBe(200);
      const body = (await found.json()) as { vatPayer: boolean; legalName: string };
      if (body.vatPayer) {
        cui = candidate;
        legalName = body.legalName;
      }
    }
    expect(cui).not.toBe('');
  });

  afterAll(async () => {
    await suite?.close();
  });

  it('fills the company from the simulated registry, says so, and creates it', async () => {
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/create-first-company');
    await byTestId('company-business-id').fill(cui);
    await byTestId('company-lookup').click();
    await byTestId('company-lookup-result').waitFor();
    expect(await textOf('company-lookup-simulated')).toContain('simulatorul ANAF (dezvoltare)');
    await expect.poll(() => byTestId('company-legal-name').inputValue()).toBe(legalName.replace(/Ş/g, 'Ș'));
    expect(await byTestId('company-address-city').inputValue()).not.toBe('');
    expect(await page.getByRole('switch', { name: 'Plătitor de TVA' }).isChecked()).toBe(true);

    await byTestId('company-tos').check();
    await byTestId('company-submit').click();
    const welcome = page.getByRole('dialog', { name: 'Bine ai venit!' });
    await welcome.waitFor();
    await byTestId('welcome-close').click();
    await page.waitForURL((url) => url.pathname === '/');

    const companies = (await (await context.request.get('/v1/my-companies')).json()) as {
      items: { id: string; businessId: string }[];
    };
    const company = companies.items.find((item) => item.businessId === cui);
    expect(company).toBeDefined();
    base = `/v1/my-companies/${company?.id}`;
  });

  it('issues its first invoice at once, in the series it was given', async () => {
    // The client through the API: the partner form has its own suite.
    await apiPost(context, `${base}/partners`, {
      type: 'company',
      role: 'client',
      name: INVOICING_CLIENT,
      businessId: '18547290',
      vatPayer: true,
      address: { countryCode: 'RO', countyCode: 'RO-BN', city: 'Bistrița', street: 'Str. Gării 3' },
    });
    await newInvoiceForClient(page);
    await expect.poll(() => byTestId('document-series').inputValue()).toContain('FACT');

    await byTestId('line-add').click();
    await byTestId('line-form').waitFor();
    await byTestId('line-name').fill('Consultanță contabilă');
    await byTestId('line-quantity').fill('2');
    await byTestId('line-price').fill('100');
    await byTestId('line-vat-rate').click();
    await page.getByRole('option', { name: '21%', exact: true }).click();
    await byTestId('line-save').click();
    await byTestId('line-form').waitFor({ state: 'detached' });
    await byTestId('document-submit').click();
    await page.waitForURL((url) => /^\/clients\/invoices\/view\/[0-9a-f-]{36}$/.test(url.pathname));

    await byTestId('view-publish').click();
    await byTestId('publish-confirm').waitFor();
    await expect.poll(() => textOf('publish-next-number')).toContain('FACT0001');
    await byTestId('publish-confirm').click();
    await byTestId('publish-confirm').waitFor({ state: 'detached' });
    await expect.poll(() => textOf('document-title')).toMatch(/^Factura FACT.*0001/);
    expect(await textOf('document-status')).toBe('Emisă');
  });

  it('shows an EUR invoice converted at its rate in the sales journal of all currencies', async () => {
    const rates = (await (await context.request.get(`${base}/vat-rates?perPage=100`)).json()) as {
      items: { id: string; code: string; value: string | null; validTo: string | null }[];
    };
    const standard = rates.items.find(
      (rate) => rate.code === 'S' && rate.validTo === null && Number(rate.value) === 21,
    );
    const series = (await (await context.request.get(`${base}/document-series?perPage=100`)).json()) as {
      items: { id: string; type: string }[];
    };
    const partners = (await (await context.request.get(`${base}/partners?perPage=10`)).json()) as {
      items: { id: string }[];
    };
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());
    // 100.00 EUR + 21% = 121.00 EUR at 5.0000: 500.00 + 105.00 = 605.00 RON.
    const draft = await apiPost(context, `${base}/client-invoices`, {
      partnerId: partners.items[0]?.id,
      documentSeriesId: series.items.find((entry) => entry.type === 'client-invoice')?.id,
      issueDate: today,
      dueDateType: '30-days',
      currency: 'EUR',
      currencyRate: '5.0000',
      lines: [{ name: 'Audit', unitCode: 'H87', quantity: '1', price: '100', vatRateId: standard?.id }],
    });
    await apiPost(context, `${base}/client-invoices/${draft.id}/publish`, {}, 200);

    await page.goto('/clients/reports/invoices');
    await byTestId('report-idle').waitFor();
    await byTestId('report-currency').click();
    await page.getByRole('option', { name: 'Toate, în RON', exact: true }).click();
    await byTestId('report-generate').click();
    await byTestId('report-table').waitFor();
    const rows = (await byTestId('report-row').allTextContents()).map((row) => row.replace(/\s+/g, ' '));
    expect(rows).toHaveLength(2);
    const eur = rows.find((row) => row.includes('FACT0002')) ?? '';
    expect(eur).toContain('EUR');
    for (const amount of ['121,00', '500,00', '105,00', '605,00']) expect(eur).toContain(amount);
    expect(rows.find((row) => row.includes('FACT0001'))).toContain('242,00');
    expect(await page.getByText('toate monedele, în RON').count()).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
  });
});
