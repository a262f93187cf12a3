import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import { createStockLedger } from './create-stock-ledger';
import { type StockLedger, StockShortageError } from './stock-ledger';
import {
  checkpointsAgainstReplay,
  type LedgerFixture,
  ledgerFixture,
  post,
  posting,
  remove,
  replayed,
  stockThreeWays,
  storedMovements,
} from './stock-ledger.test-fixture';

let h: Harness;
let ledger: StockLedger;
let fx: LedgerFixture;

beforeAll(async () => {
  h = await startHarness();
  // Checkpoints every 2 movements (100 in use): these short streams walk over many of them.
  ledger = createStockLedger({ checkpointEvery: 2 });
  fx = await ledgerFixture(h);
}, 180_000);
afterAll(async () => {
  await h?.close();
});

/** A fresh stream (warehouse of the method, product) and a posting helper dated per call. */
async function stream(method: 'fifo' | 'lifo') {
  const warehouseId = await fx.warehouse(method);
  const productId = await fx.product();
  const at = (date: string) => ({ companyId: fx.companyId, warehouseId, date });
  return { warehouseId, productId, at };
}

/**
 * What the ledger reads back and keeps must be what a replay from the first movement gives: every
 * movement's cost, every checkpoint, and the current stock.
 */
async function expectConsistent(s: { warehouseId: string; productId: string }, method: 'fifo' | 'lifo') {
  const replay = await replayed(h, s.warehouseId, s.productId, method);
  expect(replay.stored).toEqual(replay.costs);
  const checkpoints = await checkpointsAgainstReplay(h, s.warehouseId, s.productId, method);
  expect(checkpoints.stored).toEqual(checkpoints.replayed);
  const stock = await stockThreeWays(h, s.warehouseId, s.productId);
  expect(stock.balance ?? { quantity: '0.0000', value: '0.00' }).toEqual(stock.movements);
  expect(stock.layersLeft).toBe(stock.movements.quantity);
}

async function refusal(work: Promise<unknown>): Promise<StockShortageError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StockShortageError);
  return error as StockShortageError;
}

describe('stock ledger', () => {
  it('costs an unloading by FIFO and by LIFO and keeps the current stock', async () => {
    for (const [method, value] of [
      ['fifo', '85.00'],
      ['lifo', '95.00'],
    ] as const) {
      const s = await stream(method);
      await post(
        h,
        ledger,
        posting(s.at('2026-03-02'), [{ productId: s.productId, kind: 'in', quantity: '10', unitCost: '5' }]),
      );
      await post(
        h,
        ledger,
        posting(s.at('2026-03-02'), [{ productId: s.productId, kind: 'in', quantity: '10', unitCost: '7' }]),
      );
      const out = posting(s.at('2026-03-03'), [{ productId: s.productId, kind: 'out', quantity: '15' }]);
      const costs = await post(h, ledger, out);
      expect(costs).toEqual([
        { lineId: out.lines[0]?.lineId, quantity: '15.0000', unitCost: expect.any(String), value },
      ]);
      expect(await ledger.costsOf(h.ctx.database.db, fx.companyId, out.documentId)).toEqual(costs);
      expect(await stockThreeWays(h, s.warehouseId, s.productId)).toMatchObject({
        balance: { quantity: '5.0000', value: method === 'fifo' ? '35.00' : '25.00' },
      });
      await expectConsistent(s, method);
    }
  });

  it('a backdated receipt re-costs the unloadings after it and rewrites only the checkpoints after it', async () => {
    const s = await stream('lifo');
    const p = s.productId;
    const valuesNow = async () =>
      (await replayed(h, s.warehouseId, p, 'lifo')).stored.map((c) => c.split(' ')[2]);
    const checkpointsNow = async () =>
      (
        await h.ctx.database.pool.query(
          `SELECT movement_date::text AS date, xmin::text AS xmin FROM stock_checkpoints
           WHERE warehouse_id = $1 AND product_id = $2 ORDER BY movement_date, seq`,
          [s.warehouseId, p],
        )
      ).rows;
    await post(
      h,
      ledger,
      posting(s.at('2026-04-01'), [{ productId: p, kind: 'in', quantity: '10', unitCost: '5' }]),
    );
    for (const date of ['2026-04-02', '2026-04-03', '2026-04-06', '2026-04-07'])
      await post(h, ledger, posting(s.at(date), [{ productId: p, kind: 'out', quantity: '2' }]));
    expect(await valuesNow()).toEqual(['50.00', '10.00', '10.00', '10.00', '10.00']);
    const before = await checkpointsNow();
    expect(before.length).toBeGreaterThanOrEqual(2);

    await post(
      h,
      ledger,
      posting(s.at('2026-04-05'), [{ productId: p, kind: 'in', quantity: '10', unitCost: '1' }]),
    );
    // LIFO: the unloadings after the receipt take its goods at 1.
    expect(await valuesNow()).toEqual(['50.00', '10.00', '10.00', '10.00', '2.00', '2.00']);
    const after = await checkpointsNow();
    // Checkpoints before the receipt were not written again (same row version); those after it were.
    const kept = before.filter((c) => c.date < '2026-04-05');
    expect(kept.length).toBeGreaterThan(0);
    expect(after.filter((c) => c.date < '2026-04-05')).toEqual(kept);
    const rewritten = after.filter((c) => c.date >= '2026-04-05');
    expect(rewritten.length).toBeGreaterThan(0);
    for (const c of rewritten) expect(before.map((b) => b.xmin)).not.toContain(c.xmin);
    await expectConsistent(s, 'lifo');
  });

  it('refuses an unloading short of stock, and a backdated one that leaves a later date short', async () => {
    const s = await stream('fifo');
    const p = s.productId;
    await post(
      h,
      ledger,
      posting(s.at('2026-05-01'), [{ productId: p, kind: 'in', quantity: '10', unitCost: '3' }]),
    );
    await post(h, ledger, posting(s.at('2026-05-05'), [{ productId: p, kind: 'out', quantity: '8' }]));

    const tooMuch = posting(s.at('2026-05-06'), [{ productId: p, kind: 'out', quantity: '3' }]);
    expect((await refusal(post(h, ledger, tooMuch))).shortages).toEqual([
      { lineId: tooMuch.lines[0]?.lineId, productId: p, available: '2.0000', requested: '3.0000' },
    ]);
    // On its own date there are 10, but the 8 of 5 May would no longer be there.
    const backdated = posting(s.at('2026-05-03'), [{ productId: p, kind: 'out', quantity: '5' }]);
    expect((await refusal(post(h, ledger, backdated))).shortages).toEqual([
      { lineId: backdated.lines[0]?.lineId, productId: p, available: '2.0000', requested: '5.0000' },
    ]);
    // A transaction that goes on after a refusal (and commits) keeps nothing of the refused posting.
    await h.ctx.database.transaction(async (tx) => {
      await refusal(
        ledger.post(tx.db, posting(s.at('2026-05-06'), [{ productId: p, kind: 'out', quantity: '3' }])),
      );
    });
    // Nothing of the refused postings stayed.
    expect(await storedMovements(h, s.warehouseId, p)).toHaveLength(2);
    const available = await ledger.available(
      h.ctx.database.db,
      fx.companyId,
      s.warehouseId,
      [p],
      '2026-05-03',
    );
    expect(available.get(p)).toBe('2.0000');
    const onFirst = await ledger.available(h.ctx.database.db, fx.companyId, s.warehouseId, [p], '2026-04-30');
    expect(onFirst.get(p)).toBe('0');
    await expectConsistent(s, 'fifo');
  });

  it('voiding a receipt re-costs what came after it, and is refused when its goods are gone', async () => {
    const s = await stream('fifo');
    const p = s.productId;
    const first = posting(s.at('2026-06-01'), [{ productId: p, kind: 'in', quantity: '10', unitCost: '5' }]);
    await post(h, ledger, first);
    await post(
      h,
      ledger,
      posting(s.at('2026-06-02'), [{ productId: p, kind: 'in', quantity: '10', unitCost: '7' }]),
    );
    const out = posting(s.at('2026-06-03'), [{ productId: p, kind: 'out', quantity: '8' }]);
    await post(h, ledger, out);
    expect((await ledger.costsOf(h.ctx.database.db, fx.companyId, out.documentId))[0]?.value).toBe('40.00');

    await remove(h, ledger, fx.companyId, first.documentId);
    expect((await ledger.costsOf(h.ctx.database.db, fx.companyId, out.documentId))[0]?.value).toBe('56.00');
    await expectConsistent(s, 'fifo');

    const second = await storedMovements(h, s.warehouseId, p);
    const secondDocument = await h.ctx.database.pool.query(
      'SELECT document_id FROM stock_movements WHERE id = $1',
      [second[0]?.id],
    );
    const refused = await refusal(remove(h, ledger, fx.companyId, secondDocument.rows[0].document_id));
    expect(refused.shortages).toMatchObject([{ productId: p, requested: '10.0000', available: '2.0000' }]);
    expect(await storedMovements(h, s.warehouseId, p)).toHaveLength(2);
    await expectConsistent(s, 'fifo');
  });

  it('stornos come back at the original cost, also when re-costed from before or after the original', async () => {
    const s = await stream('fifo');
    const p = s.productId;
    await post(
      h,
      ledger,
      posting(s.at('2026-07-01'), [{ productId: p, kind: 'in', quantity: '10', unitCost: '5' }]),
    );
    const receipt = posting(s.at('2026-07-02'), [
      { productId: p, kind: 'in', quantity: '10', unitCost: '7' },
    ]);
    await post(h, ledger, receipt);
    const out = posting(s.at('2026-07-03'), [{ productId: p, kind: 'out', quantity: '15' }]);
    await post(h, ledger, out);
    const outLine = out.lines[0]?.lineId as string;
    // The pieces taken last come back first: 3 at 7.
    const back = posting(s.at('2026-07-05'), [
      { productId: p, kind: 'return-in', quantity: '3', reversesLineId: outLine },
    ]);
    expect((await post(h, ledger, back))[0]).toMatchObject({ value: '21.00', unitCost: '7.0000' });
    const returnOut = posting(s.at('2026-07-06'), [
      { productId: p, kind: 'return-out', quantity: '4', reversesLineId: receipt.lines[0]?.lineId },
    ]);
    expect((await post(h, ledger, returnOut))[0]).toMatchObject({ value: '28.00' });

    // A receipt between the unloading and its storno: the storno's pieces come from the stored ledger.
    await post(
      h,
      ledger,
      posting(s.at('2026-07-04'), [{ productId: p, kind: 'in', quantity: '2', unitCost: '1' }]),
    );
    expect((await ledger.costsOf(h.ctx.database.db, fx.companyId, back.documentId))[0]?.value).toBe('21.00');
    // A receipt before the unloading: the unloading and the storno re-costed together (5 at 9 first).
    await post(
      h,
      ledger,
      posting(s.at('2026-06-30'), [{ productId: p, kind: 'in', quantity: '5', unitCost: '9' }]),
    );
    expect((await ledger.costsOf(h.ctx.database.db, fx.companyId, out.documentId))[0]?.value).toBe('95.00');
    expect((await ledger.costsOf(h.ctx.database.db, fx.companyId, back.documentId))[0]?.value).toBe('15.00');
    await expectConsistent(s, 'fifo');
    expect(await stockThreeWays(h, s.warehouseId, p)).toMatchObject({ balance: { quantity: '11.0000' } });
  });

  it('keeps several products of one document in step, each in its own stream', async () => {
    const warehouseId = await fx.warehouse('lifo');
    const products = [await fx.product(), await fx.product(), await fx.product()];
    const base = (date: string) => ({ companyId: fx.companyId, warehouseId, date });
    await post(
      h,
      ledger,
      posting(
        base('2026-08-01'),
        products.map((productId, i) => ({
          productId,
          kind: 'in' as const,
          quantity: '6',
          unitCost: `${i + 1}`,
        })),
      ),
    );
    await post(
      h,
      ledger,
      posting(
        base('2026-08-03'),
        products.map((productId) => ({ productId, kind: 'out' as const, quantity: '4' })),
      ),
    );
    await post(
      h,
      ledger,
      posting(
        base('2026-08-02'),
        products.map((productId) => ({ productId, kind: 'in' as const, quantity: '1', unitCost: '10' })),
      ),
    );
    for (const productId of products) await expectConsistent({ warehouseId, productId }, 'lifo');
    const available = await ledger.available(
      h.ctx.database.db,
      fx.companyId,
      warehouseId,
      products,
      '2026-08-03',
    );
    expect([...available.values()]).toEqual(['3.0000', '3.0000', '3.0000']);
  });
});
