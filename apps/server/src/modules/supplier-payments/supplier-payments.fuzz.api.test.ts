import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzRequest } from '../../platform/http/routes-fuzz.bodies';
import type { JsonSchema } from '../../platform/http/routes-fuzz.values';
import { type Harness, startHarness } from '../../testing/harness';
import {
  receipt,
  type SupplierPaymentsWorld,
  supplierPaymentsWorld,
  transfer,
} from './supplier-payments.test-fixture';

/**
 * The routes fuzz test's spoiled bodies, on supplier payments that exist and pay invoices (the
 * routes fuzz world has no supplier), so spoiled fields of real records reach the payments core,
 * the allocation rules and the SQL. Replay: FUZZ_SEED=<seed> [FUZZ_RUNS=<runs per route>].
 */
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const runs = Number(process.env.FUZZ_RUNS ?? 40);
console.log(`supplier payments fuzz: seed ${seed}, ${runs} runs per route; replay with FUZZ_SEED=${seed}`);

let h: Harness;
let w: SupplierPaymentsWorld;
const ids: string[] = [];
let payment: string;
let supplierReceipt: string;

beforeAll(async () => {
  h = await startHarness();
  w = await supplierPaymentsWorld(h);
  const invoices = [
    await w.invoice({ amountDue: '500.00' }),
    await w.invoice({ amountDue: '-50.00' }),
    await w.invoice({ status: 'received' }),
    await w.invoice({ currency: 'EUR' }),
  ];
  const [open] = invoices as [string];
  const paid = await w.owner.post(
    w.payments,
    transfer(w.supplierA, { amount: '200', allocations: [{ invoiceId: open, amount: '150' }] }),
  );
  const recorded = await w.owner.post(
    w.receipts,
    receipt(w.supplierA, { amount: '100', allocations: [{ invoiceId: open, amount: '100' }] }),
  );
  expect([paid.status, recorded.status]).toEqual([201, 201]);
  payment = paid.body.id;
  supplierReceipt = recorded.body.id;
  ids.push(...invoices, w.supplierA, w.supplierB, w.client, w.strangerSupplier, payment, supplierReceipt);
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('supplier payment routes under spoiled bodies', () => {
  it('never answer a server error, and never leave an invoice paid above what is due', {
    timeout: 600_000,
  }, async () => {
    const document = (await w.owner.get('/v1/openapi.json')).body as JsonSchema;
    const bodyOf = (path: string, method: string): JsonSchema =>
      document.paths[path][method].requestBody.content['application/json'].schema;
    const at = '/v1/my-companies/{companyId}';
    const routes: ['post' | 'put', string, string, string][] = [
      ['post', `${at}/supplier-payments`, w.payments, ''],
      ['put', `${at}/supplier-payments/{paymentId}`, `${w.payments}/${payment}`, payment],
      ['post', `${at}/supplier-receipts`, w.receipts, ''],
      ['put', `${at}/supplier-receipts/{paymentId}`, `${w.receipts}/${supplierReceipt}`, supplierReceipt],
    ];
    const failures: string[] = [];
    for (const [method, path, url, id] of routes) {
      const known = (await w.owner.get(`${w.payments}/${id || payment}`)).body;
      const result = await fc.check(
        fc.asyncProperty(fuzzRequest(bodyOf(path, method), ids, known), async (request) => {
          const headers: Record<string, string> = {};
          if (request.contentType) headers['content-type'] = request.contentType;
          const response = await w.owner.request(method === 'post' ? 'POST' : 'PUT', url, request.payload, {
            headers,
          });
          if (response.status < 500) return true;
          failures.push(
            `${method} ${url} [${request.label}] ${String(request.payload).slice(0, 300)} -> ${response.status}`,
          );
          return false;
        }),
        { seed, numRuns: runs, endOnFailure: true },
      );
      expect(result.failed, failures.join('\n')).toBe(false);
    }
    // Whatever got through, every invoice's paid total stays between zero and what it is due,
    // and the received one (not confirmed) was never paid.
    const [open, credit, received, euro] = ids as [string, string, string, string];
    const paidOf = async (invoiceId: string) => Number((await w.paid(invoiceId)).paidTotal);
    expect(await paidOf(open)).toBeGreaterThanOrEqual(0);
    expect(await paidOf(open)).toBeLessThanOrEqual(500);
    expect(await paidOf(credit)).toBeLessThanOrEqual(0);
    expect(await paidOf(credit)).toBeGreaterThanOrEqual(-50);
    expect(await paidOf(received)).toBe(0);
    expect(await paidOf(euro)).toBeGreaterThanOrEqual(0);
    expect(await paidOf(euro)).toBeLessThanOrEqual(1000);
  });
});
