// What the ledger's API tests share: a company with warehouses and products written straight to
// the database (the ledger needs only their rows), postings in their own transactions, and what the
// ledger stores and reads back, to compare with a replay of the whole stream by the engine alone.
import { randomUUID } from 'node:crypto';
import { costMovements } from '@app/domain/stock/costing/cost-movements';
import type { StockMovementInput } from '@app/domain/stock/costing/costing.types';
import { formatHundredths } from '@app/domain/stock/costing/scaled-decimal';
import type { StockUnloadType } from '@app/domain/stock/stock-kinds';
import { addCompany } from '../../testing/company-fixture';
import type { Harness } from '../../testing/harness';
import { fromScaled, QTY_SCALE, RON_SCALE, toScaled } from './stock-decimal';
import type { StockLedger, StockLineMovement, StockPosting } from './stock-ledger';
import { costsOfMovements } from './stock-valuation';

export type LedgerFixture = {
  companyId: string;
  warehouse(method: StockUnloadType): Promise<string>;
  product(name?: string): Promise<string>;
};

export async function ledgerFixture(h: Harness): Promise<LedgerFixture> {
  const owner = await h.signUp();
  const companyId = await addCompany(owner.client, 'clujVatPayer');
  const pool = h.ctx.database.pool;
  let count = 0;
  return {
    companyId,
    async warehouse(method) {
      const { rows } = await pool.query(
        'INSERT INTO warehouses (company_id, name, unload_type) VALUES ($1, $2, $3) RETURNING id',
        [companyId, `Depozit ${method} ${++count}`, method],
      );
      return rows[0].id as string;
    },
    async product(name = `Marfă ${++count}`) {
      const { rows } = await pool.query(
        `INSERT INTO products (company_id, name, is_service, measurement_unit_code) VALUES ($1, $2, false, 'H87') RETURNING id`,
        [companyId, name],
      );
      return rows[0].id as string;
    },
  };
}

type Line = Omit<StockLineMovement, 'lineId'> & { lineId?: string };

/** A posting of a document with fresh ids; the lines keep the ids they are given. */
export function posting(
  base: { companyId: string; warehouseId: string; date: string },
  lines: Line[],
  documentId = randomUUID(),
): StockPosting {
  return {
    ...base,
    sourceKind: 'goods-receipt-note',
    documentId,
    lines: lines.map((line) => ({ ...line, lineId: line.lineId ?? randomUUID() })),
  };
}

/** Posts in a transaction of its own, as a document's publication does. */
export const post = (h: Harness, ledger: StockLedger, p: StockPosting) =>
  h.ctx.database.transaction((tx) => ledger.post(tx.db, p));

export const remove = (h: Harness, ledger: StockLedger, companyId: string, documentId: string) =>
  h.ctx.database.transaction((tx) => ledger.remove(tx.db, companyId, documentId));

type StoredMovement = {
  id: string;
  companyId: string;
  lineId: string;
  kind: 'in' | 'out' | 'return-in' | 'return-out';
  quantity: string;
  unitCost: string;
  reversesMovementId: string | null;
  reversesSeq: number | null;
  date: string;
  seq: number;
  xmin: string;
};

/** A stream's movements as stored (facts only), in ledger order. */
export async function storedMovements(h: Harness, warehouseId: string, productId: string) {
  const { rows } = await h.ctx.database.pool.query<StoredMovement>(
    `SELECT id, company_id AS "companyId", line_id AS "lineId", kind, quantity::text, unit_cost::text AS "unitCost",
       reverses_movement_id AS "reversesMovementId", movement_date::text AS date, seq::float8 AS seq, xmin::text AS xmin,
       (SELECT x.seq::float8 FROM stock_movements x WHERE x.id = m.reverses_movement_id) AS "reversesSeq"
     FROM stock_movements m WHERE warehouse_id = $1 AND product_id = $2 ORDER BY movement_date, seq`,
    [warehouseId, productId],
  );
  return rows;
}

/** As the ledger's replays name movements: by their sequence. */
const engineInputOf = (m: StoredMovement): StockMovementInput =>
  m.kind === 'in'
    ? { id: `${m.seq}`, kind: 'in', quantity: m.quantity, unitCost: m.unitCost }
    : m.kind === 'out'
      ? { id: `${m.seq}`, kind: 'out', quantity: m.quantity }
      : { id: `${m.seq}`, kind: m.kind, quantity: m.quantity, reversesMovementId: `${m.reversesSeq}` };

function replayAll(method: StockUnloadType, movements: StoredMovement[]) {
  const result = costMovements({ method, openingLayers: [], movements: movements.map(engineInputOf) });
  if (!result.ok) throw new Error(`replay short: ${JSON.stringify(result.shortage)}`);
  return result;
}

/**
 * The stream replayed from its first movement by the engine alone (`costs`), and each movement's
 * cost as the ledger reads it back on its own, from the checkpoint before it (`stored`): they must be
 * equal however the documents arrived.
 */
export async function replayed(h: Harness, warehouseId: string, productId: string, method: StockUnloadType) {
  const movements = await storedMovements(h, warehouseId, productId);
  const result = replayAll(method, movements);
  const db = h.ctx.database.db;
  const stored: string[] = [];
  for (const m of movements) {
    const [cost] = await costsOfMovements(db, m.companyId, [{ ...m, warehouseId, productId }]);
    stored.push(`${m.seq} ${cost?.unitCost} ${cost?.value}`);
  }
  return { costs: result.costs.map((c) => `${c.movementId} ${c.unitCost} ${c.value}`), stored };
}

/**
 * The stream's stored checkpoints (`stored`), and what a replay of its movements up to each of them
 * gives (`replayed`): open layers, quantity and totals.
 */
export async function checkpointsAgainstReplay(
  h: Harness,
  warehouseId: string,
  productId: string,
  method: StockUnloadType,
) {
  const movements = await storedMovements(h, warehouseId, productId);
  const { rows } = await h.ctx.database.pool.query(
    `SELECT movement_date::text AS date, seq::float8 AS seq, quantity::text, entered::text, exited::text, layers
     FROM stock_checkpoints WHERE warehouse_id = $1 AND product_id = $2 ORDER BY movement_date, seq`,
    [warehouseId, productId],
  );
  const stored = rows.map(
    (r) => `${r.date} ${r.seq} ${r.quantity} ${r.entered} ${r.exited} ${JSON.stringify(r.layers)}`,
  );
  const replays = rows.map((r) => {
    const upTo = movements.findIndex((m) => m.date === r.date && m.seq === r.seq);
    const result = replayAll(method, movements.slice(0, upTo + 1));
    const { onHand, totals } = result.closing;
    const layers = result.closingLayers.map((l) => [l.id, l.movementId, l.unitCost, l.quantity, l.remaining]);
    return `${r.date} ${r.seq} ${onHand} ${formatHundredths(totals.entered)} ${formatHundredths(totals.exited)} ${JSON.stringify(layers)}`;
  });
  return { stored, replayed: replays, count: rows.length };
}

/**
 * The current stock three ways: the balance row, the signed sum of the movements (quantities as
 * stored, values as a replay gives them), and what is left of the replay's layers (quantity only).
 */
export async function stockThreeWays(h: Harness, warehouseId: string, productId: string) {
  const pool = h.ctx.database.pool;
  const balance = await pool.query(
    'SELECT quantity::text, value::text FROM stock_balances WHERE warehouse_id = $1 AND product_id = $2',
    [warehouseId, productId],
  );
  const movements = await storedMovements(h, warehouseId, productId);
  const methodRow = await pool.query('SELECT unload_type FROM warehouses WHERE id = $1', [warehouseId]);
  const result = replayAll(methodRow.rows[0].unload_type, movements);
  let quantity = 0n;
  let value = 0n;
  for (const [index, m] of movements.entries()) {
    const sign = m.kind === 'in' || m.kind === 'return-in' ? 1n : -1n;
    quantity += sign * toScaled(m.quantity, QTY_SCALE);
    value += sign * toScaled(result.costs[index]?.value ?? '0', RON_SCALE);
  }
  return {
    balance: balance.rows[0] ? { quantity: balance.rows[0].quantity, value: balance.rows[0].value } : null,
    movements: { quantity: fromScaled(quantity, QTY_SCALE), value: fromScaled(value, RON_SCALE) },
    layersLeft: result.closing.onHand,
  };
}
