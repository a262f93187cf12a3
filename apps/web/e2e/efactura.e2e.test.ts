import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders } from './support/api-session';
import { seriousViolations } from './support/axe';
import { hasChromium, skipNoticeIfMissing } from './support/browser';
import { type BrowserSuite, openBrowserSuite } from './support/browser-suite';
import {
  COMPANY_CUI,
  handEnteredTwin,
  MANUAL_SUPPLIER,
  placeReceivedInvoice,
  standardRateId,
} from './support/efactura-fixtures';
import { apiPost, invoicingCompany, invoicingUser } from './support/invoicing-company';
import type { RunningServer } from './support/server';

skipNoticeIfMissing('the RO e-Factura exchange flow');

const user = invoicingUser('spv', 'Sorin', 'Pop');
const SERIES = 'SPV';
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());

// RO e-Factura end to end against the simulator the server starts (no ANAF credentials): the
// company's SPV is connected through the simulator's login page; an invoice is issued, sent, and
// followed on its page until ANAF accepts it; its seal downloads; a supplier's invoice placed in
// the company's inbox arrives with "sync now" and is confirmed with a message to the supplier.
describe.skipIf(!hasChromium)('RO e-Factura exchange in the browser', () => {
  let suite: BrowserSuite | undefined;
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];
  let base = '';
  let companyId = '';
  let simulatorUrl = '';
  let invoiceId = '';
  let issuedNumber = '';
  const receivedNumber = `FZ ${Date.now().toString().slice(-6)}`;

  const byTestId = (id: string) => page.getByTestId(id);

  beforeAll(async () => {
    suite = await openBrowserSuite();
    ({ server, context, page, pageErrors } = suite);
    const company = await invoicingCompany(context, server.baseUrl, user);
    ({ base, companyId } = company);
    const series = await company.addSeries('client-invoice', SERIES);
    const rate21 = await standardRateId(context, base, 21);
    const draft = await apiPost(context, `${base}/client-invoices`, {
      partnerId: company.partnerId,
      documentSeriesId: series.id,
      issueDate: today,
      dueDateType: '30-days',
      currency: 'RON',
      paymentTerms: 'Plata în 30 de zile prin transfer bancar.',
      lines: [{ name: 'Consultanță IT', unitCode: 'H87', quantity: '2', price: '100', vatRateId: rate21 }],
    });
    invoiceId = draft.id;
  });

  afterEach(async () => {
    await suite?.clearRoutes();
  });

  afterAll(async () => {
    if (suite && pageErrors.length > 0) console.error(server.output().slice(-4000));
    await suite?.close();
  });

  it("connects the company's SPV through the simulator's login page", async () => {
    const started = await context.request.post(`${base}/anaf-spv/start`, {
      headers: await csrfHeaders(context),
      data: {},
    });
    expect(started.status(), await started.text()).toBeLessThan(300);
    const { url } = (await started.json()) as { url: string };
    simulatorUrl = new URL(url).origin;
    await page.goto(url);
    const cuis = byTestId('anaf-sim-cuis');
    await cuis.fill(COMPANY_CUI);
    await byTestId('anaf-sim-authorize').click();
    // ANAF's redirect reaches the server's callback, which sends the browser back to the company.
    await page.waitForURL((address) => address.pathname === `/my-companies/${companyId}/anaf-spv`);
    expect(new URL(page.url()).searchParams.get('postback')).toBe('success');
    await expect
      .poll(
        async () =>
          ((await (await context.request.get(`${base}/anaf-spv`)).json()) as { status: string }).status,
      )
      .toBe('active');
  });

  it('issues an invoice, sends it and watches ANAF accept it', async () => {
    await page.goto(`/clients/invoices/view/${invoiceId}`);
    await byTestId('view-publish').click();
    const published = page.waitForResponse(
      (response) => response.url().endsWith('/publish') && response.request().method() === 'POST',
    );
    await byTestId('publish-confirm').click();
    const answer = await published;
    expect(answer.status(), await answer.text()).toBe(200);
    issuedNumber = ((await answer.json()) as { seriesNumber: string }).seriesNumber;

    const panel = byTestId('efactura-panel');
    await panel.waitFor();
    const status = panel.getByTestId('efactura-status');
    // Sent by hand unless the company sends automatically right after publication.
    if ((await status.getAttribute('data-status')) === 'none') {
      await expect.poll(() => byTestId('efactura-send').isEnabled()).toBe(true);
      const sent = page.waitForResponse((response) => response.url().endsWith('/efactura/send'));
      await byTestId('efactura-send').click();
      expect((await sent).status()).toBe(202);
    }
    // The page follows ANAF's answer by itself (polling while pending): no reload here.
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 90_000 }).toBe('accepted');
    expect(await byTestId('efactura-errors').count()).toBe(0);
    expect(await seriousViolations(page, ['[data-testid="efactura-panel"]'])).toEqual([]);
  });

  it("downloads ANAF's seal of the accepted invoice", async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      byTestId('efactura-download-seal').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xml$/);
    const seal = await readFile((await download.path()) as string, 'utf8');
    expect(seal).toMatch(/Signature/);
    // The invoice's e-invoicing messages page: the send accepted, and its row in the registry.
    await byTestId('efactura-messages-link').click();
    await page.waitForURL((address) => address.pathname === `/clients/invoices/view/${invoiceId}/messages`);
    await expect
      .poll(() => byTestId('efactura-submission').first().getAttribute('data-status'))
      .toBe('accepted');
    await byTestId('efactura-messages')
      .locator('[data-testid="efactura-message"][data-state="accepted"]')
      .waitFor();
    // The list shows the state too, with the e-Factura actions in the row menu.
    await page.goto('/clients/invoices');
    const row = byTestId('list-row').filter({ hasText: issuedNumber });
    await expect.poll(() => row.getByTestId('efactura-status').getAttribute('data-status')).toBe('accepted');
    // ANAF's PDF of the invoice, from the row menu.
    await row.getByRole('button', { name: `Acțiuni pentru ${issuedNumber}` }).click();
    expect(await byTestId('action-efactura-send').count()).toBe(0);
    await byTestId('action-efactura-seal').waitFor();
    const [pdf] = await Promise.all([page.waitForEvent('download'), byTestId('action-efactura-pdf').click()]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile((await pdf.path()) as string)).subarray(0, 5).toString()).toBe('%PDF-');

    // The list filters by e-Factura state: the invoice is accepted, none is left unsent.
    const filterBy = async (label: string) => {
      await byTestId('list-filters-button').click();
      await byTestId('filter-efactura-status').click();
      await page.getByRole('option', { name: label, exact: true }).click();
      await byTestId('filters-apply').click();
      await page.waitForURL((url) => (url.searchParams.get('filters') ?? '').includes('efacturaStatus'));
    };
    await filterBy('Netrimisă');
    await byTestId('list-empty-no-results').waitFor();
    await filterBy('Acceptată');
    await row.waitFor();
  });

  it("shows ANAF's error texts and the deadline again when a send is rejected", async () => {
    // ANAF's answer is made up here (the product never issues an invoice the checks refuse).
    const errors = ['E: BR-RO-080 Adresa vânzătorului trebuie să conțină strada.'];
    await page.route(
      (url) => url.pathname.endsWith(`/client-invoices/${invoiceId}/efactura`),
      (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            status: 'rejected',
            sendAfter: null,
            deadline: '2099-01-01',
            seal: false,
            submissions: [
              {
                attempt: 1,
                status: 'rejected',
                uploadIndex: '5001',
                downloadId: '3001',
                errors,
                intendedAt: new Date().toISOString(),
                uploadedAt: new Date().toISOString(),
                finishedAt: new Date().toISOString(),
              },
            ],
          }),
        }),
    );
    await page.goto(`/clients/invoices/view/${invoiceId}`);
    await expect.poll(() => byTestId('efactura-status').getAttribute('data-status')).toBe('rejected');
    expect(await byTestId('efactura-errors').textContent()).toContain(errors[0]);
    expect(await byTestId('efactura-deadline').getAttribute('data-level')).toBe('ok');
    expect(await byTestId('efactura-download-seal').count()).toBe(0);
  });

  it("receives a supplier's invoice with sync now, opens it and confirms it with a message", async () => {
    await placeReceivedInvoice(simulatorUrl, receivedNumber);

    await page.goto('/spv/efactura');
    await byTestId('list-screen').waitFor();
    await byTestId('efactura-sync').click();
    const received = byTestId('list-row').filter({ hasText: receivedNumber });
    await received.waitFor({ timeout: 60_000 });
    expect(await seriousViolations(page, ['[data-testid="list-screen"]'])).toEqual([]);
    await received.click();
    const details = byTestId('efactura-details');
    await details.waitFor();
    await details.getByTestId('efactura-details-invoice').click();
    await page.waitForURL((address) => /^\/suppliers\/invoices\/view\/[^/]+$/.test(address.pathname));
    await byTestId('efactura-from-system').waitFor();
    expect(await byTestId('document-status').getAttribute('data-status')).toBe('received');

    await byTestId('view-confirm').click();
    const modal = page.getByRole('dialog');
    await modal.getByTestId('message-text').waitFor();
    // The message and the confirmation box are both required.
    await byTestId('message-submit').click();
    await modal.getByText('obligatoriu', { exact: false }).first().waitFor();
    await byTestId('message-text').fill('Factura este corectă. Mulțumim!');
    await modal.getByRole('checkbox').check();
    const confirmed = page.waitForResponse(
      (response) => response.url().endsWith('/confirm') && response.request().method() === 'POST',
    );
    await byTestId('message-submit').click();
    expect((await confirmed).status()).toBeLessThan(300);
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => byTestId('document-status').getAttribute('data-status')).toBe('confirmed');

    // The reply to the supplier is on the invoice's e-invoicing messages page.
    await byTestId('efactura-messages-link').click();
    await page.waitForURL((address) => address.pathname.endsWith('/messages'));
    await byTestId('efactura-messages').getByText('Factura este corectă. Mulțumim!').waitFor();
    expect(
      await seriousViolations(page, [
        '[data-testid="efactura-supplier-panel"]',
        '[data-testid="efactura-messages"]',
      ]),
    ).toEqual([]);

    // The dashboard lists it among the imported invoices; no send of ours is pending or rejected.
    await page.goto('/');
    await byTestId('widget-imported-supplier-invoices').getByText(receivedNumber.replace(' ', '')).waitFor();
    await byTestId('widget-efactura-pending').getByTestId('widget-empty').waitFor();
    await byTestId('widget-efactura-rejected').getByTestId('widget-empty').waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('links a received, confirmed invoice to the one added by hand, whose payment moves to it', async () => {
    const digits = Date.now().toString().slice(-6);
    const { otherId } = await handEnteredTwin(context, base, digits, today);

    // The same invoice arrives through SPV and is confirmed.
    await placeReceivedInvoice(simulatorUrl, `LK ${digits}`);
    await page.goto('/spv/efactura');
    await byTestId('list-screen').waitFor();
    await byTestId('efactura-sync').click();
    type Listed = { id: string; status: string; partnerName: string; paidTotal: string };
    const invoicesNumbered = async () =>
      ((await (await context.request.get(`${base}/supplier-invoices?search=${digits}&perPage=10`)).json())
        .items ?? []) as Listed[];
    await expect
      .poll(async () => (await invoicesNumbered()).find((row) => row.status === 'received')?.id, {
        timeout: 60_000,
      })
      .toBeTruthy();
    const receivedId = (await invoicesNumbered()).find((row) => row.status === 'received')?.id as string;
    // Not confirmed yet: the action shows disabled, with the reason.
    await page.goto(`/suppliers/invoices/view/${receivedId}`);
    await expect.poll(() => byTestId('view-link').isDisabled()).toBe(true);
    expect(await byTestId('view-link-reason').textContent()).toContain('confirmată');
    await apiPost(
      context,
      `${base}/supplier-invoices/${receivedId}/confirm`,
      { message: 'Confirmăm factura.', confirmed: true },
      200,
    );

    await page.reload();
    await expect.poll(() => byTestId('document-status').getAttribute('data-status')).toBe('confirmed');
    await byTestId('view-link').click();
    const modal = byTestId('link-modal');
    // Typed, so the option is searched for whatever the company already holds, and the list opens.
    const choose = async (number: string) => {
      await byTestId('link-target').fill(number);
      await page
        .getByRole('option')
        .filter({ hasText: new RegExp(`${number} ·`) })
        .click();
    };
    // A refusal (spec 02 §8 Linking) shows in the dialog with what differs; nothing changes.
    await choose(`${digits}9`);
    await byTestId('link-submit').click();
    const refusal = await modal.getByTestId('link-refusal').textContent();
    expect(refusal).toContain('Facturile diferă');
    expect(refusal).toContain('Total cu TVA');
    const deleted = await context.request.delete(`${base}/supplier-invoices/${otherId}`, {
      headers: await csrfHeaders(context),
    });
    expect(deleted.status()).toBe(204);
    await choose(digits);
    expect(await modal.getByTestId('link-refusal').count()).toBe(0);
    // The warning says what cannot be undone before anything happens.
    expect(await modal.getByTestId('link-warning').textContent()).toContain('ștearsă definitiv');
    expect(await seriousViolations(page, ['[data-testid="link-modal"]'])).toEqual([]);
    const linked = page.waitForResponse(
      (response) => response.url().endsWith('/link') && response.request().method() === 'POST',
    );
    await byTestId('link-submit').click();
    expect((await linked).status()).toBe(200);
    await page.getByText('Facturile au fost legate').waitFor();
    expect(await byTestId('link-modal').count()).toBe(0);

    // The payment is on the received invoice now; the invoice added by hand is gone.
    await expect.poll(() => byTestId('document-paid').textContent()).toContain('100,00');
    await byTestId('view-payments').click();
    await byTestId('payments-table').getByText('100,00', { exact: false }).first().waitFor();
    const left = await invoicesNumbered();
    expect(left.map((row) => [row.id, row.status, row.paidTotal])).toEqual([
      [receivedId, 'confirmed', '100.00'],
    ]);
    await page.goto('/suppliers/invoices');
    await byTestId('list-screen').waitFor();
    await byTestId('list-row').first().waitFor();
    expect(await byTestId('list-row').filter({ hasText: MANUAL_SUPPLIER }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
