// What the ledger's API tests share: a company with warehouses and products written straight to
// the database (the ledger needs only their rows), postings in their own transactions, and reads of
// the stored ledger to compare with a replay.
import { randomUUID } from 'node:crypto';
import { costMovements } from '@app/domain/stock/costing/cost-movements';
import type { StockMovementInput } from '@app/domain/stock/costing/costing.types';
import type { StockUnloadType } from '@app/domain/stock/stock-kinds';
import { addCompany } from '../../testing/company-fixture';
import type { Harness } from '../../testing/harness';
import { fromScaled, QTY_SCALE, RON_SCALE, toScaled } from './stock-decimal';
import type { StockLedger, StockLineMovement, StockPosting } from './stock-ledger';

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
  lineId: string;
  kind: 'in' | 'out' | 'return-in' | 'return-out';
  quantity: string;
  unitCost: string;
  value: string;
  reversesMovementId: string | null;
  date: string;
  xmin: string;
};

/** A stream's movements as stored, in ledger order. */
export async function storedMovements(h: Harness, warehouseId: string, productId: string) {
  const { rows } = await h.ctx.database.pool.query<StoredMovement>(
    `SELECT id, line_id AS "lineId", kind, quantity::text, unit_cost::text AS "unitCost", value::text,
       reverses_movement_id AS "reversesMovementId", movement_date::text AS date, xmin::text AS xmin
     FROM stock_movements WHERE warehouse_id = $1 AND product_id = $2 ORDER BY movement_date, seq`,
    [warehouseId, productId],
  );
  return rows;
}

/** The stored consumptions and layers of a stream, as sorted text for comparison. */
export async function storedDerived(h: Harness, warehouseId: string, productId: string) {
  const pool = h.ctx.database.pool;
  const layers = await pool.query(
    `SELECT id, movement_id, unit_cost::text, quantity::text FROM stock_layers
     WHERE warehouse_id = $1 AND product_id = $2 ORDER BY id`,
    [warehouseId, productId],
  );
  const consumptions = await pool.query(
    `SELECT movement_id, layer_id, quantity::text FROM stock_consumptions
     WHERE warehouse_id = $1 AND product_id = $2 ORDER BY movement_id, layer_id`,
    [warehouseId, productId],
  );
  return {
    layers: layers.rows.map((r) => `${r.id} ${r.movement_id} ${r.unit_cost} ${r.quantity}`),
    consumptions: consumptions.rows.map((r) => `${r.movement_id} ${r.layer_id} ${r.quantity}`),
  };
}

/**
 * The stream replayed from its first movement by the engine alone: what the stored costs, layers
 * and consumptions must equal however the documents arrived.
 */
export async function replayed(h: Harness, warehouseId: string, productId: string, method: StockUnloadType) {
  const movements = await storedMovements(h, warehouseId, productId);
  const input: StockMovementInput[] = movements.map((m) =>
    m.kind === 'in'
      ? { id: m.id, kind: 'in', quantity: m.quantity, unitCost: m.unitCost }
      : m.kind === 'out'
        ? { id: m.id, kind: 'out', quantity: m.quantity }
        : {
            id: m.id,
            kind: m.kind,
            quantity: m.quantity,
            reversesMovementId: m.reversesMovementId as string,
          },
  );
  const result = costMovements({ method, openingLayers: [], movements: input });
  if (!result.ok) throw new Error(`replay short: ${JSON.stringify(result.shortage)}`);
  return {
    costs: result.costs.map((c) => `${c.movementId} ${c.unitCost} ${c.value}`),
    stored: movements.map((m) => `${m.id} ${m.unitCost} ${m.value}`),
    layers: result.layers.map((l) => `${l.id} ${l.movementId} ${l.unitCost} ${l.quantity}`).sort(),
    consumptions: result.consumptions.map((c) => `${c.movementId} ${c.layerId} ${c.quantity}`).sort(),
  };
}

/**
 * The current stock three ways: the balance row, the signed sum of the movements, and what is left
 * of the layers (quantity only); all must agree.
 */
export async function stockThreeWays(h: Harness, warehouseId: string, productId: string) {
  const pool = h.ctx.database.pool;
  const balance = await pool.query(
    'SELECT quantity::text, value::text FROM stock_balances WHERE warehouse_id = $1 AND product_id = $2',
    [warehouseId, productId],
  );
  const movements = await storedMovements(h, warehouseId, productId);
  let quantity = 0n;
  let value = 0n;
  for (const m of movements) {
    const sign = m.kind === 'in' || m.kind === 'return-in' ? 1n : -1n;
    quantity += sign * toScaled(m.quantity, QTY_SCALE);
    value += sign * toScaled(m.value, RON_SCALE);
  }
  const layers = await pool.query(
    `SELECT coalesce(sum(l.quantity - coalesce((SELECT sum(c.quantity) FROM stock_consumptions c WHERE c.layer_id = l.id), 0)), 0)::text AS left
     FROM stock_layers l WHERE l.warehouse_id = $1 AND l.product_id = $2`,
    [warehouseId, productId],
  );
  return {
    balance: balance.rows[0] ? { quantity: balance.rows[0].quantity, value: balance.rows[0].value } : null,
    movements: { quantity: fromScaled(quantity, QTY_SCALE), value: fromScaled(value, RON_SCALE) },
    layersLeft: fromScaled(toScaled(layers.rows[0].left, QTY_SCALE), QTY_SCALE),
  };
}
