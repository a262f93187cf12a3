import { Decimal, money, sum } from '../../platform/reports/money';
import type { ReportColumn, ReportRow } from '../../platform/reports/report-table';
import { documentTypeText, type StockColumn, type StockTexts } from './stock-report-labels';
import type { StockReport, StockReportScope, StockReportTable } from './stock-report-table';
import type { BalanceRow, MovementRow, StockRow } from './stock-reports.repo';

/**
 * The stock reports' tables, built from what the repository read (pure: every figure is worked out
 * here with exact decimals, so the tests can check them by hand).
 */

/** A quantity or unit cost as the reports write it: exact, at most 4 decimals, no trailing zeros. */
export const decimal = (value: Decimal.Value): string =>
  new Decimal(value).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed();

type Common = { texts: StockTexts; scope: StockReportScope };

const column = (texts: StockTexts, key: StockColumn, type: ReportColumn['type']): ReportColumn => ({
  key,
  label: texts.columns[key],
  type,
});
const productColumns = (texts: StockTexts): ReportColumn[] => [
  column(texts, 'product', 'text'),
  column(texts, 'code', 'text'),
  column(texts, 'unit', 'text'),
  column(texts, 'warehouse', 'text'),
];
const productCells = (row: StockRow | BalanceRow | MovementRow): ReportRow => ({
  product: row.product,
  code: row.code,
  unit: row.unit,
  warehouse: row.warehouse,
});
/** A totals row: the label (in the first column unless said), the given cells, every other one blank. */
function totalsRow(columns: ReportColumn[], label: string, values: ReportRow, labelKey?: string): ReportRow {
  const row: ReportRow = {};
  for (const { key } of columns) row[key] = values[key] ?? null;
  row[labelKey ?? (columns[0] as ReportColumn).key] = label;
  return row;
}
/**
 * The sum of amounts written with exactly 2 decimals, as integer cents: exact, and quick over the
 * 100,000 rows of a big catalogue's current stock.
 */
export function sumOfCents(amounts: readonly string[]): string {
  let cents = 0n;
  for (const amount of amounts) cents += BigInt(amount.replace('.', ''));
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
const totalOf = (rows: ReportRow[], key: string) => money(sum(rows.map((row) => row[key] as string | null)));

function table(
  common: Common,
  report: StockReport,
  period: { from: string | null; to: string },
  columns: ReportColumn[],
  rows: ReportRow[],
  totals: ReportRow | null,
): StockReportTable {
  return { report, title: common.texts.titles[report], ...common.scope, ...period, columns, rows, totals };
}

/**
 * The current stock or the stock at a date: per product and warehouse its quantity, value and the
 * average unit cost they imply (value / quantity). Quantities of different units are not added up;
 * the total is the stock's value.
 */
export function stockTable(
  input: Common & { report: 'current-stock' | 'stock-at-date'; date: string; stock: StockRow[] },
): StockReportTable {
  const { texts } = input;
  const columns = [
    ...productColumns(texts),
    column(texts, 'quantity', 'decimal'),
    column(texts, 'value', 'money'),
    column(texts, 'averageCost', 'decimal'),
  ];
  // The figures come formatted from the database (see StockRow); only the total is added up here.
  const rows = input.stock.map((row) => ({
    product: row.product,
    code: row.code,
    unit: row.unit,
    warehouse: row.warehouse,
    quantity: row.quantity,
    value: row.value,
    averageCost: row.averageCost,
  }));
  const totals = totalsRow(columns, texts.rows.total, {
    value: sumOfCents(input.stock.map((row) => row.value)),
  });
  return table(input, input.report, { from: null, to: input.date }, columns, rows, totals);
}

/** Opening, in, out and closing per product and warehouse, in quantity and value (closing = opening + in − out). */
export function balanceTable(
  input: Common & { from: string; to: string; balances: BalanceRow[] },
): StockReportTable {
  const { texts } = input;
  const pairs = ['opening', 'in', 'out', 'closing'] as const;
  const columns = [
    ...productColumns(texts),
    ...pairs.flatMap((pair) => [
      column(texts, `${pair}Quantity`, 'decimal'),
      column(texts, `${pair}Value`, 'money'),
    ]),
  ];
  const rows = input.balances.map((row) => ({
    ...productCells(row),
    openingQuantity: decimal(row.openingQuantity),
    openingValue: money(row.openingValue),
    inQuantity: decimal(row.inQuantity),
    inValue: money(row.inValue),
    outQuantity: decimal(row.outQuantity),
    outValue: money(row.outValue),
    closingQuantity: decimal(new Decimal(row.openingQuantity).plus(row.inQuantity).minus(row.outQuantity)),
    closingValue: money(new Decimal(row.openingValue).plus(row.inValue).minus(row.outValue)),
  }));
  const totals = totalsRow(
    columns,
    texts.rows.total,
    Object.fromEntries(pairs.map((pair) => [`${pair}Value`, totalOf(rows, `${pair}Value`)])),
  );
  return table(input, 'stock-balance', { from: input.from, to: input.to }, columns, rows, totals);
}

/** A movement's "in" and "out" cells; a storno is a negative entry or exit (see stock-reports.repo). */
function movementCells(row: MovementRow): ReportRow {
  const quantity = new Decimal(row.quantity);
  const value = new Decimal(row.value);
  const sign = row.kind === 'return-in' || row.kind === 'return-out' ? -1 : 1;
  const loads = row.kind === 'in' || row.kind === 'return-out';
  const cells = { quantity: decimal(quantity.times(sign)), value: money(value.times(sign)) };
  return {
    inQuantity: loads ? cells.quantity : null,
    inValue: loads ? cells.value : null,
    outQuantity: loads ? null : cells.quantity,
    outValue: loads ? null : cells.value,
  };
}
/** What a movement adds to the stock (negative for what it takes). */
const stockChange = (row: MovementRow, field: 'quantity' | 'value') =>
  row.kind === 'in' || row.kind === 'return-in' ? new Decimal(row[field]) : new Decimal(row[field]).negated();
const documentCells = (texts: StockTexts, row: MovementRow): ReportRow => ({
  date: row.date,
  documentType: documentTypeText(
    texts,
    row.sourceKind,
    row.kind === 'return-in' || row.kind === 'return-out',
  ),
  number: row.number,
  partner: row.partner,
});
const documentColumns = (texts: StockTexts): ReportColumn[] => [
  column(texts, 'date', 'date'),
  column(texts, 'documentType', 'text'),
  column(texts, 'number', 'text'),
  column(texts, 'partner', 'text'),
];
const inOutColumns = (texts: StockTexts): ReportColumn[] => [
  column(texts, 'unitCost', 'decimal'),
  column(texts, 'inQuantity', 'decimal'),
  column(texts, 'inValue', 'money'),
  column(texts, 'outQuantity', 'decimal'),
  column(texts, 'outValue', 'money'),
];

/** Every movement of the period with its document, in ledger order. */
export function transactionsTable(
  input: Common & { from: string; to: string; movements: MovementRow[] },
): StockReportTable {
  const { texts } = input;
  const columns = [...documentColumns(texts), ...productColumns(texts), ...inOutColumns(texts)];
  const rows = input.movements.map((row) => ({
    ...documentCells(texts, row),
    ...productCells(row),
    unitCost: decimal(row.unitCost),
    ...movementCells(row),
  }));
  const totals = totalsRow(
    columns,
    texts.rows.total,
    { inValue: totalOf(rows, 'inValue'), outValue: totalOf(rows, 'outValue') },
    'documentType',
  );
  return table(input, 'stock-transactions', { from: input.from, to: input.to }, columns, rows, totals);
}

/**
 * The stock record ("fișa de magazie") of one product in one warehouse: the opening stock, each
 * movement with the stock after it, and the period's totals with the closing stock.
 */
export function stockRecordTable(
  input: Common & {
    from: string;
    to: string;
    opening: { quantity: string; value: string };
    movements: MovementRow[];
  },
): StockReportTable {
  const { texts } = input;
  const columns = [
    ...documentColumns(texts),
    ...inOutColumns(texts),
    column(texts, 'stockQuantity', 'decimal'),
    column(texts, 'stockValue', 'money'),
  ];
  let quantity = new Decimal(input.opening.quantity);
  let value = new Decimal(input.opening.value);
  const opening = totalsRow(
    columns,
    texts.rows.opening,
    { date: input.from, stockQuantity: decimal(quantity), stockValue: money(value) },
    'documentType',
  );
  const rows: ReportRow[] = [opening];
  for (const row of input.movements) {
    quantity = quantity.plus(stockChange(row, 'quantity'));
    value = value.plus(stockChange(row, 'value'));
    rows.push({
      ...documentCells(texts, row),
      unitCost: decimal(row.unitCost),
      ...movementCells(row),
      stockQuantity: decimal(quantity),
      stockValue: money(value),
    });
  }
  const moved = rows.slice(1);
  const quantityOf = (key: string) => decimal(sum(moved.map((row) => row[key] as string | null)));
  const totals = totalsRow(
    columns,
    texts.rows.closing,
    {
      date: input.to,
      inQuantity: quantityOf('inQuantity'),
      inValue: totalOf(moved, 'inValue'),
      outQuantity: quantityOf('outQuantity'),
      outValue: totalOf(moved, 'outValue'),
      stockQuantity: decimal(quantity),
      stockValue: money(value),
    },
    'documentType',
  );
  return table(input, 'stock-record', { from: input.from, to: input.to }, columns, rows, totals);
}
