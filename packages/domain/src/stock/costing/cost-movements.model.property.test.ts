// The costing engine against the reference model (issue 14, correctness tests): random sequences of
// receipts, unloadings, backdated documents, voids and stornos, each applied as the ledger applies it
// (re-costing from the checkpoint before the change, keeping only checkpoints and stornos' pieces,
// reading costs back from the checkpoint before each point) and compared with the model's replay of
// the whole ledger in date order: the same refusals, and at every point the same quantity, layers and
// values, read back and in every checkpoint. CI runs a seeded sample; STOCK_MODEL_FULL=1 runs all 10,000 sequences,
// STOCK_MODEL_SEED=<n> replays a run.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { costMovements } from './cost-movements';
import type { StockMovementInput } from './costing.types';
import { emptyLedger, readStep, recostFrom, type StoredLedger } from './ledger-emulation.test-helpers';
import { D, type ModelStep, replayModel } from './reference-model.test-helpers';

const FULL = process.env.STOCK_MODEL_FULL === '1';
const SEQUENCES = FULL ? 10_000 : 1_000;
const SEED = process.env.STOCK_MODEL_SEED ? Number(process.env.STOCK_MODEL_SEED) : Date.now() % 2 ** 31;
if (!Number.isSafeInteger(SEED)) throw new Error(`STOCK_MODEL_SEED must be an integer`);
console.log(
  `Stock costing reference model: ${SEQUENCES.toLocaleString('en-GB')} random sequences on FIFO and on LIFO, ` +
    `seed ${SEED} (replay with STOCK_MODEL_SEED=${SEED}; ${FULL ? 'the full run' : 'all 10,000 with STOCK_MODEL_FULL=1'})`,
);

/** A text of `units` ten-thousandths. */
const scaled4 = (units: number) => new D(units).div(10_000).toFixed(4);
const quantityArb = fc.oneof(
  fc.integer({ min: 1, max: 8 }).map(String),
  fc.integer({ min: 1, max: 60_000 }).map(scaled4),
);
const unitCostArb = fc.oneof(
  fc.integer({ min: 0, max: 200_000 }).map(scaled4),
  // Costs whose values land on the half ban, to exercise the rounding.
  fc.constantFrom('0.0050', '0.0049', '1.0050', '0.3333', '2.4999', '0.0001'),
);
/** A place in the ledger, as a share of its length: absent, the end (today's document). */
const placeArb = fc.option(fc.nat({ max: 1_000_000 }), { freq: 2 });

type Operation =
  | { type: 'receipt'; place: number | null; quantity: string; unitCost: string }
  | { type: 'unloading'; place: number | null; quantity: string }
  | { type: 'void'; pick: number }
  | { type: 'storno'; pick: number; share: number | null; place: number | null };

const operationArb: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('receipt' as const),
      place: placeArb,
      quantity: quantityArb,
      unitCost: unitCostArb,
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({ type: fc.constant('unloading' as const), place: placeArb, quantity: quantityArb }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('void' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('storno' as const),
      pick: fc.nat(),
      // Absent: the whole quantity not yet reversed; else a share of it in ten-thousandths.
      share: fc.option(fc.integer({ min: 1, max: 10_000 })),
      place: placeArb,
    }),
  },
);

/** An index in 0..size from a share of a million. */
const at = (share: number, size: number) => Math.min(size, Math.floor((share / 1_000_000) * (size + 1)));

/** The ledger after the operation and the first position it changes, or null when it does not apply. */
function apply(ledger: StockMovementInput[], operation: Operation, id: string) {
  const insert = (place: number | null, from: number, movement: StockMovementInput) => {
    const index = place === null ? ledger.length : from + at(place, ledger.length - from);
    return { ledger: [...ledger.slice(0, index), movement, ...ledger.slice(index)], start: index };
  };
  if (operation.type === 'receipt')
    return insert(operation.place, 0, {
      id,
      kind: 'in',
      quantity: operation.quantity,
      unitCost: operation.unitCost,
    });
  if (operation.type === 'unloading')
    return insert(operation.place, 0, { id, kind: 'out', quantity: operation.quantity });
  if (ledger.length === 0) return null;
  if (operation.type === 'void') {
    // A voided document takes its stornos with it.
    const voided = ledger[operation.pick % ledger.length] as StockMovementInput;
    const kept = ledger.filter(
      (m) => m.id !== voided.id && !('reversesMovementId' in m && m.reversesMovementId === voided.id),
    );
    return { ledger: kept, start: ledger.indexOf(voided) };
  }
  const reversible = ledger.filter((m) => m.kind === 'in' || m.kind === 'out');
  if (reversible.length === 0) return null;
  const reversed = reversible[operation.pick % reversible.length] as StockMovementInput;
  const alreadyReversed = ledger
    .filter((m) => 'reversesMovementId' in m && m.reversesMovementId === reversed.id)
    .reduce((total, m) => total.plus(m.quantity), new D(0));
  const left = new D(reversed.quantity).minus(alreadyReversed);
  if (left.isZero()) return null;
  const quantity =
    operation.share === null
      ? left
      : D.max(left.times(operation.share).div(10_000).toDecimalPlaces(4, D.ROUND_UP), '0.0001');
  const kind = reversed.kind === 'in' ? 'return-out' : 'return-in';
  // A storno comes after the document it reverses.
  return insert(operation.place, ledger.indexOf(reversed) + 1, {
    id,
    kind,
    quantity: quantity.toFixed(4),
    reversesMovementId: reversed.id,
  });
}

const counts = { sequences: 0, operations: 0, refused: 0, points: 0, disagreements: 0 };

/** What the ledger reads back at every point of the ledger. */
const readSteps = (method: 'fifo' | 'lifo', stored: StoredLedger, ledger: readonly StockMovementInput[]) =>
  ledger.map((_, index) => readStep(method, stored, ledger, index));

/** Totals in bani after each step of the model (value = entered − exited). */
function modelTotals(ledger: readonly StockMovementInput[], steps: readonly ModelStep[]) {
  let entered = 0;
  let exited = 0;
  return steps.map((step, index) => {
    const bani = Math.round(Number(step.value) * 100);
    const kind = (ledger[index] as StockMovementInput).kind;
    if (kind === 'in') entered += bani;
    else if (kind === 'return-out') entered -= bani;
    else if (kind === 'out') exited += bani;
    else exited -= bani;
    return { entered, exited };
  });
}

/** Each stored checkpoint as the model has that point: open layers, quantity on hand, totals. */
function checkpointsAgainstModel(
  stored: StoredLedger,
  ledger: readonly StockMovementInput[],
  steps: readonly ModelStep[],
) {
  const totals = modelTotals(ledger, steps);
  const actual: unknown[] = [];
  const expected: unknown[] = [];
  for (const [index, movement] of ledger.entries()) {
    const checkpoint = stored.checkpoints.get(movement.id);
    if (!checkpoint) continue;
    const step = steps[index] as ModelStep;
    actual.push({
      at: movement.id,
      layers: checkpoint.layers.map((l) => ({ id: l.id, unitCost: l.unitCost, remaining: l.remaining })),
      onHand: checkpoint.onHand,
      totals: checkpoint.totals,
    });
    expected.push({
      at: movement.id,
      layers: step.open,
      onHand: step.open.reduce((total, layer) => total.plus(layer.remaining), new D(0)).toFixed(4),
      totals: totals[index],
    });
  }
  return { actual, expected };
}

/** Quantity and value on hand after each step (the exact value of the open layers). */
const onHand = (steps: readonly ModelStep[]) =>
  steps.map((step) => ({
    quantity: step.open.reduce((total, layer) => total.plus(layer.remaining), new D(0)).toFixed(4),
    value: step.open
      .reduce((total, layer) => total.plus(new D(layer.remaining).times(layer.unitCost)), new D(0))
      .toFixed(8),
  }));

function agree<T>(actual: T, expected: T, what: string, seen: number) {
  counts.points += seen;
  if (JSON.stringify(actual) !== JSON.stringify(expected)) counts.disagreements++;
  expect(actual, what).toEqual(expected);
}

function runSequence(method: 'fifo' | 'lifo', operations: Operation[], checkpointEvery: number) {
  let ledger: StockMovementInput[] = [];
  let stored = emptyLedger();
  for (const [index, operation] of operations.entries()) {
    const changed = apply(ledger, operation, `m${index + 1}`);
    if (changed === null) continue;
    counts.operations++;
    const model = replayModel(method, changed.ledger);
    const engine = recostFrom(method, stored, changed.ledger, changed.start, checkpointEvery);
    if (!model.ok || !engine.ok) {
      agree(engine.ok ? null : engine.shortage, model.ok ? null : model.shortage, 'refusal', 1);
      counts.refused++;
      continue;
    }
    ledger = changed.ledger;
    stored = engine.stored;
    const steps = readSteps(method, stored, ledger);
    agree(steps, model.steps, 'movements and open layers at every point, read back', steps.length);
    agree(onHand(steps), onHand(model.steps), 'quantity and value on hand', steps.length);
    const checkpoints = checkpointsAgainstModel(stored, ledger, model.steps);
    agree(checkpoints.actual, checkpoints.expected, 'checkpoints', checkpoints.actual.length);
  }
  // Re-costing piece by piece reads back what one replay of the whole ledger gives.
  const whole = costMovements({ method, openingLayers: [], movements: ledger });
  agree(
    whole.ok && whole.costs,
    readSteps(method, stored, ledger).map((step) => ({
      movementId: step.movementId,
      value: step.value,
      unitCost: step.unitCost,
    })),
    'full replay',
    ledger.length,
  );
}

describe('costing engine against the reference model', () => {
  afterAll(() => {
    console.log(
      `Stock costing reference model: ${counts.sequences.toLocaleString('en-GB')} sequences run (seed ${SEED}), ` +
        `${counts.operations.toLocaleString('en-GB')} changes applied (${counts.refused.toLocaleString('en-GB')} refused for shortage), ` +
        `${counts.points.toLocaleString('en-GB')} points compared, ${counts.disagreements} disagreements`,
    );
  });

  it(
    `agrees after ${SEQUENCES.toLocaleString('en-GB')} random sequences on FIFO and LIFO`,
    () => {
      fc.assert(
        // Checkpoints every 1 to 4 movements (100 in the ledger): short sequences walk over many.
        fc.property(
          fc.array(operationArb, { minLength: 1, maxLength: 30 }),
          fc.integer({ min: 1, max: 4 }),
          (operations, every) => {
            runSequence('fifo', operations, every);
            runSequence('lifo', operations, every);
            counts.sequences++;
          },
        ),
        { numRuns: SEQUENCES, seed: SEED },
      );
      expect(counts.disagreements).toBe(0);
    },
    FULL ? 1_800_000 : 120_000,
  );
});
