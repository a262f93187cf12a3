import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, skipNoticeIfMissing } from './support/browser';
import { type BrowserSuite, openBrowserSuite } from './support/browser-suite';
import { invoicingCompany, invoicingUser, apiPost as post } from './support/invoicing-company';
import type { RunningServer } from './support/server';

skipNoticeIfMissing('the supplier invoices flow');

const user = invoicingUser('suppliers', 'Ioana', 'Mureșan');
const SUPPLIER_NAME = 'Cherestea Maramureș SRL';
const SERIES = 'CMM';
const NUMBER = '1042';
/** The smallest file the server takes for a PDF: it sniffs the content, not the name. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
// A supplier's invoice is paid (a client's is collected: "Încasată").
const PARTIALLY_PAID = 'Plătită parțial';
const PAID = 'Plătită';

describe.skipIf(!hasChromium)('supplier invoices in the browser', () => {
  let suite: BrowserSuite | undefined;
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];
  let invoicePath = '';

  const byTestId = (id: string) => page.getByTestId(id);
  const textOf = async (id: string) =>
    ((await byTestId(id).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

  /** Chooses the supplier in a partner picker (invoice, payment, report) by searching its name. */
  async function chooseSupplier(testId: string) {
    const picker = byTestId(testId);
    await picker.click();
    await picker.fill('Cherestea');
    await page.getByRole('option', { name: SUPPLIER_NAME, exact: true }).click();
    await expect.poll(() => picker.inputValue()).toBe(SUPPLIER_NAME);
  }

  /** Adds a line through the line dialog, with the 21% VAT rate. */
  async function addLine(name: string, quantity: string, price: string) {
    await byTestId('line-add').click();
    await byTestId('line-form').waitFor();
    await byTestId('line-name').fill(name);
    await byTestId('line-quantity').fill(quantity);
    await byTestId('line-price').fill(price);
    await byTestId('line-vat-rate').click();
    await page.getByRole('option', { name: '21%', exact: true }).click();
    await byTestId('line-save').click();
    await byTestId('line-form').waitFor({ state: 'detached' });
  }

  /** The payment state the invoice's page shows. */
  async function invoicePaymentState() {
    await page.goto(invoicePath);
    await byTestId('document-payment-state').waitFor();
    return textOf('document-payment-state');
  }

  /** The statement of account of the supplier, generated; answers its summary line. */
  async function statementSummary() {
    await page.goto('/suppliers/reports');
    await byTestId('report-idle').waitFor();
    await chooseSupplier('report-client');
    await byTestId('report-generate').click();
    await byTestId('report-summary').waitFor();
    await byTestId('report-table').waitFor();
    return textOf('report-summary');
  }

  beforeAll(async () => {
    suite = await openBrowserSuite();
    ({ server, context, page, pageErrors } = suite);
    // The company and the supplier come through the API: their own suites test their forms.
    const { base } = await invoicingCompany(context, server.baseUrl, user);
    await post(context, `${base}/partners`, {
      type: 'company',
      role: 'supplier',
      name: SUPPLIER_NAME,
      businessId: '27654309',
      vatPayer: true,
      address: { countryCode: 'RO', countyCode: 'RO-MM', city: 'Baia Mare', street: 'Str. Victoriei 12' },
    });
  });

  afterAll(async () => {
    await suite?.close();
  });

  it('adds an invoice with two lines through the form', async () => {
    await page.goto('/suppliers/invoices');
    await byTestId('document-create').first().click();
    await page.waitForURL((url) => url.pathname === '/suppliers/invoices/create');
    await byTestId('supplier-invoice-form').waitFor();

    await chooseSupplier('document-partner');
    await byTestId('supplier-invoice-series').fill(SERIES);
    await byTestId('supplier-invoice-number').fill(NUMBER);
    // 2 × 100,00 and 1 × 300,00 with 21% VAT: 242,00 + 363,00 = 605,00 RON.
    await addLine('Scânduri de brad', '2', '100');
    await addLine('Transport cherestea', '1', '300');
    await expect.poll(() => byTestId('line-row').count()).toBe(2);
    expect(await byTestId('line-row-gross').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('242,00'), expect.stringContaining('363,00')]),
    );
    await byTestId('supplier-invoice-notes').fill('Livrare la depozitul din Cluj');

    await byTestId('document-submit').click();
    await page.waitForURL((url) => /^\/suppliers\/invoices\/view\/[0-9a-f-]{36}$/.test(url.pathname));
    invoicePath = new URL(page.url()).pathname;
    await expect.poll(() => textOf('document-title')).toContain(NUMBER);
    expect(await textOf('document-status')).toBe('Adăugată');
    expect(await textOf('view-supplier')).toContain(SUPPLIER_NAME);
    expect(await textOf('document-payment-state')).not.toBe(PAID);
    expect(await byTestId('attachments-empty').count()).toBe(1);
  });

  it('attaches the PDF the supplier sent, listed and marked in the list', async () => {
    await page.goto(invoicePath);
    await byTestId('attachments').waitFor();
    await byTestId('attachments-input').setInputFiles({
      name: 'factura-cherestea.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await byTestId('attachment-row').waitFor();
    expect(await textOf('attachment-row')).toContain('factura-cherestea.pdf');
    expect(await byTestId('attachment-download').count()).toBe(1);

    await page.goto('/suppliers/invoices');
    await byTestId('list-row').first().waitFor();
    const row = byTestId('list-row').filter({ hasText: NUMBER });
    expect(await row.count()).toBe(1);
    await row.getByTestId('row-has-attachments').waitFor();
  });

  it('leaves a balance in the statement of account while unpaid', async () => {
    const summary = await statementSummary();
    expect(summary).toContain('605,00');
    expect(summary).not.toMatch(/Sold final: -?0,00/);
  });

  it('pays part of the invoice by bank transfer, from the invoice page', async () => {
    await page.goto(invoicePath);
    await byTestId('view-add-payment').click();
    await page.waitForURL((url) => url.pathname === '/suppliers/payments/create');
    await byTestId('payment-form').waitFor();
    // The supplier and the currency come from the invoice.
    await expect.poll(() => byTestId('payment-partner').inputValue()).toBe(SUPPLIER_NAME);

    // Opened from the invoice, the form lists it at once and pays all of it: 400,00 of it now.
    await byTestId('payment-invoice-row').waitFor();
    expect(await textOf('payment-invoice-remaining')).toBe('605,00');
    await expect.poll(() => byTestId('payment-amount').inputValue()).toBe('605,00');
    await expect.poll(() => byTestId('payment-invoice-amount').inputValue()).toBe('605,00');
    await byTestId('payment-amount').fill('400');
    await byTestId('payment-invoice-amount').fill('400');
    expect(await textOf('payment-advance')).toBe('Avans (nealocat): 0,00 RON');

    await byTestId('payment-submit').click();
    await page.waitForURL((url) => url.pathname === '/suppliers/payments');
    await byTestId('list-row').first().waitFor();
    expect(await textOf('payment-allocation-state')).toBe('Alocată integral');

    expect(await invoicePaymentState()).toBe(PARTIALLY_PAID);
  });

  it('pays the rest with the supplier receipt, which counts once saved', async () => {
    await page.goto('/suppliers/payments');
    await byTestId('payment-create').first().click();
    await byTestId('payment-type-receipt').click();
    await page.waitForURL((url) => url.pathname === '/suppliers/receipts/create');
    await byTestId('payment-form').waitFor();

    await chooseSupplier('payment-partner');
    await byTestId('payment-receipt-series').fill('CHMM');
    await byTestId('payment-receipt-number').fill('77');
    await byTestId('payment-amount').fill('205');
    await byTestId('payment-list-invoices').click();
    await byTestId('payment-invoice-row').waitFor();
    expect(await textOf('payment-invoice-remaining')).toBe('205,00');
    await expect.poll(() => byTestId('payment-invoice-amount').inputValue()).toBe('205,00');

    await byTestId('payment-submit').click();
    await page.waitForURL((url) => url.pathname !== '/suppliers/receipts/create');
    await byTestId('list-row').first().waitFor();

    expect(await invoicePaymentState()).toBe(PAID);
    await byTestId('document-paid').waitFor();
    expect(await textOf('document-paid')).toContain('605,00');
    expect(await byTestId('view-add-payment').count()).toBe(0);
  });

  it('closes the statement of account at zero', async () => {
    const summary = await statementSummary();
    expect(summary).toMatch(/Sold final: 0,00/);
    const rows = (await byTestId('report-row').allTextContents()).map((row) => row.replace(/\s+/g, ' '));
    // The invoice of 605,00 and its two payments, 400,00 and 205,00.
    expect(rows.some((row) => row.includes(NUMBER) && row.includes('605,00'))).toBe(true);
    expect(rows.some((row) => row.includes('400,00'))).toBe(true);
    expect(rows.some((row) => row.includes('205,00'))).toBe(true);
  });

  it('refuses to delete the paid invoice, saying it has payments', async () => {
    // On its page the button is disabled, with the reason under it.
    await page.goto(invoicePath);
    await byTestId('view-delete').waitFor();
    expect(await byTestId('view-delete').isDisabled()).toBe(true);
    expect(await textOf('view-delete-reason')).toBe('Are plăți înregistrate.');

    // From the list the server refuses it, and the dialog says why.
    await page.goto('/suppliers/invoices');
    const row = byTestId('list-row').filter({ hasText: NUMBER });
    await row.waitFor();
    await row.getByRole('button', { name: /^Acțiuni pentru/ }).click();
    await byTestId('action-delete').click();
    await byTestId('confirm-delete').click();
    await byTestId('delete-refusal').waitFor();
    expect(await textOf('delete-refusal')).toContain('Are plăți înregistrate');
    await page.keyboard.press('Escape');
    await byTestId('confirm-delete').waitFor({ state: 'detached' });

    expect(await invoicePaymentState()).toBe(PAID);
    expect(pageErrors).toEqual([]);
  });
});
