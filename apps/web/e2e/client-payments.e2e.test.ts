import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, skipNoticeIfMissing } from './support/browser';
import { type BrowserSuite, openBrowserSuite } from './support/browser-suite';
import {
  chooseInvoicingClient,
  INVOICING_CLIENT,
  invoicingCompany,
  invoicingUser,
  apiPost as post,
} from './support/invoicing-company';
import type { RunningServer } from './support/server';

skipNoticeIfMissing('the client payments flow');

const user = invoicingUser('payments', 'Mihai', 'Dobrescu');
const CLIENT_NAME = INVOICING_CLIENT;
const RECEIPT_SERIES = 'CHE2E';
/** Today in Romania, the date the invoice is issued with (and the payments' default date). */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());

describe.skipIf(!hasChromium)('client payments in the browser', () => {
  let suite: BrowserSuite | undefined;
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];
  let invoicePath = '';
  let receiptPath = '';

  const byTestId = (id: string) => page.getByTestId(id);
  const textOf = async (id: string) =>
    ((await byTestId(id).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

  const apiPost = (path: string, data: unknown, status = 201) => post(context, path, data, status);

  /** The client, chosen in the payment form by searching its name. */
  async function chooseClient() {
    await chooseInvoicingClient(page, 'payment-partner');
    await expect.poll(() => byTestId('payment-partner').inputValue()).toBe(CLIENT_NAME);
  }

  /** The payment state the invoice's page shows. */
  async function invoicePaymentState() {
    await page.goto(invoicePath);
    await byTestId('document-payment-state').waitFor();
    return textOf('document-payment-state');
  }

  beforeAll(async () => {
    suite = await openBrowserSuite();
    ({ server, context, page, pageErrors } = suite);
    // The company, the client, the series and an issued invoice of 1.210,00 RON come through the
    // API: their own suites test their forms.
    const { base, partnerId, addSeries } = await invoicingCompany(context, server.baseUrl, user);
    const partner = { id: partnerId };
    const invoiceSeries = await addSeries('client-invoice', 'FE2E');
    await addSeries('client-receipt', RECEIPT_SERIES);
    const rates = await context.request.get(`${base}/vat-rates?perPage=100`);
    const rate = (
      (await rates.json()).items as {
        id: string;
        code: string;
        value: string | null;
        validTo: string | null;
      }[]
    ).find((row) => row.code === 'S' && Number(row.value) === 21 && row.validTo === null);
    expect(rate).toBeDefined();
    const invoice = await apiPost(`${base}/client-invoices`, {
      partnerId: partner.id,
      documentSeriesId: invoiceSeries.id,
      issueDate: today,
      dueDateType: '30-days',
      currency: 'RON',
      lines: [
        {
          name: 'Servicii de dezvoltare',
          unitCode: 'H87',
          quantity: '1',
          price: '1000',
          vatRateId: rate?.id,
        },
      ],
    });
    await apiPost(`${base}/client-invoices/${invoice.id}/publish`, {}, 200);
    invoicePath = `/clients/invoices/view/${invoice.id}`;
  });

  afterAll(async () => {
    await suite?.close();
  });

  it('records a partial payment by bank transfer, spread over the invoice', async () => {
    expect(await invoicePaymentState()).toBe('Neîncasată');

    await page.goto('/clients/payments');
    await byTestId('list-empty-empty').waitFor();
    await byTestId('payment-create').first().click();
    // A Mantine modal's root has no box of its own: its content is what shows.
    await byTestId('payment-type-bank-transfer').click();
    await page.waitForURL((url) => url.pathname === '/clients/payments/create');
    await byTestId('payment-form').waitFor();

    await chooseClient();
    await byTestId('payment-amount').fill('500');
    await byTestId('payment-list-invoices').click();
    await byTestId('payment-invoice-row').waitFor();
    // The amount goes to the invoice, which has 1.210,00 left to pay; client and currency are fixed.
    expect(await textOf('payment-invoice-remaining')).toBe('1.210,00');
    // Amounts show the Romanian way in their inputs; the form keeps and sends 500.00.
    await expect.poll(() => byTestId('payment-invoice-amount').inputValue()).toBe('500,00');
    expect(await byTestId('payment-partner').isDisabled()).toBe(true);
    expect(await textOf('payment-advance')).toBe('Avans (nealocat): 0,00 RON');

    // More than the amount is refused before anything is sent.
    await byTestId('payment-invoice-amount').fill('600');
    await byTestId('payment-submit').click();
    await byTestId('payment-allocations-error').waitFor();
    await byTestId('payment-invoice-amount').fill('500');

    await byTestId('payment-submit').click();
    await page.waitForURL((url) => url.pathname === '/clients/payments');
    await byTestId('list-row').first().waitFor();
    expect(await textOf('payment-allocation-state')).toBe('Alocată integral');

    expect(await invoicePaymentState()).toBe('Încasată parțial');
  });

  it('pays the rest with a receipt, issued with the first number of its series', async () => {
    await page.goto('/clients/payments');
    await byTestId('payment-create').first().click();
    await byTestId('payment-type-receipt').click();
    await page.waitForURL((url) => url.pathname === '/clients/receipts/create');
    await byTestId('payment-form').waitFor();
    await expect.poll(() => byTestId('payment-series').inputValue()).toContain(RECEIPT_SERIES);

    await chooseClient();
    await byTestId('payment-amount').fill('800');
    await page.getByLabel('Descriere').fill('Restul facturii');
    await byTestId('payment-list-invoices').click();
    await byTestId('payment-invoice-row').waitFor();
    // 710,00 is left to pay; the other 90,00 stays as an advance.
    expect(await textOf('payment-invoice-remaining')).toBe('710,00');
    await expect.poll(() => byTestId('payment-invoice-amount').inputValue()).toBe('710,00');
    expect(await textOf('payment-advance')).toBe('Avans (nealocat): 90,00 RON');

    await byTestId('payment-submit').click();
    await page.waitForURL((url) => /^\/clients\/receipts\/view\/[0-9a-f-]{36}$/.test(url.pathname));
    receiptPath = new URL(page.url()).pathname;
    expect(await textOf('receipt-status')).toBe('Ciornă');
    expect(await textOf('receipt-title')).toBe('Chitanță (ciornă)');
    // A draft does not pay the invoice yet.
    expect(await invoicePaymentState()).toBe('Încasată parțial');

    await page.goto(receiptPath);
    await byTestId('receipt-publish').click();
    await byTestId('receipt-publish-confirm').click();
    await expect.poll(() => textOf('receipt-status')).toBe('Emisă');
    expect(await textOf('receipt-title')).toBe(`Chitanța ${RECEIPT_SERIES}0001`);
    expect(await textOf('receipt-advance')).toBe('90,00 RON');
    expect(await byTestId('receipt-edit').count()).toBe(0);

    expect(await invoicePaymentState()).toBe('Încasată');
  });

  it('voids the receipt only after a second, explicit confirmation', async () => {
    await page.goto(receiptPath);
    await byTestId('receipt-void').click();
    await byTestId('receipt-void-continue').click();
    expect(await textOf('receipt-void-irreversible')).toContain('ireversibilă');
    await byTestId('receipt-void-confirm').click();
    await expect.poll(() => textOf('receipt-status')).toBe('Anulată');
    expect(await textOf('receipt-title')).toBe(`Chitanța ${RECEIPT_SERIES}0001`);
    expect(await byTestId('receipt-void').count()).toBe(0);

    expect(await invoicePaymentState()).toBe('Încasată parțial');
  });

  it('edits the transfer: its invoice is listed with what it pays, which can grow to all of it', async () => {
    await page.goto('/clients/payments?filters=[{"field":"type","operator":"eq","value":"bank-transfer"}]');
    await byTestId('list-row').first().click();
    await page.waitForURL((url) => /^\/clients\/payments\/[0-9a-f-]{36}$/.test(url.pathname));
    await byTestId('payment-invoice-row').waitFor();
    // What the transfer itself pays counts as still to pay while it is edited.
    expect(await textOf('payment-invoice-remaining')).toBe('1.210,00');
    expect(await byTestId('payment-invoice-amount').inputValue()).toBe('500,00');
    await byTestId('payment-amount').fill('1210');
    await byTestId('payment-spread').click();
    await expect.poll(() => byTestId('payment-invoice-amount').inputValue()).toBe('1210,00');
    await byTestId('payment-submit').click();
    await page.waitForURL((url) => url.pathname === '/clients/payments');

    expect(await invoicePaymentState()).toBe('Încasată');
  });

  it('shows the invoice and its payment in the statement of account, which closes at zero', async () => {
    await page.goto('/clients/reports');
    await byTestId('report-idle').waitFor();
    await chooseInvoicingClient(page, 'report-client');
    await byTestId('report-generate').click();
    await byTestId('report-table').waitFor();
    const rows = (await byTestId('report-row').allTextContents()).map((row) => row.replace(/\s+/g, ' '));
    // The invoice is a debit of 1.210,00; the transfer a credit of the same; the voided receipt is out.
    expect(rows.some((row) => row.includes('FE2E0001') && row.includes('1.210,00'))).toBe(true);
    expect(rows.filter((row) => row.includes('1.210,00'))).toHaveLength(2);
    expect(await textOf('report-summary')).toMatch(/0,00.*0,00/);
    expect(pageErrors).toEqual([]);
  });
});
