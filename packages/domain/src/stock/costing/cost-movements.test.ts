import { describe, expect, it } from 'vitest';
import { costMovements } from './cost-movements';
import type { CostingResult, OpenLayer, StockMovementInput } from './costing.types';
import { unreturnedPieces } from './returned-pieces';

const inn = (id: string, quantity: string, unitCost: string): StockMovementInput => ({
  id,
  kind: 'in',
  quantity,
  unitCost,
});
const out = (id: string, quantity: string): StockMovementInput => ({ id, kind: 'out', quantity });

function costed(result: CostingResult) {
  if (!result.ok) throw new Error(`unexpected shortage ${JSON.stringify(result.shortage)}`);
  return result;
}
const remaining = (layers: OpenLayer[]) => layers.map((layer) => [layer.id, layer.remaining]);

describe('costMovements, hand-computed', () => {
  const receipts = [inn('a', '10', '5'), inn('b', '10', '6.5')];

  it('FIFO takes the oldest layer first', () => {
    const result = costed(
      costMovements({ method: 'fifo', openingLayers: [], movements: [...receipts, out('c', '15')] }),
    );
    // 10 x 5 + 5 x 6.5 = 82.50; 82.5 / 15 = 5.5
    expect(result.costs).toEqual([
      { movementId: 'a', value: '50.00', unitCost: '5.0000' },
      { movementId: 'b', value: '65.00', unitCost: '6.5000' },
      { movementId: 'c', value: '82.50', unitCost: '5.5000' },
    ]);
    expect(result.consumptions).toEqual([
      { movementId: 'c', layerId: 'a', quantity: '10.0000' },
      { movementId: 'c', layerId: 'b', quantity: '5.0000' },
    ]);
    expect(result.closingLayers).toEqual([
      { id: 'b', movementId: 'b', unitCost: '6.5000', quantity: '10.0000', remaining: '5.0000' },
    ]);
  });

  it('LIFO takes the newest layer first', () => {
    const result = costed(
      costMovements({ method: 'lifo', openingLayers: [], movements: [...receipts, out('c', '15')] }),
    );
    // 10 x 6.5 + 5 x 5 = 90.00; 90 / 15 = 6
    expect(result.costs[2]).toEqual({ movementId: 'c', value: '90.00', unitCost: '6.0000' });
    expect(result.consumptions.map((c) => [c.layerId, c.quantity])).toEqual([
      ['b', '10.0000'],
      ['a', '5.0000'],
    ]);
    expect(remaining(result.closingLayers)).toEqual([['a', '5.0000']]);
  });

  it('rounds a value once per movement, half up, and the implied unit cost to 4 decimals', () => {
    const result = costed(
      costMovements({
        method: 'fifo',
        openingLayers: [],
        movements: [
          inn('a', '1', '0.005'),
          inn('b', '1', '0.005'),
          out('c', '2'),
          inn('d', '3', '0.3333'),
          out('e', '3'),
        ],
      }),
    );
    // 0.005 rounds up to 0.01 alone; the two pieces of c make 0.010 (not 0.01 + 0.01).
    expect(result.costs.map((cost) => [cost.value, cost.unitCost])).toEqual([
      ['0.01', '0.0050'],
      ['0.01', '0.0050'],
      ['0.01', '0.0050'],
      ['1.00', '0.3333'],
      ['1.00', '0.3333'],
    ]);
    const thirds = costed(
      costMovements({
        method: 'fifo',
        openingLayers: [],
        movements: [inn('a', '1', '1'), inn('b', '2', '2'), out('c', '3')],
      }),
    );
    // 5 / 3 = 1.66666... -> 1.6667
    expect(thirds.costs[2]).toEqual({ movementId: 'c', value: '5.00', unitCost: '1.6667' });
    const fractional = costed(
      costMovements({
        method: 'fifo',
        openingLayers: [],
        movements: [inn('a', '0.0001', '9999.9999'), out('b', '0.0001')],
      }),
    );
    expect(fractional.costs[1]).toEqual({ movementId: 'b', value: '1.00', unitCost: '9999.9999' });
  });

  it('stays exact for values past 2^53 ten-thousandths of a ban, and refuses quantities from 10^11', () => {
    const result = costed(
      costMovements({
        method: 'fifo',
        openingLayers: [],
        movements: [
          inn('a', '0.0001', '0.0051'),
          inn('b', '1000000', '99999.9999'),
          out('c', '1000000.0001'),
          inn('d', '2.5', '12345678901.2345'),
        ],
      }),
    );
    // c: 0.00000051 + 99,999,999,900 = 99,999,999,900.00000051; d: 30,864,197,253.08625
    expect(result.costs.slice(1).map((cost) => [cost.value, cost.unitCost])).toEqual([
      ['99999999900.00', '99999.9999'],
      ['99999999900.00', '99999.9999'],
      ['30864197253.09', '12345678901.2345'],
    ]);
    expect(() =>
      costMovements({ method: 'fifo', openingLayers: [], movements: [inn('a', '100000000000', '1')] }),
    ).toThrow(/beyond 10\^11/);
  });

  it('a storno of an unloading brings back the pieces taken last first, as new layers, over several partial stornos', () => {
    const movements: StockMovementInput[] = [
      ...receipts,
      out('c', '12'),
      { id: 'd', kind: 'return-in', quantity: '3', reversesMovementId: 'c' },
      { id: 'e', kind: 'return-in', quantity: '9', reversesMovementId: 'c' },
    ];
    const result = costed(costMovements({ method: 'fifo', openingLayers: [], movements }));
    // c took a 10 @ 5 then b 2 @ 6.5 (63.00); d brings back b's 2 then 1 of a (18.00), e the other 9 of a.
    expect(result.costs.slice(2).map((cost) => cost.value)).toEqual(['63.00', '18.00', '45.00']);
    expect(result.layers.slice(2)).toEqual([
      { id: 'd#1', movementId: 'd', unitCost: '6.5000', quantity: '2.0000' },
      { id: 'd#2', movementId: 'd', unitCost: '5.0000', quantity: '1.0000' },
      { id: 'e#1', movementId: 'e', unitCost: '5.0000', quantity: '9.0000' },
    ]);
    expect(remaining(result.closingLayers)).toEqual([
      ['b', '8.0000'],
      ['d#1', '2.0000'],
      ['d#2', '1.0000'],
      ['e#1', '9.0000'],
    ]);
    expect(() =>
      costMovements({
        method: 'fifo',
        openingLayers: [],
        movements: [
          ...movements,
          { id: 'f', kind: 'return-in', quantity: '0.0001', reversesMovementId: 'c' },
        ],
      }),
    ).toThrow(/more than c took/);
  });

  it('returned layers are the newest: LIFO unloads them first', () => {
    const result = costed(
      costMovements({
        method: 'lifo',
        openingLayers: [],
        movements: [
          ...receipts,
          out('c', '12'),
          inn('d', '1', '100'),
          { id: 'e', kind: 'return-in', quantity: '2', reversesMovementId: 'c' },
          out('f', '3'),
        ],
      }),
    );
    // c took b 10 @ 6.5 then a 2 @ 5; e brings back a's 2 (e#1); f takes e#1 2 @ 5 then d 1 @ 100.
    expect(
      result.consumptions.filter((c) => c.movementId === 'f').map((c) => [c.layerId, c.quantity]),
    ).toEqual([
      ['e#1', '2.0000'],
      ['d', '1.0000'],
    ]);
    expect(result.costs.at(-1)).toEqual({ movementId: 'f', value: '110.00', unitCost: '36.6667' });
  });

  it('a storno of an unloading before the window brings back the given pieces, less what earlier stornos brought', () => {
    const taken = [
      { layerId: 'a', unitCost: '5.0000', quantity: '10.0000' },
      { layerId: 'b', unitCost: '6.5000', quantity: '2.0000' },
    ];
    const reversedPieces = unreturnedPieces(taken, '3');
    expect(reversedPieces).toEqual([{ layerId: 'a', unitCost: '5.0000', quantity: '9.0000' }]);
    const result = costed(
      costMovements({
        method: 'fifo',
        openingLayers: [{ id: 'b', movementId: 'b', unitCost: '6.5000', quantity: '10', remaining: '8' }],
        movements: [{ id: 'e', kind: 'return-in', quantity: '4', reversesMovementId: 'c', reversedPieces }],
      }),
    );
    expect(result.costs).toEqual([{ movementId: 'e', value: '20.00', unitCost: '5.0000' }]);
    expect(remaining(result.closingLayers)).toEqual([
      ['b', '8.0000'],
      ['e#1', '4.0000'],
    ]);
  });

  it('a storno of a loading takes from its own layer only, and is short when that layer was unloaded', () => {
    const movements = [
      ...receipts,
      out('c', '8'),
      { id: 'd', kind: 'return-out', quantity: '2', reversesMovementId: 'a' },
    ];
    const result = costed(
      costMovements({ method: 'fifo', openingLayers: [], movements: movements as StockMovementInput[] }),
    );
    expect(result.consumptions.at(-1)).toEqual({ movementId: 'd', layerId: 'a', quantity: '2.0000' });
    expect(result.costs.at(-1)).toEqual({ movementId: 'd', value: '10.00', unitCost: '5.0000' });
    expect(remaining(result.closingLayers)).toEqual([['b', '10.0000']]);

    const short = costMovements({
      method: 'fifo',
      openingLayers: [],
      movements: [
        ...receipts,
        out('c', '9'),
        { id: 'd', kind: 'return-out', quantity: '2', reversesMovementId: 'a' },
      ],
    });
    expect(short).toEqual({
      ok: false,
      shortage: { movementId: 'd', available: '1.0000', requested: '2.0000' },
    });
  });

  it('refuses the first unloading that would take more than is there', () => {
    const result = costMovements({
      method: 'lifo',
      openingLayers: [],
      movements: [inn('a', '3', '1'), out('b', '2'), out('c', '1.5'), out('d', '7'), inn('e', '10', '1')],
    });
    expect(result).toEqual({
      ok: false,
      shortage: { movementId: 'c', available: '1.0000', requested: '1.5000' },
    });
  });

  it('starts from the layers open before the window as a replay from the start would', () => {
    const prefix = [inn('a', '5', '2'), inn('b', '5', '3'), out('c', '6')];
    const suffix = [out('d', '2'), inn('e', '1', '4'), out('f', '2.5')];
    for (const method of ['fifo', 'lifo'] as const) {
      const whole = costed(costMovements({ method, openingLayers: [], movements: [...prefix, ...suffix] }));
      const opening = costed(costMovements({ method, openingLayers: [], movements: prefix })).closingLayers;
      const tail = costed(costMovements({ method, openingLayers: opening, movements: suffix }));
      expect(tail.costs).toEqual(whole.costs.slice(prefix.length));
      expect(tail.consumptions).toEqual(whole.consumptions.filter((c) => c.movementId !== 'c'));
      expect(tail.closingLayers).toEqual(whole.closingLayers);
    }
  });

  it('refuses malformed decimals and accepts trailing zeros past 4 decimals', () => {
    const run = (quantity: string) =>
      costMovements({ method: 'fifo', openingLayers: [], movements: [inn('a', quantity, '1')] });
    expect(costed(run('1.000000')).layers[0]?.quantity).toBe('1.0000');
    expect(() => run('1.00001')).toThrow(/more than 4 decimals/);
    expect(() => run('-1')).toThrow(/not a non-negative decimal/);
    expect(() => run('1e3')).toThrow(/not a non-negative decimal/);
    expect(() =>
      costMovements({
        method: 'fifo',
        openingLayers: [],
        movements: [{ id: 'x', kind: 'return-in', quantity: '1', reversesMovementId: 'nowhere' }],
      }),
    ).toThrow(/neither before it in the window nor given/);
  });
});

describe('costMovements, lean runs and checkpoints (what the ledger keeps)', () => {
  const ledger: StockMovementInput[] = [
    inn('a', '10', '5'),
    out('b', '4'),
    inn('c', '10', '7'),
    out('d', '8'),
    { id: 'e', kind: 'return-in', quantity: '3', reversesMovementId: 'd' },
    { id: 'f', kind: 'return-out', quantity: '2', reversesMovementId: 'c' },
    out('g', '1'),
  ];

  it('keeps running totals in bani: loadings less reversed ones, unloadings less reversed ones', () => {
    const result = costed(costMovements({ method: 'fifo', openingLayers: [], movements: ledger }));
    // In: 50 + 70 - the return-out's 2 x 7 = 106. Out: 4 x 5 = 20, then 6 x 5 + 2 x 7 = 44, less the
    // return-in's 2 x 7 + 1 x 5 = 19, then 1 x 7 (FIFO: c is older than the storno's layers) = 52.
    expect(result.closing).toEqual({ onHand: '8.0000', totals: { entered: 10600, exited: 5200 } });
    const signed = result.costs.reduce((total, cost, index) => {
      const kind = (ledger[index] as StockMovementInput).kind;
      const bani = Math.round(Number(cost.value) * 100);
      return total + (kind === 'in' || kind === 'return-in' ? bani : -bani);
    }, 0);
    expect(signed).toBe(10600 - 5200);
  });

  it('a lean run gives the same checkpoints, totals and pieces without a cost per movement', () => {
    for (const method of ['fifo', 'lifo'] as const) {
      const full = costed(
        costMovements({ method, openingLayers: [], movements: ledger, checkpointEvery: 2 }),
      );
      const lean = costed(
        costMovements({ method, openingLayers: [], movements: ledger, checkpointEvery: 2, lean: true }),
      );
      expect(lean.costs).toEqual([]);
      expect(lean.consumptions).toEqual([]);
      expect(lean.layers).toEqual([]);
      expect(lean.checkpoints).toEqual(full.checkpoints);
      expect(lean.closing).toEqual(full.closing);
      expect([...lean.pieces]).toEqual([...full.pieces]);
      expect(full.pieces.get('d')?.length).toBeGreaterThan(0);
    }
  });

  it('a replay from a checkpoint ends where the replay from the start ends', () => {
    for (const method of ['fifo', 'lifo'] as const) {
      const whole = costed(
        costMovements({ method, openingLayers: [], movements: ledger, checkpointEvery: 3 }),
      );
      const checkpoint = whole.checkpoints[0];
      if (!checkpoint) throw new Error('no checkpoint');
      const rest = ledger.slice(checkpoint.after).map((m) =>
        // The storno of an unloading before the checkpoint gets that unloading's pieces.
        m.kind === 'return-in' &&
        ledger.indexOf(ledger.find((x) => x.id === m.reversesMovementId) as StockMovementInput) <
          checkpoint.after
          ? { ...m, reversedPieces: whole.pieces.get(m.reversesMovementId) }
          : m,
      );
      const tail = costed(
        costMovements({
          method,
          openingLayers: checkpoint.layers,
          openingTotals: checkpoint.totals,
          movements: rest,
        }),
      );
      expect(tail.costs).toEqual(
        costed(costMovements({ method, openingLayers: [], movements: ledger })).costs.slice(checkpoint.after),
      );
      expect(tail.closing).toEqual(whole.closing);
    }
  });

  it('takes a checkpoint no more often than there are open layers', () => {
    const checkpointsOf = (movements: StockMovementInput[]) =>
      costed(
        costMovements({ method: 'lifo', openingLayers: [], movements, checkpointEvery: 1, lean: true }),
      ).checkpoints.map((c) => c.after);
    // Receipts only: after the first, the open layers always outnumber the movements since.
    expect(checkpointsOf(Array.from({ length: 6 }, (_, i) => inn(`r${i}`, '1', '1')))).toEqual([1]);
    // Each receipt taken out at once: at most one layer open, a checkpoint after every movement.
    expect(checkpointsOf([inn('a', '1', '1'), out('b', '1'), inn('c', '1', '1'), out('d', '1')])).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it('keeps the pieces of an unloading asked for, with no storno of it in the run', () => {
    const result = costed(
      costMovements({
        method: 'fifo',
        openingLayers: [],
        movements: [inn('a', '2', '3'), inn('b', '2', '4'), out('c', '3')],
        keepPiecesOf: new Set(['c']),
        lean: true,
      }),
    );
    expect(result.pieces.get('c')).toEqual([
      { layerId: 'a', unitCost: '3.0000', quantity: '2.0000' },
      { layerId: 'b', unitCost: '4.0000', quantity: '1.0000' },
    ]);
  });
});
