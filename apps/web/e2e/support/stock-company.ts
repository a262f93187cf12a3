import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { csrfHeaders } from './api-session';

/**
 * Gives the company the Smart plan, which the stock screens need (spec 01 §6), through the server's
 * development trigger: paid billing does not exist yet.
 */
export async function grantSmartPlan(context: BrowserContext, companyId: string): Promise<void> {
  const response = await context.request.post('/dev/subscriptions/smart', {
    headers: await csrfHeaders(context),
    data: { myCompanyId: companyId },
  });
  expect(response.status(), await response.text()).toBe(204);
}

type Rate = { id: string; code: string; value: string | null; validTo: string | null };

/** The id of the company's standard VAT rate in force at that percent (21, 11...). */
export async function standardRateId(
  context: BrowserContext,
  base: string,
  percent: number,
): Promise<string> {
  const rates = ((await (await context.request.get(`${base}/vat-rates?perPage=100`)).json()).items ??
    []) as Rate[];
  const rate = rates.find((row) => row.code === 'S' && Number(row.value) === percent && row.validTo === null);
  if (!rate) throw new Error(`no standard ${percent}% VAT rate in force`);
  return rate.id;
}
