import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { apiPost } from './invoicing-company';

/** The CUI of the invoicing suites' company (invoicingCompany). */
export const COMPANY_CUI = '36914726';

type Rate = { id: string; code: string; value: string | null; validTo: string | null };

/** The company's standard VAT rate of `value` percent in force, by id. */
export async function standardRateId(context: BrowserContext, base: string, value: number) {
  const rates = ((await (await context.request.get(`${base}/vat-rates?perPage=100`)).json()).items ??
    []) as Rate[];
  return rates.find((row) => row.code === 'S' && Number(row.value) === value && row.validTo === null)?.id;
}

/** A supplier's invoice to our company: the reference fixture with our CUI as the buyer's. */
async function receivedInvoiceXml(number: string): Promise<string> {
  const fixture = path.resolve(
    import.meta.dirname,
    '../../../../packages/anaf/src/efactura/fixtures/smartbill-style-invoice.xml',
  );
  const xml = await readFile(fixture, 'utf8');
  return xml
    .replace('<cbc:ID>SBF 0457</cbc:ID>', `<cbc:ID>${number}</cbc:ID>`)
    .replace('<cbc:CompanyID>RO14399840</cbc:CompanyID>', `<cbc:CompanyID>RO${COMPANY_CUI}</cbc:CompanyID>`);
}

/**
 * Places the supplier's invoice numbered `number` in the company's SPV inbox at the simulator, made
 * by ANAF a minute ago (a sync reads up to a few seconds before now).
 */
export async function placeReceivedInvoice(simulatorUrl: string, number: string): Promise<void> {
  const placed = await fetch(`${simulatorUrl}/_control/inbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      cif: COMPANY_CUI,
      xml: await receivedInvoiceXml(number),
      createdAt: Date.now() - 60_000,
    }),
  });
  expect(placed.status, await placed.text()).toBe(200);
}

export const MANUAL_SUPPLIER = 'Tipografia Someș (adăugat manual) SRL';

/**
 * The received sample invoice "LK <digits>" added by hand before it arrives, under a supplier record
 * of its own (as the API test does), with a payment of 100.00; and another invoice of that supplier
 * ("LK <digits>9"), whose totals differ, for a refusal the linking dialog must show in words.
 */
export async function handEnteredTwin(context: BrowserContext, base: string, digits: string, today: string) {
  const [rate21, rate11] = [await standardRateId(context, base, 21), await standardRateId(context, base, 11)];
  const supplier = await apiPost(context, `${base}/partners`, {
    type: 'company',
    role: 'supplier',
    name: MANUAL_SUPPLIER,
    businessId: '12345674',
    vatPayer: true,
    address: { countryCode: 'RO', countyCode: 'RO-CJ', city: 'Cluj-Napoca', street: 'Str. Horea 5' },
  });
  const cards = {
    name: 'Carti de vizita',
    unitCode: 'H87',
    quantity: '500',
    price: '0.76',
    vatRateId: rate21,
  };
  // The sample's lines with its allowance taken into the first line's price.
  const byHand = (await apiPost(context, `${base}/supplier-invoices`, {
    partnerId: supplier.id,
    series: 'LK',
    number: digits,
    issueDate: '2026-10-15',
    currency: 'RON',
    lines: [
      cards,
      {
        name: 'Carte „Istoria tiparului”',
        unitCode: 'H87',
        quantity: '3',
        price: '10.15',
        vatRateId: rate11,
      },
    ],
  })) as { id: string; netTotal?: string; vatTotal?: string; grossTotal?: string };
  expect([byHand.netTotal, byHand.vatTotal, byHand.grossTotal]).toEqual(['410.45', '83.15', '493.60']);
  const other = await apiPost(context, `${base}/supplier-invoices`, {
    partnerId: supplier.id,
    series: 'LK',
    number: `${digits}9`,
    issueDate: '2026-10-15',
    currency: 'RON',
    lines: [cards],
  });
  await apiPost(context, `${base}/supplier-payments`, {
    type: 'bank-transfer',
    partnerId: supplier.id,
    amount: '100.00',
    currency: 'RON',
    date: today,
    description: 'OP 77',
    allocations: [{ invoiceId: byHand.id, amount: '100.00' }],
  });
  return { otherId: other.id };
}
