// The costing engine alone (issue 14 benchmarks): re-costing a year of one busy product, 1,000,000
// movements (receipts, despatches, stornos of both), in memory from an empty warehouse, FIFO and LIFO;
// what the ledger's re-cost after a receipt backdated to the start of the year spends in the engine,
// the database's reads and writes aside (those are the ledger's rows, bench/stock-*.ts).
// Pure work in this process, one core. Part of `npm run bench` (bench/run.ts, row key stock-costing);
// also runs alone: npx tsx bench/stock-costing.ts
import { pathToFileURL } from 'node:url';
import { costMovements } from '@app/domain/stock/costing/cost-movements';
import type { StockMovementInput } from '@app/domain/stock/costing/costing.types';

export const STOCK_COSTING_MOVEMENTS = 1_000_000;
/** The engine's share of the 5 s re-cost goal: the database work needs the rest. */
export const STOCK_COSTING_GOAL_MS = 1000;
const ROUNDS = 5;

/** A deterministic year of movements: a receipt for about every four despatches, stornos now and then. */
export function benchMovements(count = STOCK_COSTING_MOVEMENTS): StockMovementInput[] {
  let state = 20261126;
  /** xorshift32, so every run costs the same ledger. */
  const next = (modulo: number) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % modulo;
  };
  const movements: StockMovementInput[] = [];
  let onHand = 0;
  let lastIn: { id: string; left: number } | null = null;
  let lastOut: { id: string; left: number } | null = null;
  for (let i = 0; i < count; i++) {
    const id = `m${i}`;
    const roll = next(100);
    // Whole and fractional quantities, in ten-thousandths to keep this side exact in numbers.
    const quantity = 10_000 * (1 + next(20)) + (roll < 30 ? next(10_000) : 0);
    const text = (units: number) => (units / 10_000).toFixed(4);
    if (roll < 20 || onHand < quantity) {
      const unitCost = `${10 + next(90)}.${String(next(10_000)).padStart(4, '0')}`;
      movements.push({ id, kind: 'in', quantity: text(quantity * 5), unitCost });
      onHand += quantity * 5;
      lastIn = { id, left: quantity * 5 };
    } else if (roll === 99 && lastOut !== null && lastOut.left > 0) {
      movements.push({ id, kind: 'return-in', quantity: text(lastOut.left), reversesMovementId: lastOut.id });
      onHand += lastOut.left;
      lastOut.left = 0;
    } else if (roll >= 95 && lastIn !== null && movements[i - 1]?.id === lastIn.id) {
      // A receipt reversed in part right after it: its layer is still whole by either method.
      const back = Math.floor(lastIn.left / 10);
      movements.push({ id, kind: 'return-out', quantity: text(back), reversesMovementId: lastIn.id });
      onHand -= back;
      lastIn = null;
    } else {
      movements.push({ id, kind: 'out', quantity: text(quantity) });
      onHand -= quantity;
      lastOut = { id, left: quantity };
    }
  }
  return movements;
}

export type StockCostingRow = {
  scenario: string;
  p50: string;
  p95: string;
  rate: string;
  errors: string;
  goal: string;
};

export function benchStockCosting(count = STOCK_COSTING_MOVEMENTS): StockCostingRow[] {
  const movements = benchMovements(count);
  return (['fifo', 'lifo'] as const).map((method) => {
    const times: number[] = [];
    const cpuTimes: number[] = [];
    let errors = 0;
    for (let round = 0; round <= ROUNDS; round++) {
      const cpu = process.cpuUsage();
      const started = performance.now();
      const result = costMovements({ method, openingLayers: [], movements });
      const elapsed = performance.now() - started;
      const used = process.cpuUsage(cpu);
      if (!result.ok) errors++;
      // The first round warms the engine up and is not counted.
      if (round > 0) {
        times.push(elapsed);
        cpuTimes.push((used.user + used.system) / 1000);
      }
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
    const wall = median(times);
    // CPU time (the garbage collector's threads included) says what a busy machine does to the wall time.
    return {
      scenario: `costing engine: re-cost ${count.toLocaleString('en-GB')} movements of one product in memory, ${method.toUpperCase()} (median and slowest of ${ROUNDS}, CPU ${median(cpuTimes).toFixed(0)} ms; movements/s)`,
      p50: wall.toFixed(1),
      p95: Math.max(...times).toFixed(1),
      rate: ((count / wall) * 1000).toFixed(0),
      errors: String(errors),
      goal: `≤ ${STOCK_COSTING_GOAL_MS} ms of the 5 s re-cost ${wall <= STOCK_COSTING_GOAL_MS ? '(met)' : '(MISSED)'}`,
    };
  });
}

// `npx tsx bench/stock-costing.ts` runs it alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = benchStockCosting();
  process.stdout.write(
    '| scenario | p50 ms | p95 ms | per second | errors | goal |\n|---|---|---|---|---|---|\n',
  );
  for (const row of rows) {
    process.stdout.write(
      `| ${row.scenario} | ${row.p50} | ${row.p95} | ${row.rate} | ${row.errors} | ${row.goal} |\n`,
    );
  }
}
