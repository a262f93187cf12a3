import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, skipNoticeIfMissing } from './support/browser';
import { type BrowserSuite, openBrowserSuite } from './support/browser-suite';
import { apiPost, invoicingCompany, invoicingUser } from './support/invoicing-company';
import type { RunningServer } from './support/server';

skipNoticeIfMissing('what documents show of addresses and units');

const user = invoicingUser('print', 'Radu', 'Ionescu');
const SERIES = 'E2EP';

describe.skipIf(!hasChromium)('addresses and units as people read them', () => {
  let suite: BrowserSuite | undefined;
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];
  let invoiceId = '';

  const byTestId = (id: string) => page.getByTestId(id);
  const textsOf = async (id: string) =>
    (await byTestId(id).allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());

  beforeAll(async () => {
    suite = await openBrowserSuite();
    ({ server, context, page, pageErrors } = suite);
    const company = await invoicingCompany(context, server.baseUrl, user);
    const { base } = company;
    const series = await company.addSeries('client-invoice', SERIES);
    // A client in Bucharest's sector 6 with its depot in sector 3, and two products in pieces and hours.
    const partner = await apiPost(context, `${base}/partners`, {
      type: 'company',
      role: 'client',
      name: 'Depozitul Militari SRL',
      businessId: '45268136',
      vatPayer: true,
      address: { countryCode: 'RO', city: 'București', district: 6, street: 'Bd. Iuliu Maniu 7' },
    });
    const depot = await apiPost(context, `${base}/partners/${partner.id}/addresses`, {
      name: 'Depozit Titan',
      address: { countryCode: 'RO', city: 'București', district: 3, street: 'Str. Depozitului 3' },
    });
    const rates = (await (await context.request.get(`${base}/vat-rates?perPage=100`)).json()) as {
      items: { id: string; code: string; value: string | null; validTo: string | null }[];
    };
    const rate = rates.items.find((r) => r.code === 'S' && Number(r.value) === 21 && r.validTo === null);
    await apiPost(context, `${base}/products`, {
      name: 'Role de bumbac',
      isService: false,
      measurementUnitCode: 'H87',
      vatRateId: rate?.id,
    });
    await apiPost(context, `${base}/products`, {
      name: 'Montaj utilaje',
      isService: true,
      measurementUnitCode: 'HUR',
      vatRateId: rate?.id,
    });
    const invoice = await apiPost(context, `${base}/client-invoices`, {
      partnerId: partner.id,
      documentSeriesId: series.id,
      issueDate: '2026-11-02',
      deliveryAddressId: depot.id,
      discountType: 'percent',
      discountValue: '5',
      lines: [
        {
          name: 'Role de bumbac',
          unitCode: 'H87',
          quantity: '12',
          price: '50',
          discountPercent: '10',
          vatRateId: rate?.id,
        },
        { name: 'Montaj utilaje', unitCode: 'HUR', quantity: '2', price: '100', vatRateId: rate?.id },
      ],
    });
    invoiceId = invoice.id;
  });

  afterAll(async () => {
    await suite?.close();
  });

  it('lists the products with the company’s unit symbols', async () => {
    await page.goto('/products');
    await byTestId('list-row').first().waitFor();
    const cells = () =>
      byTestId('list-row').evaluateAll((rows) =>
        rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent?.trim() ?? '')),
      );
    await expect
      .poll(cells)
      .toEqual([
        expect.arrayContaining(['Montaj utilaje', 'h']),
        expect.arrayContaining(['Role de bumbac', 'buc']),
      ]);
    expect((await cells()).flat()).not.toEqual(expect.arrayContaining([expect.stringMatching(/H87|HUR/)]));
  });

  it('shows the buyer’s sector, its delivery address, the discount and the unit symbols on the invoice', async () => {
    await page.goto(`/clients/invoices/view/${invoiceId}`);
    await byTestId('document-buyer').waitFor();
    const buyer = (await textsOf('document-buyer'))[0];
    expect(buyer).toContain('Bd. Iuliu Maniu 7, București, Sector 6');
    expect(buyer).toContain('Adresa de livrare: Depozit Titan, Str. Depozitului 3, București, Sector 3');
    expect(buyer).not.toContain('București, București');
    // The document discount reads with its kind and percent.
    expect((await textsOf('document-details'))[0]).toContain('Discount pe facturăProcent 5%');
    await expect
      .poll(() => textsOf('view-line'))
      .toEqual([expect.stringContaining('12 buc'), expect.stringContaining('2 h')]);
  });

  it('shows the unit symbols in the invoice form’s lines', async () => {
    await page.goto(`/clients/invoices/${invoiceId}`);
    await byTestId('line-row').first().waitFor();
    await expect
      .poll(() => textsOf('line-row'))
      .toEqual([expect.stringContaining('12 buc'), expect.stringContaining('2 h')]);
    expect(pageErrors).toEqual([]);
  });
});
