import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, skipNoticeIfMissing } from './support/browser';
import { type BrowserSuite, openBrowserSuite } from './support/browser-suite';
import {
  apiPost,
  INVOICING_CLIENT,
  invoicingCompany,
  invoicingUser,
  newInvoiceForClient,
} from './support/invoicing-company';
import type { RunningServer } from './support/server';

skipNoticeIfMissing('the invoice lines flow');

const user = invoicingUser('invoice-lines', 'Radu', 'Pop');
const PRODUCT = 'Server rack 42U';
/** Today in Romania: the issue date of the documents made here. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());

type Rate = { id: string; code: string; value: string | null; validTo: string | null };

// What a bookkeeper hits on first use: a product priced in RON on an invoice in euro, a VAT rate out
// of its period, an invoice without the seller's bank account, and paying an invoice from its page.
describe.skipIf(!hasChromium)('invoice lines and warnings in the browser', () => {
  let suite: BrowserSuite | undefined;
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];
  let oldRateDraft = '';
  let issuedPath = '';

  const byTestId = (id: string) => page.getByTestId(id);
  const textOf = async (id: string) =>
    ((await byTestId(id).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

  beforeAll(async () => {
    suite = await openBrowserSuite();
    ({ server, context, page, pageErrors } = suite);
    // Company, client, series, product and documents come through the API: their suites test their forms.
    const { base, partnerId, addSeries } = await invoicingCompany(context, server.baseUrl, user);
    const series = await addSeries('client-invoice', 'FL');
    const rates = ((await (await context.request.get(`${base}/vat-rates?perPage=100`)).json()).items ??
      []) as Rate[];
    const rate = (value: number, current: boolean) =>
      rates.find(
        (row) => row.code === 'S' && Number(row.value) === value && (row.validTo === null) === current,
      )?.id as string;
    const product = await apiPost(context, `${base}/products`, {
      name: PRODUCT,
      isService: false,
      measurementUnitCode: 'H87',
      vatRateId: rate(21, true),
    });
    await apiPost(context, `${base}/products/${product.id}/clients-offers`, {
      currencyCode: 'RON',
      price: '4999.99',
      vatRateId: rate(21, true),
    });
    const invoice = (lines: unknown[]) => ({
      partnerId,
      documentSeriesId: series.id,
      issueDate: today,
      dueDateType: '30-days',
      currency: 'RON',
      lines,
    });
    const draft = await apiPost(
      context,
      `${base}/client-invoices`,
      invoice([
        { name: 'Abonament', unitCode: 'H87', quantity: '1', price: '100', vatRateId: rate(19, false) },
      ]),
    );
    oldRateDraft = draft.id;
    const issued = await apiPost(
      context,
      `${base}/client-invoices`,
      invoice([
        { name: 'Mentenanță', unitCode: 'H87', quantity: '1', price: '1000', vatRateId: rate(21, true) },
      ]),
    );
    await apiPost(context, `${base}/client-invoices/${issued.id}/publish`, {}, 200);
    issuedPath = `/clients/invoices/view/${issued.id}`;
  });

  afterAll(async () => {
    await suite?.close();
  });

  it('bills a product priced in RON on an invoice in euro through the rate shown in the line', async () => {
    await newInvoiceForClient(page);
    await byTestId('document-currency').click();
    await page.getByRole('option', { name: 'EUR', exact: true }).click();
    // The National Bank's rate of the day fills the document's rate.
    await expect.poll(() => byTestId('document-currency-rate').inputValue()).not.toBe('');

    await byTestId('line-add').click();
    await byTestId('line-form').waitFor();
    const picker = byTestId('line-product');
    await picker.click();
    await picker.fill('Server');
    await page.getByRole('option', { name: PRODUCT, exact: true }).click();
    await expect.poll(() => byTestId('line-name').inputValue()).toBe(PRODUCT);
    await byTestId('line-quantity').fill('2');
    // The line's rate shows beside its price (not folded away) and is filled: RON -> EUR = 1 / EUR rate.
    const rate = byTestId('line-currency-rate');
    await expect.poll(() => rate.inputValue()).not.toBe('');
    expect(await rate.isVisible()).toBe(true);

    // Without a rate the line is refused next to the field.
    await rate.fill('');
    await byTestId('line-save').click();
    await expect.poll(() => rate.getAttribute('aria-invalid')).toBe('true');
    expect(await byTestId('line-form').isVisible()).toBe(true);

    // 4.999,99 RON x 0,2 = 999,998 EUR; 2 x 999,998 = 2.000,00 EUR; VAT 21% 420,00.
    await rate.fill('0,2');
    await expect.poll(() => textOf('line-converted-price')).toContain('999,998 EUR');
    await byTestId('line-save').click();
    await byTestId('line-form').waitFor({ state: 'detached' });
    expect(await textOf('line-row-converted')).toBe('= 999,998 EUR');
    expect(await textOf('line-row-net')).toBe('2.000,00 EUR');
    expect(await textOf('total-gross')).toBe('2.420,00 EUR');
    expect(await byTestId('totals-incomplete').count()).toBe(0);

    await byTestId('document-submit').click();
    await page.waitForURL((url) => url.pathname.startsWith('/clients/invoices/view/'));
    await byTestId('view-line').waitFor();
    expect(await textOf('view-line-price')).toContain('999,998 EUR');
    expect(await textOf('view-line-foreign-price')).toBe('4.999,99 RON × 0,2');
    expect(await textOf('total-gross')).toBe('2.420,00 EUR');
    expect(pageErrors).toEqual([]);
  });

  it('warns of a VAT rate out of its period and of no bank account, in the form and on publishing', async () => {
    await page.goto(`/clients/invoices/${oldRateDraft}`);
    await byTestId('document-form').waitFor();
    await byTestId('warning-vat-rate-not-in-force').waitFor();
    await byTestId('warning-seller-without-bank-account').waitFor();

    await page.goto(`/clients/invoices/view/${oldRateDraft}`);
    await byTestId('view-publish').click();
    await byTestId('publish-confirm').waitFor();
    await byTestId('publish-modal').getByTestId('warning-vat-rate-not-in-force').waitFor();
    await byTestId('publish-modal').getByTestId('warning-seller-without-bank-account').waitFor();
    // A warning does not block: the invoice is issued with the rate it has.
    await byTestId('publish-confirm').click();
    await byTestId('publish-confirm').waitFor({ state: 'detached' });
    await expect.poll(() => textOf('document-title')).toMatch(/FL/);
    expect(pageErrors).toEqual([]);
  });

  it("opens a payment form for the invoice from the invoice's payments", async () => {
    await page.goto(issuedPath);
    await byTestId('view-payments').click();
    await byTestId('payments-empty').waitFor();
    await byTestId('payments-add').click();
    await page.waitForURL((url) => url.pathname === '/clients/payments/create');
    await byTestId('payment-form').waitFor();
    // Client, currency, amount and the invoice it pays come filled in.
    await expect.poll(() => byTestId('payment-partner').inputValue()).toBe(INVOICING_CLIENT);
    // The invoice opened from (FL0001) takes its whole remainder; the other one (FL0002) nothing.
    const allocated = (number: string) =>
      page.getByRole('textbox', { name: `Suma alocată facturii ${number}` }).inputValue();
    await expect.poll(() => allocated('FL0001')).toBe('1210,00');
    expect(await allocated('FL0002')).toBe('');
    expect(await byTestId('payment-amount').inputValue()).toBe('1210,00');
    expect(await byTestId('payment-currency').inputValue()).toBe('RON');

    await byTestId('payment-submit').click();
    await page.waitForURL((url) => url.pathname === '/clients/payments');
    await page.goto(issuedPath);
    await byTestId('document-payment-state').waitFor();
    expect(await textOf('document-payment-state')).toBe('Încasată');
    expect(pageErrors).toEqual([]);
  });
});
