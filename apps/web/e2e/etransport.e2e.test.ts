import { uitRule } from '@app/domain/etransport/uit';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders } from './support/api-session';
import { hasChromium, skipNoticeIfMissing } from './support/browser';
import { type BrowserSuite, openBrowserSuite } from './support/browser-suite';
import { COMPANY_CUI } from './support/efactura-fixtures';
import { apiPost, chooseInvoicingClient, invoicingCompany, invoicingUser } from './support/invoicing-company';
import type { RunningServer } from './support/server';

skipNoticeIfMissing('the RO e-Transport module');

const user = invoicingUser('etransport', 'Mihai', 'Țurcanu');
const ORGANIZER = 'Transcom Rapid SRL';

// The RO e-Transport module in the browser against the app's ANAF simulator: the module activated,
// a national transport declared with two lines and a CMR, sent, its UIT shown; the vehicle changed,
// the transport confirmed; a second declaration cancelled.
describe.skipIf(!hasChromium)('RO e-Transport in the browser', () => {
  let suite: BrowserSuite | undefined;
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];
  let base = '';
  let companyId = '';
  let declarationPath = '';
  let uit = '';

  const byTestId = (id: string) => page.getByTestId(id);
  const pick = async (testId: string, option: RegExp | string, nth = 0) => {
    await byTestId(testId).nth(nth).click();
    await page.getByRole('option', { name: option }).first().click();
  };

  beforeAll(async () => {
    suite = await openBrowserSuite();
    ({ server, context, page, pageErrors } = suite);
    ({ base, companyId } = await invoicingCompany(context, server.baseUrl, user));
    await apiPost(context, `${base}/partners`, {
      type: 'company',
      role: 'supplier',
      name: ORGANIZER,
      businessId: '14399840',
      vatPayer: true,
      address: { countryCode: 'RO', countyCode: 'RO-CJ', city: 'Cluj-Napoca', street: 'Str. Fabricii 10' },
    });
    for (const [name, nc, net, gross] of [
      ['Ciment Portland 40 kg', '25232900', '40', '40.2'],
      ['Var hidratat 20 kg', '25221000', '20', '20.1'],
    ] as const) {
      const vatRates = await context.request.get(`${base}/vat-rates?perPage=100`);
      const rate = ((await vatRates.json()) as { items: { id: string; value: string | null }[] }).items.find(
        (entry) => Number(entry.value) === 21,
      );
      await apiPost(context, `${base}/products`, {
        name,
        isService: false,
        measurementUnitCode: 'H87',
        vatRateId: rate?.id,
        euCnClassificationCode: nc,
        netWeight: net,
        grossWeight: gross,
      });
    }
  });

  afterAll(async () => {
    await suite?.close();
  });

  it('asks for the activation, and activates the module once SPV is connected', async () => {
    await page.goto('/spv/etransport');
    await byTestId('etransport-inactive').waitFor();
    // The SPV connection through the simulator's certificate page.
    const started = await context.request.post(`${base}/anaf-spv/start`, {
      headers: await csrfHeaders(context),
      data: {},
    });
    const { url } = (await started.json()) as { url: string };
    // ANAF answers ok at the first stareMesaj (5 s after the upload) rather than the second.
    const polls = await fetch(`${new URL(url).origin}/_control/processing-polls`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ polls: 0 }),
    });
    expect(polls.status).toBe(200);
    await page.goto(url);
    await byTestId('anaf-sim-cuis').fill(COMPANY_CUI);
    await byTestId('anaf-sim-authorize').click();
    await page.waitForURL((address) => address.pathname === `/my-companies/${companyId}/anaf-spv`);

    await page.goto('/spv/etransport/subscription');
    await byTestId('open-activation').click();
    await byTestId('purchase-period-monthly').click();
    await byTestId('purchase-accept-terms').check();
    await byTestId('purchase-submit').click();
    // Paid by card on the payment provider's page (the simulator), which sends the buyer back.
    await page.waitForURL((address) => address.pathname.startsWith('/pay/'));
    await byTestId('pay-submit').click();
    await page.waitForURL((address) => address.pathname === '/spv/etransport/subscription');
    await page.locator('[data-testid="payment-return"][data-state="accepted"]').waitFor();
    // The register may first show the access it read before the activation, then the fresh one.
    await page.goto('/spv/etransport');
    await byTestId('declaration-create').first().waitFor();
    await byTestId('etransport-inactive').waitFor({ state: 'detached' });
  });

  it('declares a national transport with two lines and a CMR, sends it and shows its UIT', async () => {
    await page.goto('/spv/etransport/create/client');
    await byTestId('declaration-form').waitFor();
    await chooseInvoicingClient(page, 'document-partner');
    await byTestId('declaration-organizer').click();
    await byTestId('declaration-organizer').fill('Transcom');
    await page.getByRole('option', { name: ORGANIZER, exact: true }).click();
    await pick('declaration-operation', /^30\b/);
    await byTestId('declaration-vehicle').fill('CJ12ABC');
    await pick('document-type', /CMR/);
    await byTestId('document-number').fill('CMR 1001');

    const line = async (index: number, search: string, name: string, quantity: string, price: string) => {
      await byTestId('line-product').nth(index).click();
      await byTestId('line-product').nth(index).fill(search);
      await page.getByRole('option', { name, exact: true }).click();
      await pick('line-purpose', /^101\b/, index);
      await byTestId('line-quantity').nth(index).fill(quantity);
      await byTestId('line-price').nth(index).fill(price);
    };
    await line(0, 'Ciment', 'Ciment Portland 40 kg', '50', '32.5');
    await byTestId('line-add').click();
    await line(1, 'Var', 'Var hidratat 20 kg', '20', '14');
    expect(await byTestId('line-nc-code').nth(1).inputValue()).toBe('25221000');

    await byTestId('declaration-submit').click();
    await page.waitForURL((address) => /\/spv\/etransport\/[0-9a-f-]{36}\/view$/.test(address.pathname));
    declarationPath = new URL(page.url()).pathname;
    expect(await byTestId('view-lines').textContent()).toContain('Var hidratat 20 kg');

    await byTestId('view-send').first().click();
    await byTestId('send-confirm').click();
    await expect
      .poll(async () => byTestId('etransport-state').first().getAttribute('data-state'), { timeout: 90_000 })
      .toBe('accepted');
    const shown = (await byTestId('view-uit').textContent()) ?? '';
    uit = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(shown)?.[0] ?? '';
    expect(uitRule(uit.replaceAll('-', ''))).toBeNull();

    await page.goto('/spv/etransport');
    await expect
      .poll(async () => (await byTestId('row-uit').allTextContents()).map((text) => text.trim()))
      .toContain(uit);
  });

  it('changes the vehicle and confirms the transport of the declaration', async () => {
    for (const [kind, fill] of [
      [
        'vehicle-modification',
        async () => {
          await byTestId('follow-up-time').fill('14:30');
          await byTestId('follow-up-vehicle').fill('B77XYZ');
        },
      ],
      ['transport-confirmation', async () => pick('follow-up-confirmation-type', /^Confirmat$/)],
    ] as const) {
      await page.goto(declarationPath);
      await byTestId(`view-${kind}`).first().click();
      await byTestId('follow-up-form').waitFor();
      expect((await byTestId('follow-up-uit').inputValue()).replaceAll('-', '')).toBe(
        uit.replaceAll('-', ''),
      );
      await fill();
      await byTestId('follow-up-submit').first().click();
      await page.waitForURL((address) => address.pathname.endsWith('/edit'));
      await byTestId('follow-up-send').first().click();
      await byTestId('send-confirm').click();
      await expect
        .poll(
          async () => (await page.getByTestId('etransport-state').first().getAttribute('data-state')) ?? '',
          {
            timeout: 90_000,
          },
        )
        .toBe('accepted');
    }
  });

  it('cancels a second declaration, which stays valid until ANAF accepts the cancellation', async () => {
    const second = await context.request.post(`${base}/etransport/declarations`, {
      headers: await csrfHeaders(context),
      data: await (await context.request.get(`${base}/etransport/${declarationPath.split('/')[3]}`))
        .json()
        .then((detail: { declaration: Record<string, unknown> }) => ({
          ...detail.declaration,
          referenceCode: 'A DOUA',
        })),
    });
    expect(second.status()).toBe(201);
    const { id } = (await second.json()) as { id: string };
    const sent = await context.request.post(`${base}/etransport/${id}/send-to-etransport`, {
      headers: await csrfHeaders(context),
    });
    expect(sent.status()).toBe(202);
    await page.goto(`/spv/etransport/${id}/view`);
    await expect.poll(async () => byTestId('view-cancel').count(), { timeout: 90_000 }).toBe(1);
    await byTestId('view-cancel').first().click();
    await byTestId('cancel-confirm').click();
    await expect
      .poll(async () => (await byTestId('etransport-state').first().getAttribute('data-state')) ?? '', {
        timeout: 90_000,
      })
      .toBe('canceled');
    expect(pageErrors).toEqual([]);
  });
});
