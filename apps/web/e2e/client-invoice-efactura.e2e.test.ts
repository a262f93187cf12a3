import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, skipNoticeIfMissing } from './support/browser';
import { type BrowserSuite, openBrowserSuite } from './support/browser-suite';
import { apiPost, invoicingCompany, invoicingUser, newInvoiceForClient } from './support/invoicing-company';
import { waitForListRows } from './support/list-screen';
import type { RunningServer } from './support/server';

skipNoticeIfMissing('the e-Factura checks flow');

const user = invoicingUser('efactura', 'Elena', 'Dobre');
const SERIES = 'EFX';
/** CIUS-RO allows 300 characters of payment terms (BT-20, rule BR-RO-L301); the product keeps 500. */
const PAYMENT_TERMS_RULE = 'BR-RO-L301';
const CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.1';
/** Today in Romania: the issue date of the documents made here. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Rate = { id: string; code: string; value: string | null; validTo: string | null };

// The e-Factura rules in the invoice form: a broken rule shows next to its field as it is typed, a
// draft saves anyway, the publish dialog refuses it until it is fixed, and the issued invoice's XML
// downloads from the list's row menu. A client the XML cannot be made for is told why.
describe.skipIf(!hasChromium)('e-Factura checks and XML in the browser', () => {
  let suite: BrowserSuite | undefined;
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];
  let invoicePath = '';
  let issuedNumber = '';
  let personInvoiceNumber = '';

  const byTestId = (id: string) => page.getByTestId(id);
  const textOf = async (id: string) =>
    ((await byTestId(id).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
  const paymentTerms = () => page.locator('textarea[name="paymentTerms"]');

  beforeAll(async () => {
    suite = await openBrowserSuite();
    ({ server, context, page, pageErrors } = suite);
    // Company, clients, series and the second client's invoice come through the API.
    const { base, addSeries } = await invoicingCompany(context, server.baseUrl, user);
    const series = await addSeries('client-invoice', SERIES);
    const rates = ((await (await context.request.get(`${base}/vat-rates?perPage=100`)).json()).items ??
      []) as Rate[];
    const rate21 = rates.find((row) => row.code === 'S' && Number(row.value) === 21 && row.validTo === null);
    // A natural person without a CNP: the invoice is issued with its warning, but no XML can be made.
    const person = await apiPost(context, `${base}/partners`, {
      type: 'person',
      role: 'client',
      name: 'Maria Ionescu',
      personId: null,
      vatPayer: false,
      address: { countryCode: 'RO', countyCode: 'RO-CJ', city: 'Cluj-Napoca', street: 'Str. Horea 5' },
    });
    const draft = await apiPost(context, `${base}/client-invoices`, {
      partnerId: person.id,
      documentSeriesId: series.id,
      issueDate: today,
      dueDateType: '30-days',
      currency: 'RON',
      lines: [{ name: 'Reparație', unitCode: 'H87', quantity: '1', price: '150', vatRateId: rate21?.id }],
    });
    const issued = (await apiPost(
      context,
      `${base}/client-invoices/${draft.id}/publish`,
      { documentSeriesId: series.id, issueDate: today },
      200,
    )) as { id: string; seriesNumber?: string };
    personInvoiceNumber = issued.seriesNumber ?? '';
  });

  afterEach(async () => {
    await suite?.clearRoutes();
  });

  afterAll(async () => {
    await suite?.close();
  });

  it('shows a broken rule next to its field as it is typed, and lets the draft be saved', async () => {
    await newInvoiceForClient(page);
    await expect.poll(() => byTestId('document-series').inputValue()).toContain(SERIES);
    await byTestId('line-add').click();
    const modal = byTestId('line-form');
    await modal.waitFor();
    await byTestId('line-name').fill('Consultanță IT');
    await byTestId('line-quantity').fill('2');
    await byTestId('line-price').fill('100');
    await byTestId('line-vat-rate').click();
    await page.getByRole('option', { name: '21%', exact: true }).click();
    await byTestId('line-save').click();
    await modal.waitFor({ state: 'detached' });

    // 320 characters: within the product's 500, beyond the 300 CIUS-RO allows.
    await paymentTerms().fill('Plata se face prin transfer bancar în contul indicat pe factură. '.repeat(5));
    const finding = byTestId('einvoice-findings-paymentTerms');
    await finding.waitFor();
    const text = await textOf('einvoice-findings-paymentTerms');
    expect(text).toContain(PAYMENT_TERMS_RULE);
    // The message is in the user's language (Romanian), after the rule id.
    expect(text).toMatch(new RegExp(`${PAYMENT_TERMS_RULE} · [^·]*300`));
    const rule = finding.locator(`[data-rule="${PAYMENT_TERMS_RULE}"]`);
    expect(await rule.getAttribute('data-severity')).toBe('fatal');

    // A finding never blocks saving a draft.
    await byTestId('document-submit').click();
    await page.waitForURL((url) => /^\/clients\/invoices\/view\/[0-9a-f-]{36}$/.test(url.pathname));
    invoicePath = new URL(page.url()).pathname;
    expect(await textOf('document-title')).toBe('Factură (ciornă)');
  });

  it('refuses to issue the draft while it breaks the rule, naming the field and the rule', async () => {
    await byTestId('view-publish').click();
    const blocking = byTestId('publish-einvoice-findings');
    await blocking.waitFor();
    const text = await textOf('publish-einvoice-findings');
    expect(text).toContain('Condiții de plată');
    expect(text).toContain(PAYMENT_TERMS_RULE);
    expect(await byTestId('publish-confirm').isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await blocking.waitFor({ state: 'detached' });
  });

  it('clears the message once the field is fixed, then issues the invoice', async () => {
    await byTestId('view-edit').click();
    await page.waitForURL((url) => url.pathname === invoicePath.replace('/view', ''));
    await byTestId('einvoice-findings-paymentTerms').waitFor();
    await paymentTerms().fill('Plata în 30 de zile prin transfer bancar.');
    await byTestId('einvoice-findings-paymentTerms').waitFor({ state: 'detached' });
    expect(await byTestId('einvoice-finding').count()).toBe(0);
    await byTestId('document-submit').click();
    await page.waitForURL((url) => url.pathname === invoicePath);

    await byTestId('view-publish').click();
    await expect.poll(() => textOf('publish-next-number')).toContain(SERIES);
    expect(await byTestId('publish-einvoice-findings').count()).toBe(0);

    // Should the server still refuse it (its parties changed meanwhile), each rule shows by its field.
    await page.route(
      '**/publish',
      (route) =>
        route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({
            message: 'The given data was invalid.',
            errors: { paymentTerms: [PAYMENT_TERMS_RULE], _: ['BR-CO-15'] },
          }),
        }),
      { times: 1 },
    );
    await byTestId('publish-confirm').click();
    await byTestId('publish-refused').waitFor();
    const refusal = await textOf('publish-refused');
    expect(refusal).toContain(`Condiții de plată: ${PAYMENT_TERMS_RULE} · `);
    expect(refusal).toContain('BR-CO-15');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const published = page.waitForResponse(
      (response) => response.url().endsWith('/publish') && response.request().method() === 'POST',
    );
    await byTestId('publish-confirm').click();
    const answer = await published;
    expect(answer.status(), await answer.text()).toBe(200);
    issuedNumber = ((await answer.json()) as { seriesNumber: string }).seriesNumber;
    expect(issuedNumber).toMatch(new RegExp(`^${SERIES}`));
    await expect.poll(() => textOf('document-title')).toContain(issuedNumber);
    // The view page offers the XML of an issued invoice too.
    await byTestId('view-download-xml').waitFor();
  });

  it("downloads the issued invoice's XML from the list's row menu", async () => {
    await page.goto('/clients/invoices');
    await waitForListRows(page, 2);
    const row = byTestId('list-row').filter({ hasText: issuedNumber });
    await row.getByRole('button', { name: `Acțiuni pentru ${issuedNumber}` }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      byTestId('action-download-xml').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xml$/);
    const xml = await readFile(await download.path(), 'utf8');
    // Whatever namespace prefix the writer chooses, the document says what it is and which invoice.
    expect(xml).toMatch(new RegExp(`<(\\w+:)?CustomizationID>${escaped(CUSTOMIZATION_ID)}</`));
    expect(xml).toMatch(new RegExp(`<(\\w+:)?ID>${escaped(issuedNumber)}</(\\w+:)?ID>`));
    expect(xml).toContain('Plata în 30 de zile prin transfer bancar.');
  });

  it('says why there is no XML for a natural-person client without a CNP', async () => {
    expect(personInvoiceNumber).not.toBe('');
    const row = byTestId('list-row').filter({ hasText: personInvoiceNumber });
    await row.getByRole('button', { name: `Acțiuni pentru ${personInvoiceNumber}` }).click();
    const refused = page.waitForResponse((response) => response.url().endsWith('/xml'));
    await byTestId('action-download-xml').click();
    expect((await refused).status()).toBe(422);
    await page.getByText('clientul este persoană fizică fără CNP', { exact: false }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
