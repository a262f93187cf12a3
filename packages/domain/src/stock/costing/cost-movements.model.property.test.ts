// The costing engine against the reference model (issue 14, correctness tests): random sequences of
// receipts, unloadings, backdated documents, voids and stornos, each applied as the ledger applies it
// (re-costing only from the change, from the layers open there) and compared with the model's replay
// of the whole ledger in date order: the same refusals, and at every point the same quantity, layers
// and values. CI runs a seeded sample; STOCK_MODEL_FULL=1 runs all 10,000 sequences,
// STOCK_MODEL_SEED=<n> replays a run.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { costMovements } from './cost-movements';
import type { StockMovementInput } from './costing.types';
import { type CostedMovement, openLayersAfter, recostFrom } from './ledger-emulation.test-helpers';
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

/** The stored ledger seen as the model sees it: per movement, what it did and the layers open after it. */
function asSteps(stored: readonly CostedMovement[]): ModelStep[] {
  const q4 = (value: string) => new D(value).toFixed(4);
  const open = new Map<string, { id: string; unitCost: string; remaining: D }>();
  return stored.map((entry) => {
    for (const layer of entry.layers)
      open.set(layer.id, { id: layer.id, unitCost: q4(layer.unitCost), remaining: new D(layer.quantity) });
    for (const taken of entry.consumptions) {
      const layer = open.get(taken.layerId);
      if (layer) layer.remaining = layer.remaining.minus(taken.quantity);
    }
    return {
      movementId: entry.movement.id,
      value: entry.cost.value,
      unitCost: entry.cost.unitCost,
      created: entry.layers.map((layer) => ({
        id: layer.id,
        unitCost: q4(layer.unitCost),
        quantity: q4(layer.quantity),
      })),
      taken: entry.consumptions.map((taken) => ({ layerId: taken.layerId, quantity: q4(taken.quantity) })),
      open: [...open.values()]
        .filter((layer) => layer.remaining.gt(0))
        .map((layer) => ({ id: layer.id, unitCost: layer.unitCost, remaining: layer.remaining.toFixed(4) })),
    };
  });
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

function runSequence(method: 'fifo' | 'lifo', operations: Operation[]) {
  let ledger: StockMovementInput[] = [];
  let stored: CostedMovement[] = [];
  for (const [index, operation] of operations.entries()) {
    const changed = apply(ledger, operation, `m${index + 1}`);
    if (changed === null) continue;
    counts.operations++;
    const model = replayModel(method, changed.ledger);
    const engine = recostFrom(method, stored, changed.ledger, changed.start);
    if (!model.ok || !engine.ok) {
      agree(engine.ok ? null : engine.shortage, model.ok ? null : model.shortage, 'refusal', 1);
      counts.refused++;
      continue;
    }
    // The prefix's own replay opens the window with the same layers the stored ledger gives.
    const prefix = costMovements({
      method,
      openingLayers: [],
      movements: changed.ledger.slice(0, changed.start),
    });
    agree(prefix.ok && prefix.closingLayers, openLayersAfter(stored, changed.start), 'opening layers', 1);
    ledger = changed.ledger;
    stored = engine.stored;
    const steps = asSteps(stored);
    agree(steps, model.steps, 'movements and open layers at every point', steps.length);
    agree(onHand(steps), onHand(model.steps), 'quantity and value on hand', steps.length);
    agree(engine.closingLayers, openLayersAfter(stored, stored.length), 'closing layers', 1);
  }
  // Re-costing piece by piece ends where one replay of the whole ledger ends.
  const whole = costMovements({ method, openingLayers: [], movements: ledger });
  agree(
    whole.ok && whole.costs,
    stored.map((entry) => entry.cost),
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
        fc.property(fc.array(operationArb, { minLength: 1, maxLength: 30 }), (operations) => {
          runSequence('fifo', operations);
          runSequence('lifo', operations);
          counts.sequences++;
        }),
        { numRuns: SEQUENCES, seed: SEED },
      );
      expect(counts.disagreements).toBe(0);
    },
    FULL ? 1_800_000 : 120_000,
  );
});
