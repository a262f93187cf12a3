import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/client';
import { type Harness, startHarness } from '../../testing/harness';
import { StockShortageError } from './stock-ledger';
import {
  type LedgerFixture,
  ledgerFixture,
  post,
  posting,
  replayed,
  stockThreeWays,
} from './stock-ledger.test-fixture';

// The embedded database runs one transaction at a time (the socket server hands a connection in
// BEGIN the whole database), so postings never overlap there and prove nothing about the locks:
// this suite needs a real PostgreSQL server.
const onPostgres = process.env.TEST_DB === 'postgres';
if (!onPostgres) {
  console.log(
    'stock ledger concurrency: skipped on the embedded database (PGlite runs one transaction at a time, so nothing races); run with TEST_DB=postgres TEST_DATABASE_URL=...',
  );
}

const DESPATCHES = 32;
let h: Harness;
let fx: LedgerFixture;
/** Connections of their own, one per racing transaction. */
let racers: Database;

beforeAll(async () => {
  if (!onPostgres) return;
  h = await startHarness();
  fx = await ledgerFixture(h);
  racers = createDatabase(h.ctx.database.pool.options.connectionString as string, DESPATCHES + 2);
}, 180_000);
afterAll(async () => {
  await racers?.close();
  await h?.close();
});

/** Resolves once `count` callers have arrived: every transaction is open before any posts. */
function barrier(count: number) {
  let arrived = 0;
  let open: () => void = () => undefined;
  const all = new Promise<void>((resolve) => {
    open = resolve;
  });
  return async () => {
    arrived++;
    if (arrived === count) open();
    await all;
  };
}

/** Waits until `count` sessions of the test database wait on an advisory lock. */
async function waitersOnAdvisoryLocks(count: number): Promise<void> {
  for (;;) {
    const { rows } = await h.ctx.database.pool.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event = 'advisory'`,
    );
    if (rows[0].n >= count) return;
    await delay(20);
  }
}

describe.skipIf(!onPostgres)('stock ledger under concurrent publications', () => {
  it(`${DESPATCHES} despatches of one product racing for 10 in stock: exactly 10 go through, stock never below zero`, async () => {
    const warehouseId = await fx.warehouse('fifo');
    const productId = await fx.product();
    const at = (date: string) => ({ companyId: fx.companyId, warehouseId, date });
    for (const [quantity, unitCost] of [
      ['4', '10'],
      ['3', '11'],
      ['3', '12.5'],
    ] as const)
      await post(
        h,
        h.ctx.stockLedger,
        posting(at('2026-09-01'), [{ productId, kind: 'in', quantity, unitCost }]),
      );

    const allOpen = barrier(DESPATCHES);
    const outcomes = await Promise.all(
      Array.from({ length: DESPATCHES }, () =>
        racers
          .transaction(async (tx) => {
            // Each transaction holds a snapshot of its own before any of them posts.
            await tx.db.execute(sql`select 1`);
            await allOpen();
            return h.ctx.stockLedger.post(
              tx.db,
              posting(at('2026-09-02'), [{ productId, kind: 'out', quantity: '1' }]),
            );
          })
          .then(
            () => 'published' as const,
            (error: unknown) => {
              if (error instanceof StockShortageError) return error;
              throw error;
            },
          ),
      ),
    );
    expect(outcomes.filter((o) => o === 'published')).toHaveLength(10);
    const refused = outcomes.filter((o): o is StockShortageError => o instanceof StockShortageError);
    expect(refused).toHaveLength(DESPATCHES - 10);
    for (const error of refused)
      expect(error.shortages[0]).toMatchObject({ available: '0.0000', requested: '1.0000' });

    const { rows } = await h.ctx.database.pool.query(
      `SELECT min(balance)::text AS lowest, count(*) FILTER (WHERE kind = 'out')::int AS outs FROM (
         SELECT kind, sum(CASE WHEN kind IN ('in', 'return-in') THEN quantity ELSE -quantity END)
           OVER (ORDER BY movement_date, seq) AS balance
         FROM stock_movements WHERE warehouse_id = $1 AND product_id = $2) s`,
      [warehouseId, productId],
    );
    expect(rows[0]).toEqual({ lowest: '0.0000', outs: 10 });
    expect(await stockThreeWays(h, warehouseId, productId)).toEqual({
      balance: { quantity: '0.0000', value: '0.00' },
      movements: { quantity: '0.0000', value: '0.00' },
      layersLeft: '0.0000',
    });
    const replay = await replayed(h, warehouseId, productId, 'fifo');
    expect(replay.stored).toEqual(replay.costs);
  });

  it('a publication waits for one on the same product, never for one on another product', async () => {
    const warehouseId = await fx.warehouse('lifo');
    const [hot, other] = [await fx.product(), await fx.product()];
    const at = (date: string) => ({ companyId: fx.companyId, warehouseId, date });
    const receipt = (productId: string) =>
      posting(at('2026-10-01'), [{ productId, kind: 'in', quantity: '5', unitCost: '2' }]);

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let posted: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => {
      posted = resolve;
    });
    const first = racers.transaction(async (tx) => {
      await h.ctx.stockLedger.post(tx.db, receipt(hot));
      posted();
      await held;
    });
    await holding;
    // Another product goes through while the first transaction still holds its product.
    await racers.transaction((tx) => h.ctx.stockLedger.post(tx.db, receipt(other)));
    // The same product waits on the first transaction's lock...
    let secondDone = false;
    const second = racers
      .transaction((tx) => h.ctx.stockLedger.post(tx.db, receipt(hot)))
      .then(() => {
        secondDone = true;
      });
    await waitersOnAdvisoryLocks(1);
    expect(secondDone).toBe(false);
    // ...and goes on once it commits.
    release();
    await Promise.all([first, second]);
    expect((await stockThreeWays(h, warehouseId, hot)).balance).toEqual({
      quantity: '10.0000',
      value: '20.00',
    });
    expect((await stockThreeWays(h, warehouseId, other)).balance).toEqual({
      quantity: '5.0000',
      value: '10.00',
    });
  });
});
