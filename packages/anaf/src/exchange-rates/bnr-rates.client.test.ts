import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBnrRatesClient } from './bnr-rates.client';
import { type BnrSimulator, startBnrSimulator } from './bnr-rates.simulator';
import { BnrRatesError } from './bnr-rates.types';

let simulator: BnrSimulator;

beforeAll(async () => {
  simulator = await startBnrSimulator({ host: '127.0.0.1', port: 0, slowResponseMs: 5_000 });
});

afterAll(async () => {
  await simulator.close();
});

afterEach(() => {
  simulator.fail(null);
});

function client(timeoutMs = 5_000) {
  const fetchSpy = vi.fn(globalThis.fetch);
  return {
    fetchSpy,
    client: createBnrRatesClient({ baseUrl: `${simulator.url}/`, fetch: fetchSpy, timeoutMs }),
  };
}

async function failure(promise: Promise<unknown>): Promise<BnrRatesError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BnrRatesError);
  return error as BnrRatesError;
}

describe('BNR rates client against the simulator (real HTTP on loopback)', () => {
  it('reads the day file: the last publication', async () => {
    const { client: c, fetchSpy } = client();
    const days = await c.daily();
    expect(days).toHaveLength(1);
    const [day] = days;
    expect(day?.date).toBe('2026-11-20');
    expect(day?.rates.find((rate) => rate.currency === 'EUR')).toEqual({
      currency: 'EUR',
      rate: expect.stringMatching(/^5\.\d{4}$/),
      multiplier: 1,
    });
    expect(day?.rates.find((rate) => rate.currency === 'HUF')).toEqual({
      currency: 'HUF',
      rate: expect.stringMatching(/^0\.01\d{4}$/),
      multiplier: 100,
    });
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe(`${simulator.url}/nbrfxrates.xml`);
  });

  it("reads a year's file: every banking day so far, oldest first", async () => {
    const { client: c, fetchSpy } = client();
    const days = await c.year(2026);
    expect(days.map((day) => day.date)).toEqual(simulator.days.map((day) => day.date));
    expect(days.slice(0, 3).map((day) => day.date)).toEqual(['2026-01-05', '2026-01-08', '2026-01-09']);
    // Weekends and holidays have no rates: Friday 13 March, then Monday 16 March.
    const march = days.filter((day) => day.date >= '2026-03-13' && day.date <= '2026-03-16');
    expect(march.map((day) => day.date)).toEqual(['2026-03-13', '2026-03-16']);
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe(`${simulator.url}/files/xml/years/nbrfxrates2026.xml`);
    // The day file is the year's last day.
    expect((await c.daily())[0]).toEqual(days.at(-1));
  });

  it('says not-found for a year BNR has no file of', async () => {
    const error = await failure(client().client.year(2019));
    expect(error.code).toBe('not-found');
    expect(error.status).toBe(404);
  });

  it('refuses a year that is not one before any request', async () => {
    const { client: c, fetchSpy } = client();
    await expect(c.year(2026.5)).rejects.toThrow(TypeError);
    await expect(c.year(0)).rejects.toThrow(TypeError);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('BNR rates client failures', () => {
  it('is unavailable on an HTTP error', async () => {
    simulator.fail('server-error');
    const error = await failure(client().client.daily());
    expect(error.code).toBe('unavailable');
    expect(error.status).toBe(503);
  });

  it('is malformed on a page that is not a rate file', async () => {
    simulator.fail('not-xml');
    expect((await failure(client().client.year(2026))).code).toBe('malformed');
  });

  it('is unavailable on a timeout', async () => {
    simulator.fail('slow');
    const started = Date.now();
    const error = await failure(client(200).client.daily());
    expect(error.code).toBe('unavailable');
    expect(error.message).toMatch(/200 ms/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('is unavailable when nothing listens', async () => {
    const closed = await startBnrSimulator();
    const url = closed.url;
    await closed.close();
    const c = createBnrRatesClient({ baseUrl: url, timeoutMs: 1_000 });
    expect((await failure(c.daily())).code).toBe('unavailable');
  });
});

describe('BNR simulator', () => {
  it('counts requests, answers only GET, and can publish another span', async () => {
    const before = simulator.requests.length;
    const post = await fetch(`${simulator.url}/nbrfxrates.xml`, { method: 'POST' });
    expect(post.status).toBe(405);
    await post.text();
    expect(simulator.requests.slice(before)).toEqual(['/nbrfxrates.xml']);

    const other = await startBnrSimulator({ from: '2025-12-01', through: '2026-01-09' });
    try {
      const c = createBnrRatesClient({ baseUrl: other.url });
      const december = await c.year(2025);
      expect(december.at(-1)?.date).toBe('2025-12-31');
      expect(december.some((day) => day.date === '2025-12-25')).toBe(false);
      expect((await c.daily())[0]?.date).toBe('2026-01-09');
    } finally {
      await other.close();
    }
  });
});
