import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { csrfHeaders, type NewUser, signUpAndVerify } from './api-session';

/** The client the invoicing suites bill: a VAT payer in Bistrița, with diacritics in its name. */
export const INVOICING_CLIENT = 'Țesătoria Bistrița SRL';

/** A new user for a suite, unique per run, with a password that passes the rules. */
export function invoicingUser(area: string, fname: string, lname: string): NewUser {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { fname, lname, email: `e2e-${area}-${suffix}@example.test`, password: `Factura-${suffix}-9k` };
}

/** A write through the API with the session the pages use; answers the created row's JSON. */
export async function apiPost(context: BrowserContext, path: string, data: unknown, status = 201) {
  const response = await context.request.post(path, { headers: await csrfHeaders(context), data });
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as { id: string };
}

/**
 * Signs the user up and gives them a VAT-paying company with one client, through the API (the
 * company and partner suites test those forms): what every invoicing suite starts from.
 */
export async function invoicingCompany(context: BrowserContext, baseUrl: string, user: NewUser) {
  await signUpAndVerify(context, baseUrl, user);
  const company = await apiPost(context, '/v1/my-companies', {
    businessId: '36914726',
    legalName: 'SOMEŞ COD SOFTWARE SRL',
    vatPayer: true,
    vatUponCollection: false,
    address: {
      countryCode: 'RO',
      countyCode: 'RO-CJ',
      city: 'Cluj-Napoca',
      street: 'Str. Memorandumului 28',
    },
    tos: true,
  });
  const base = `/v1/my-companies/${company.id}`;
  // The suites number in series of their own (addSeries): the defaults a new company starts with
  // would be chosen first, as they start today (apps/web/e2e/first-use.e2e.test.ts uses them).
  const defaults = await context.request.get(`${base}/document-series?perPage=100`);
  for (const series of ((await defaults.json()) as { items: { id: string }[] }).items) {
    const deleted = await context.request.delete(`${base}/document-series/${series.id}`, {
      headers: await csrfHeaders(context),
    });
    expect(deleted.status(), await deleted.text()).toBe(204);
  }
  const partner = await apiPost(context, `${base}/partners`, {
    type: 'company',
    role: 'client',
    name: INVOICING_CLIENT,
    businessId: '18547290',
    vatPayer: true,
    email: 'contabilitate@tesatoria.example.test',
    address: { countryCode: 'RO', countyCode: 'RO-BN', city: 'Bistrița', street: 'Str. Gării 3' },
  });
  /** A series of a type starting in 2024, numbered from 0001. */
  const addSeries = (type: string, prefix: string) =>
    apiPost(context, `${base}/document-series`, {
      type,
      prefix,
      startDate: '2024-01-01',
      startIndex: '0001',
    });
  return { companyId: company.id, base, partnerId: partner.id, addSeries };
}

/** Chooses the invoicing client in a client picker (invoice, payment, report) by searching its name. */
export async function chooseInvoicingClient(page: Page, testId: string): Promise<void> {
  const picker = page.getByTestId(testId);
  await picker.click();
  await picker.fill('Țesătoria');
  await page.getByRole('option', { name: INVOICING_CLIENT, exact: true }).click();
}

/** Opens a new client invoice with the invoicing client chosen. */
export async function newInvoiceForClient(page: Page): Promise<void> {
  await page.goto('/clients/invoices/create');
  await page.getByTestId('document-form').waitFor();
  await chooseInvoicingClient(page, 'document-partner');
}
