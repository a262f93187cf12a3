import { afterEach, describe, expect, it } from 'vitest';
import { createEfacturaClient } from '../client/efactura-http.client';
import { AnafCallError } from '../efactura-api.types';
import { seededRandom } from './faults';
import { SELLER, simulatorWithClient, validInvoice } from './simulator.test-support';

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

async function setup(timeoutMs = 5_000) {
  const env = await simulatorWithClient({ settings: { processingPolls: 0 } }, timeoutMs);
  close = env.server.close;
  return env;
}

async function failure(promise: Promise<unknown>): Promise<AnafCallError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AnafCallError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('injected faults, as the client sees them', () => {
  it('draws the same faults for the same seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    expect(Array.from({ length: 5 }, a)).toEqual(Array.from({ length: 5 }, b));
  });

  it('5xx before anything happens is kind server, and nothing is recorded', async () => {
    const { client, simulator } = await setup();
    simulator.setFaults({ seed: 1, rates: { serverError: 1 } });
    expect(
      (await failure(client.upload({ cif: SELLER, xml: validInvoice(), standard: 'UBL' }, 't'))).kind,
    ).toBe('server');
    expect(simulator.stats().uploads).toBe(0);
  });

  it('204 and 429 are kind limit', async () => {
    const { client, simulator } = await setup();
    simulator.setFaults({ seed: 3, rates: { limit: 1 } });
    const statuses = new Set<number | null>();
    for (let i = 0; i < 8; i += 1) {
      const error = await failure(client.listMessages({ cif: SELLER, days: 1 }, 't'));
      expect(error.kind).toBe('limit');
      statuses.add(error.status);
    }
    expect([...statuses].sort()).toEqual([204, 429]);
  });

  it('an answer lost after acceptance leaves the upload recorded; the repeat is refused with its index', async () => {
    const { client, simulator } = await setup();
    simulator.setFaults({ seed: 5, rates: { lostAfterAccept: 1 } });
    const kinds = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      kinds.add(
        (await failure(client.upload({ cif: SELLER, xml: validInvoice(`F ${i}`), standard: 'UBL' }, 't')))
          .kind,
      );
    }
    expect([...kinds].sort()).toEqual(['network', 'server']);
    expect(simulator.stats().uploads).toBe(6);
    simulator.setFaults({ seed: 5, rates: {} });
    const again = await client.upload({ cif: SELLER, xml: validInvoice('F 0'), standard: 'UBL' }, 't');
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.errors[0]).toMatch(/^Factura a mai fost transmisa anterior cu index=\d+$/);
    expect(simulator.stats().duplicates).toBe(0);
  });

  it('an answer held past the client timeout is kind timeout; the upload may or may not be recorded', async () => {
    const { client, simulator } = await setup(150);
    simulator.setFaults({ seed: 2, rates: { timeout: 1 }, timeoutMs: 2_000 });
    for (let i = 0; i < 6; i += 1) {
      expect(
        (await failure(client.upload({ cif: SELLER, xml: validInvoice(`T ${i}`), standard: 'UBL' }, 't')))
          .kind,
      ).toBe('timeout');
    }
    const recorded = simulator.stats().uploads;
    expect(recorded).toBeGreaterThan(0);
    expect(recorded).toBeLessThan(6);
  });

  it('adds latency to every answer', async () => {
    const { client, simulator } = await setup();
    simulator.setFaults({ seed: 1, rates: {}, latencyMs: 120 });
    const started = performance.now();
    await client.listMessages({ cif: SELLER, days: 1 }, 't');
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('a refused connection is kind network', async () => {
    const { url } = await setup();
    await close?.();
    close = null;
    const client = createEfacturaClient({
      apiBaseUrl: `${url}/test/FCTEL/rest`,
      publicBaseUrl: url,
      timeoutMs: 1_000,
    });
    expect((await failure(client.messageState('1', 't'))).kind).toBe('network');
  });
});
