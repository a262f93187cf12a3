import { type BnrRatesClient, createBnrRatesClient } from '@app/anaf/exchange-rates/bnr-rates.client';
import { type BnrSimulator, startBnrSimulator } from '@app/anaf/exchange-rates/bnr-rates.simulator';
import { perUnitRate } from '@app/domain/exchange-rates/per-unit-rate';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import type { TestClient } from '../../testing/test-client';
import { EXCHANGE_RATES_REFRESH_JOB, registerExchangeRates } from './exchange-rates.module';
import { registerExchangeRateRoutes } from './exchange-rates.routes';
import { createExchangeRatesService, type ExchangeRatesService } from './exchange-rates.service';

/** Saturday 21 November 2026, noon in Bucharest: BNR's last publication is Friday's. */
const SATURDAY_NOON = new Date('2026-11-21T10:00:00Z');
/**
 * The route is mounted under this prefix with a service on a clock and a simulator of the test's
 * own, so the test does not depend on whether app.ts also registers the module.
 */
const URL = '/t/v1/exchange-rates';

let h: Harness;
let simulator: BnrSimulator;
let service: ExchangeRatesService;
let clock: Date;
let user: TestClient;

const client = (sim: BnrSimulator) => createBnrRatesClient({ baseUrl: sim.url, timeoutMs: 2_000 });
const db = () => h.ctx.database.db;

/** The value the simulator published for a currency on a day, as RON for one unit. */
function published(currency: string, date: string): string | null {
  const day = simulator.days.find((one) => one.date === date);
  const rate = day?.rates.find((one) => one.currency === currency);
  return rate ? perUnitRate(rate.value, rate.multiplier) : null;
}

async function emptyTables() {
  await h.ctx.database.pool.query('DELETE FROM exchange_rates');
  await h.ctx.database.pool.query('DELETE FROM exchange_rate_years');
}

async function storedRows(): Promise<number> {
  const { rows } = await h.ctx.database.pool.query('SELECT count(*)::int AS n FROM exchange_rates');
  return rows[0].n;
}

const downloadsSince = (from: number) => simulator.requests.slice(from);

beforeAll(async () => {
  simulator = await startBnrSimulator({ host: '127.0.0.1', port: 0 });
  clock = SATURDAY_NOON;
  h = await startHarness({}, (app) => {
    app.register(
      async (scoped) => {
        registerExchangeRateRoutes(scoped, {
          rateOn: (currency, date) => service.rateOn(db(), currency, date),
          today: () => service.today(),
        });
      },
      { prefix: '/t' },
    );
  });
  service = createExchangeRatesService(h.ctx.database, client(simulator), { now: () => clock });
  user = (await h.signUp()).client;
});

afterAll(async () => {
  await h?.close();
  await simulator?.close();
});

describe('GET /v1/exchange-rates', () => {
  beforeAll(async () => {
    await emptyTables();
    clock = SATURDAY_NOON;
  });

  it('is for signed-in users', async () => {
    const response = await h.client().get(`${URL}?currency=EUR&date=2026-03-13`);
    expect(response.status).toBe(401);
  });

  it("answers a banking day's rate, loading that year's file once", async () => {
    const before = simulator.requests.length;
    const response = await user.get(`${URL}?currency=EUR&date=2026-03-13`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      currency: 'EUR',
      date: '2026-03-13',
      requestedDate: '2026-03-13',
      rate: published('EUR', '2026-03-13'),
      fromRequestedDate: true,
    });
    expect(response.body.rate).toMatch(/^5\.\d{4}$/);
    // The year's file, and the day file to know the year's file is up to date.
    expect(downloadsSince(before)).toEqual(['/files/xml/years/nbrfxrates2026.xml', '/nbrfxrates.xml']);
  });

  it("answers a Sunday with Friday's rate, saying it is not from that day, without downloading", async () => {
    const before = simulator.requests.length;
    const response = await user.get(`${URL}?currency=EUR&date=2026-03-15`);
    expect(response.body).toEqual({
      currency: 'EUR',
      date: '2026-03-13',
      requestedDate: '2026-03-15',
      rate: published('EUR', '2026-03-13'),
      fromRequestedDate: false,
    });
    expect(downloadsSince(before)).toEqual([]);
  });

  it("answers Orthodox Easter Monday with Thursday's rate (Good Friday is a holiday too)", async () => {
    const response = await user.get(`${URL}?currency=USD&date=2026-04-13`);
    expect(response.body).toMatchObject({
      date: '2026-04-09',
      requestedDate: '2026-04-13',
      fromRequestedDate: false,
    });
    expect(response.body.rate).toBe(published('USD', '2026-04-09'));
  });

  it('gives the forint per unit, divided exactly, and takes the currency in any case', async () => {
    const response = await user.get(`${URL}?currency=huf&date=2026-03-13`);
    expect(response.body).toMatchObject({ currency: 'HUF', date: '2026-03-13', fromRequestedDate: true });
    expect(response.body.rate).toMatch(/^0\.01\d{4}$/);
    expect(response.body.rate).toBe(published('HUF', '2026-03-13'));
  });

  it('answers RON at 1 for any day, without downloading', async () => {
    const before = simulator.requests.length;
    const response = await user.get(`${URL}?currency=RON&date=2026-03-15`);
    expect(response.body).toEqual({
      currency: 'RON',
      date: '2026-03-15',
      requestedDate: '2026-03-15',
      rate: '1',
      fromRequestedDate: true,
    });
    expect(downloadsSince(before)).toEqual([]);
  });

  it("defaults the day to today: on Saturday, Friday's rate", async () => {
    const response = await user.get(`${URL}?currency=GBP`);
    expect(response.body).toMatchObject({
      currency: 'GBP',
      date: '2026-11-20',
      requestedDate: '2026-11-21',
      fromRequestedDate: false,
      rate: published('GBP', '2026-11-20'),
    });
  });

  it('answers a day to come with the latest rate', async () => {
    const response = await user.get(`${URL}?currency=CHF&date=2026-12-24`);
    expect(response.body).toMatchObject({
      date: '2026-11-20',
      requestedDate: '2026-12-24',
      fromRequestedDate: false,
    });
  });

  it.each([
    ['an unknown currency', 'currency=XYZ&date=2026-03-13', { currency: ['invalid'] }],
    ['gold, which BNR quotes but is no currency', 'currency=XAU&date=2026-03-13', { currency: ['invalid'] }],
    ['no currency', 'date=2026-03-13', { currency: ['required'] }],
    ['a date that does not exist', 'currency=EUR&date=2026-02-30', { date: ['date'] }],
    ['a date in another format', 'currency=EUR&date=13.03.2026', { date: ['date'] }],
  ])('refuses %s with 422', async (_label, query, errors) => {
    const response = await user.get(`${URL}?${query}`);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ message: 'common.errors.validation', errors });
  });

  it('answers 404 when BNR has no rate up to the day (the simulator publishes from 2026)', async () => {
    const response = await user.get(`${URL}?currency=EUR&date=2026-01-02`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'exchange-rates.errors.not-found' });
  });

  it('answers from what is stored while BNR cannot be reached', async () => {
    clock = new Date(SATURDAY_NOON.getTime() + 3600_000);
    simulator.fail('server-error');
    try {
      const before = simulator.requests.length;
      const response = await user.get(`${URL}?currency=EUR`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ date: '2026-11-20', requestedDate: '2026-11-21' });
      // It did ask (the last check was an hour ago), and BNR failed.
      expect(downloadsSince(before)).toEqual(['/nbrfxrates.xml']);
    } finally {
      simulator.fail(null);
      clock = SATURDAY_NOON;
    }
  });

  it('answers 503 when BNR cannot be reached and nothing is stored', async () => {
    simulator.fail('server-error');
    try {
      const response = await user.get(`${URL}?currency=EUR&date=2025-06-10`);
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ message: 'exchange-rates.errors.unavailable' });
    } finally {
      simulator.fail(null);
    }
  });

  it('answers 503 when BNR answers something that is not a rate file', async () => {
    simulator.fail('not-xml');
    try {
      const response = await user.get(`${URL}?currency=USD&date=2025-07-01`);
      expect(response.status).toBe(503);
    } finally {
      simulator.fail(null);
    }
  });
});

describe('exchange-rates service', () => {
  beforeEach(async () => {
    await emptyTables();
    clock = SATURDAY_NOON;
  });

  it("stores a year's publications once, however often and however concurrently asked", async () => {
    const before = simulator.requests.length;
    const answers = await Promise.all([
      service.rateOn(db(), 'EUR', '2026-05-04'),
      service.rateOn(db(), 'USD', '2026-05-05'),
      service.rateOn(db(), 'EUR', '2026-05-04'),
    ]);
    expect(answers.map((answer) => answer.fromRequestedDate)).toEqual([true, true, true]);
    const expected = simulator.days.reduce((sum, day) => sum + day.rates.length, 0);
    expect(await storedRows()).toBe(expected);
    expect(downloadsSince(before).filter((path) => path.includes('years'))).toEqual([
      '/files/xml/years/nbrfxrates2026.xml',
    ]);

    const again = simulator.requests.length;
    await service.rateOn(db(), 'GBP', '2026-08-14');
    await service.rateOn(db(), 'GBP', '2026-08-15');
    expect(downloadsSince(again)).toEqual([]);

    // The daily job asks again whatever is stored; nothing new is written.
    expect(await service.refresh()).toEqual({ date: '2026-11-20', stored: 0 });
    expect(await storedRows()).toBe(expected);
  });

  it('follows the day file on from what is stored, and loads the year to fill a gap', async () => {
    const thursday = await startBnrSimulator({ through: '2026-11-19' });
    let current: BnrSimulator = thursday;
    const switching: BnrRatesClient = {
      daily: () => client(current).daily(),
      year: (year) => client(current).year(year),
    };
    const rates = createExchangeRatesService(h.ctx.database, switching, { now: () => clock });
    try {
      // Friday before the publication: Thursday's rate, the year complete through Thursday.
      clock = new Date('2026-11-20T09:00:00Z');
      expect(await rates.rateOn(db(), 'EUR', '2026-11-20')).toMatchObject({ date: '2026-11-19' });
      const coverage = await h.ctx.database.pool.query(
        'SELECT complete_through::text AS d FROM exchange_rate_years',
      );
      expect(coverage.rows).toEqual([{ d: '2026-11-19' }]);

      // Friday 13:30: the job finds Friday's publication, which follows on: no year file.
      clock = new Date('2026-11-20T11:30:00Z');
      current = simulator;
      const before = simulator.requests.length;
      expect(await rates.refresh()).toEqual({ date: '2026-11-20', stored: simulator.days[0]?.rates.length });
      expect(downloadsSince(before)).toEqual(['/nbrfxrates.xml']);
      expect(await rates.rateOn(db(), 'EUR', '2026-11-20')).toMatchObject({
        date: '2026-11-20',
        fromRequestedDate: true,
        rate: published('EUR', '2026-11-20'),
      });

      // A fresh table: the job's day file does not follow on anything, so the year's file comes too.
      await emptyTables();
      const fresh = simulator.requests.length;
      await rates.refresh();
      expect(downloadsSince(fresh)).toEqual(['/nbrfxrates.xml', '/files/xml/years/nbrfxrates2026.xml']);
      expect(await storedRows()).toBe(simulator.days.reduce((sum, day) => sum + day.rates.length, 0));
    } finally {
      await thursday.close();
    }
  });

  it('asks BNR about today at most every few minutes', async () => {
    await service.rateOn(db(), 'EUR', '2026-11-21');
    const before = simulator.requests.length;
    await service.rateOn(db(), 'EUR', '2026-11-21');
    clock = new Date(SATURDAY_NOON.getTime() + 5 * 60_000);
    await service.rateOn(db(), 'USD', '2026-11-21');
    expect(downloadsSince(before)).toEqual([]);
    clock = new Date(SATURDAY_NOON.getTime() + 11 * 60_000);
    await service.rateOn(db(), 'USD', '2026-11-21');
    expect(downloadsSince(before)).toEqual(['/nbrfxrates.xml']);
  });
});

describe('registerExchangeRates', () => {
  it('serves the route from the in-process simulator and refreshes daily at 13:30 in Bucharest', async () => {
    await emptyTables();
    // A bare instance: the harness app is ready (closed to new routes), and may register the module itself.
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const { service: registered } = await registerExchangeRates(app, h.ctx);
    await app.ready();
    try {
      const schedules = await h.ctx.jobs.boss.getSchedules();
      expect(schedules.find((schedule) => schedule.name === EXCHANGE_RATES_REFRESH_JOB)).toMatchObject({
        cron: '30 13 * * *',
        options: expect.objectContaining({ tz: 'Europe/Bucharest' }),
      });

      const response = await app.inject({ url: '/v1/exchange-rates?currency=EUR&date=2026-03-13' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        currency: 'EUR',
        date: '2026-03-13',
        requestedDate: '2026-03-13',
        rate: published('EUR', '2026-03-13'),
        fromRequestedDate: true,
      });
      expect(typeof registered.rateOn).toBe('function');

      // The job stores the day's publication (the simulator's last day).
      await emptyTables();
      await h.ctx.jobs.boss.send(EXCHANGE_RATES_REFRESH_JOB, {});
      const deadline = Date.now() + 15_000;
      let friday = 0;
      while (friday === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const { rows } = await h.ctx.database.pool.query(
          "SELECT count(*)::int AS n FROM exchange_rates WHERE date = '2026-11-20'",
        );
        friday = rows[0].n;
      }
      expect(friday).toBe(simulator.days.at(-1)?.rates.length);
    } finally {
      await app.close();
    }
  });
});
