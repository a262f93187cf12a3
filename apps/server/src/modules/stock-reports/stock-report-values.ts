// The stock reports that need values at past dates: the ledger keeps no value per movement, so the
// rows the repository names are valued by replaying each stream from its checkpoint before the date
// (platform/stock/stock-valuation.ts). Totals are in bani; stock value = entered − exited.
import type { StockTotals } from '@app/domain/stock/costing/costing.types';
import { formatHundredths } from '@app/domain/stock/costing/scaled-decimal';
import type { Db } from '../../db/client';
import { Decimal } from '../../platform/reports/money';
import type { LedgerPoint, StreamKey } from '../../platform/stock/stock-ledger.repo';
import { streamId } from '../../platform/stock/stock-replay';
import {
  costsBetween,
  endOf,
  type StreamStock,
  startOf,
  stockAt,
} from '../../platform/stock/stock-valuation';
import {
  type BalanceRow,
  type MovementRow,
  stockReportsRepo as repo,
  type StockRow,
  type StockScope,
} from './stock-reports.repo';

const stockValue = (totals: StockTotals) => totals.entered - totals.exited;

async function stocksBy(db: Db, companyId: string, streams: StreamKey[], at: LedgerPoint) {
  const stocks = await stockAt(db, companyId, streams, at);
  return new Map<string, StreamStock>(stocks.map((stock) => [streamId(stock), stock]));
}

/** At most 4 decimals, no trailing zeros (as the current stock's rows are written). */
const trimmed = (value: Decimal) => value.toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed();

/** The stock at the end of a date: every movement dated on or before it. */
export async function stockAtDate(db: Db, scope: StockScope, date: string): Promise<StockRow[]> {
  const streams = await repo.streams(db, scope, date);
  const stocks = await stocksBy(db, scope.companyId, streams, endOf(date));
  return streams.flatMap((stream) => {
    const stock = stocks.get(streamId(stream)) as StreamStock;
    const quantity = new Decimal(stock.quantity);
    const bani = stockValue(stock.totals);
    if (quantity.isZero() && bani === 0) return [];
    const value = formatHundredths(bani);
    const averageCost = quantity.isZero() ? null : trimmed(new Decimal(value).div(quantity));
    return [{ ...stream, quantity: trimmed(quantity), value, averageCost }];
  });
}

/** Per warehouse and product: the stock before `from`, and what came in and went out up to `to`. */
export async function balance(db: Db, scope: StockScope, from: string, to: string): Promise<BalanceRow[]> {
  const rows = await repo.balanceQuantities(db, scope, from, to);
  const opening = await stocksBy(db, scope.companyId, rows, startOf(from));
  const closing = await stocksBy(db, scope.companyId, rows, endOf(to));
  return rows.flatMap((row) => {
    const before = (opening.get(streamId(row)) as StreamStock).totals;
    const after = (closing.get(streamId(row)) as StreamStock).totals;
    const values = {
      openingValue: stockValue(before),
      inValue: after.entered - before.entered,
      outValue: after.exited - before.exited,
    };
    const moved = [row.openingQuantity, row.inQuantity, row.outQuantity].some(
      (q) => !new Decimal(q).isZero(),
    );
    if (!moved && Object.values(values).every((bani) => bani === 0)) return [];
    return [
      {
        ...row,
        openingValue: formatHundredths(values.openingValue),
        inValue: formatHundredths(values.inValue),
        outValue: formatHundredths(values.outValue),
      },
    ];
  });
}

/** The stock before `from` (a stock record's opening line), over every stream in scope. */
export async function openingStock(
  db: Db,
  scope: StockScope,
  from: string,
): Promise<{ quantity: string; value: string }> {
  const streams = await repo.streams(db, scope, from);
  const stocks = await stockAt(db, scope.companyId, streams, startOf(from));
  let quantity = new Decimal(0);
  let bani = 0;
  for (const stock of stocks) {
    quantity = quantity.plus(stock.quantity);
    bani += stockValue(stock.totals);
  }
  return { quantity: quantity.toFixed(), value: formatHundredths(bani) };
}

/** Every movement of the period in ledger order, with the cost the ledger gives it now. */
export async function movements(db: Db, scope: StockScope, from: string, to: string): Promise<MovementRow[]> {
  const rows = await repo.movements(db, scope, from, to);
  const streams = new Map(
    rows.map((row) => [streamId(row), { warehouseId: row.warehouseId, productId: row.productId }]),
  );
  const costs = await costsBetween(
    db,
    scope.companyId,
    [...streams.values()].map((stream) => ({ ...stream, after: startOf(from), through: endOf(to) })),
  );
  return rows.map((row) => {
    const cost = costs.get(row.seq);
    if (!cost) throw new Error(`stock report: movement ${row.seq} was not replayed`);
    return { ...row, unitCost: cost.unitCost, value: cost.value };
  });
}
