// Re-costing the stock ledger after a receipt dated at the start of a year, before every movement of
// that year: on one product with `perProduct` movements, and on many products (one receipt line
// each). Next to it: a full replay of the same streams (from the first movement, every checkpoint
// written again), reading one late despatch's cost back, and the stock reports whose values are
// replayed (stock at a date, a month's balance and movements). Straight on the database through the
// ledger (no HTTP): the receipt is posted with createStockLedger().post in its own transaction, as a
// publication would. The year's movements alternate a receipt of 10 at a varying cost and a despatch
// of those 10, so the early receipt shifts what every despatch takes under FIFO: each one gets
// another cost, though the ledger writes only checkpoints and the current stock.
// Part of `npm run bench` (bench/run.ts, row "stock-recost"); also runs alone:
//   BENCH_STOCK_FULL=1 BENCH_DATABASE_URL=postgres://... npx tsx bench/stock-recost.ts
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { Database } from '../apps/server/src/db/client';
import { openDatabase } from '../apps/server/src/db/open';
import { companiesRepo } from '../apps/server/src/modules/companies/companies.repo';
import {
  balance,
  movements,
  stockAtDate,
} from '../apps/server/src/modules/stock-reports/stock-report-values';
import { createStockLedger } from '../apps/server/src/platform/stock/create-stock-ledger';
import { recostWindows } from '../apps/server/src/platform/stock/stock-recost';
import { LEDGER_END, LEDGER_START } from '../apps/server/src/platform/stock/stock-replay.repo';
import { costsBetween } from '../apps/server/src/platform/stock/stock-valuation';

/** The goal of issue 14: a re-cost of a million movements within 5 s. */
export const STOCK_RECOST_GOAL_MS = 5000;
const FULL = process.env.BENCH_STOCK_FULL === '1';
const YEAR = 2025;

export type StockRecostScenario = { products: number; perProduct: number };
/** The sizes under BENCH_STOCK_FULL=1; a tenth of the movements otherwise (a routine run). */
/** BENCH_STOCK_SIZES="1x20000,20x1000" (products x movements each) measures other sizes. */
const ASKED = process.env.BENCH_STOCK_SIZES?.split(',').map((size) => {
  const [products = '1', perProduct = '1000'] = size.split('x');
  return { products: Number(products), perProduct: Number(perProduct) };
});
export const STOCK_RECOST_SCENARIOS: StockRecostScenario[] = ASKED
  ? ASKED
  : FULL
    ? [
        { products: 1, perProduct: 1_000_000 },
        { products: 1_000, perProduct: 1_000 },
      ]
    : [
        { products: 1, perProduct: 100_000 },
        { products: 100, perProduct: 1_000 },
      ];
export const STOCK_RECOST_SIZE_NOTE = ASKED
  ? 'sizes from BENCH_STOCK_SIZES'
  : FULL
    ? 'full size'
    : 'a tenth of the full size; BENCH_STOCK_FULL=1 for 1,000,000';

export type StockRecostResult = StockRecostScenario & {
  movements: number;
  seedSeconds: number;
  recostMs: number;
  replayMs: number;
  /** Reading one late despatch's cost back (costs are computed on reading, from a checkpoint). */
  readMs: number;
  /** The stock reports over the whole warehouse, values replayed: stock on 30 June, June's balance and movements. */
  reportsMs: { atDate: number; balance: number; movements: number };
  /** Despatches whose cost changed: all of them, as the early receipt shifts FIFO. */
  recosted: number;
};

/** A company of its own (removed afterwards), one FIFO warehouse and the products. */
async function seedCompany(database: Database, products: number) {
  const pool = database.pool;
  const tenant = await pool.query('INSERT INTO tenants DEFAULT VALUES RETURNING id');
  const company = await companiesRepo.insert(database.db, {
    tenantId: tenant.rows[0].id,
    businessId: String(30_000_000 + Math.floor(Math.random() * 9_000_000)),
    legalName: 'Bench Stoc SRL',
    countryCode: 'RO',
    countyCode: 'RO-CJ',
    city: 'Cluj-Napoca',
    street: 'Str. Depozitului 1',
  });
  const warehouse = await pool.query(
    `INSERT INTO warehouses (company_id, name, unload_type) VALUES ($1, 'Depozit central', 'fifo') RETURNING id`,
    [company.id],
  );
  const rows = await pool.query(
    `INSERT INTO products (company_id, name, is_service, measurement_unit_code)
     SELECT $1, 'Marfă ' || lpad(k::text, 4, '0'), false, 'H87' FROM generate_series(1, $2::int) AS k
     RETURNING id`,
    [company.id, products],
  );
  return {
    tenantId: tenant.rows[0].id as string,
    companyId: company.id,
    warehouseId: warehouse.rows[0].id as string,
    productIds: rows.rows.map((row) => row.id as string),
  };
}

/**
 * The year's ledger of every product in bulk SQL: movement i (1-based) is a receipt of 10 at
 * 10 + i mod 7 when odd, the despatch of those 10 when even; dated over the year from 2 January,
 * stock back to zero after each despatch. Then one full replay writes the checkpoints and the current
 * stock as the ledger keeps them (not timed).
 */
async function seedLedger(
  database: Database,
  ids: Awaited<ReturnType<typeof seedCompany>>,
  perProduct: number,
) {
  const pool = database.pool;
  await pool.query(
    `INSERT INTO stock_movements (id, company_id, warehouse_id, product_id, movement_date, kind, quantity, unit_cost,
       source_kind, document_id, line_id)
     SELECT md5(p.id || ':' || i)::uuid, $1, $2, p.id, make_date($4, 1, 2) + ((i - 1)::bigint * 362 / $3)::int,
       CASE WHEN i % 2 = 1 THEN 'in' ELSE 'out' END, 10,
       CASE WHEN i % 2 = 1 THEN 10 + i % 7 ELSE 0 END,
       CASE WHEN i % 2 = 1 THEN 'goods-receipt-note' ELSE 'client-goods-despatch-advice' END,
       md5('d' || p.id || ':' || i)::uuid, md5('l' || p.id || ':' || i)::uuid
     FROM unnest($5::uuid[]) WITH ORDINALITY AS p(id, k), generate_series(1, $3::int) AS i
     ORDER BY p.k, i`,
    [ids.companyId, ids.warehouseId, perProduct, YEAR, ids.productIds],
  );
  await pool.query('VACUUM ANALYZE stock_movements');
  await database.transaction((tx) => recostWindows(tx.db, ids.companyId, yearOf(ids), { rebuild: true }));
  for (const table of ['stock_checkpoints', 'stock_balances']) await pool.query(`VACUUM ANALYZE ${table}`);
}

/** Every product's stream from the start of the year. */
const yearOf = (ids: { warehouseId: string; productIds: string[] }) =>
  ids.productIds.map((productId) => ({
    warehouseId: ids.warehouseId,
    productId,
    from: { date: `${YEAR}-01-01`, seq: 0 },
  }));

async function runScenario(database: Database, scenario: StockRecostScenario): Promise<StockRecostResult> {
  const started = performance.now();
  const ids = await seedCompany(database, scenario.products);
  try {
    await seedLedger(database, ids, scenario.perProduct);
    progress(
      `${scenario.products} x ${scenario.perProduct} seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const seedSeconds = (performance.now() - started) / 1000;
    const ledger = createStockLedger();
    const receipt = {
      companyId: ids.companyId,
      warehouseId: ids.warehouseId,
      sourceKind: 'goods-receipt-note' as const,
      documentId: crypto.randomUUID(),
      date: `${YEAR}-01-01`,
      lines: ids.productIds.map((productId) => ({
        lineId: crypto.randomUUID(),
        productId,
        kind: 'in' as const,
        quantity: '5',
        unitCost: '20',
      })),
    };
    const before = await outValues(database, ids);
    const recostStart = performance.now();
    await database.transaction((tx) => ledger.post(tx.db, receipt));
    const recostMs = performance.now() - recostStart;
    progress(`re-costed after the early receipt in ${recostMs.toFixed(0)} ms`);
    const after = await outValues(database, ids);

    const replayStart = performance.now();
    await database.transaction((tx) => recostWindows(tx.db, ids.companyId, yearOf(ids), { rebuild: true }));
    const replayMs = performance.now() - replayStart;
    progress(`full replay in ${replayMs.toFixed(0)} ms`);
    // Reading back the cost of the year's last despatch: a replay from the checkpoint before it.
    const last = md5Uuid(`d${ids.productIds[0]}:${scenario.perProduct}`);
    const readStart = performance.now();
    await ledger.costsOf(database.db, ids.companyId, last);
    const readMs = performance.now() - readStart;
    const reportsMs = await timeReports(database, ids);
    return {
      ...scenario,
      movements: scenario.products * scenario.perProduct,
      seedSeconds,
      recostMs,
      replayMs,
      readMs,
      reportsMs,
      recosted: countChanged(before, after),
    };
  } finally {
    await removeCompany(database, ids);
  }
}

/** The despatches' values by id as the ledger reads them back (not timed), to count the re-costed. */
async function outValues(database: Database, ids: Awaited<ReturnType<typeof seedCompany>>) {
  const costs = await costsBetween(
    database.db,
    ids.companyId,
    ids.productIds.map((productId) => ({
      warehouseId: ids.warehouseId,
      productId,
      after: LEDGER_START,
      through: LEDGER_END,
    })),
  );
  const values = new Map<number, string>();
  for (const [seq, cost] of costs) values.set(seq, cost.value);
  return values;
}

function countChanged(before: Map<number, string>, after: Map<number, string>): number {
  let changed = 0;
  // Only movements there before (the new receipt is not a re-cost); loadings keep their cost.
  for (const [id, value] of after) if (before.has(id) && before.get(id) !== value) changed++;
  return changed;
}

/** Leaves a reused PostgreSQL database as it was (the stored pieces go with the movements). */
async function removeCompany(database: Database, ids: { tenantId: string; companyId: string }) {
  for (const table of ['stock_checkpoints', 'stock_balances', 'stock_movements', 'warehouses'])
    await database.pool.query(`DELETE FROM ${table} WHERE company_id = $1`, [ids.companyId]);
  await database.pool.query('DELETE FROM tenants WHERE id = $1', [ids.tenantId]);
}

/** The uuid the seed's md5(text)::uuid gives. */
const md5Uuid = (text: string) =>
  createHash('md5')
    .update(text)
    .digest('hex')
    .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

/** The reports whose values come from replays, over every product of the warehouse (not the current stock). */
async function timeReports(database: Database, ids: { companyId: string; warehouseId: string }) {
  const scope = { companyId: ids.companyId, warehouseId: ids.warehouseId, productId: null, categoryId: null };
  const timed = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };
  return {
    atDate: await timed(() => stockAtDate(database.db, scope, `${YEAR}-06-30`)),
    balance: await timed(() => balance(database.db, scope, `${YEAR}-06-01`, `${YEAR}-06-30`)),
    movements: await timed(() => movements(database.db, scope, `${YEAR}-06-01`, `${YEAR}-06-30`)),
  };
}

/** Progress on stderr: the full-size rows take minutes. */
const progress = (message: string) => process.stderr.write(`stock-recost: ${message}\n`);

/** Every scenario on one database (the embedded one in memory when the URL is null). */
export async function benchStockRecost(databaseUrl: string | null): Promise<StockRecostResult[]> {
  const opened = await openDatabase({ databaseUrl, dataDir: null });
  try {
    const results: StockRecostResult[] = [];
    for (const scenario of STOCK_RECOST_SCENARIOS) results.push(await runScenario(opened.database, scenario));
    return results;
  } finally {
    await opened.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.env.BENCH_DATABASE_URL ?? null;
  for (const result of await benchStockRecost(url))
    console.log(
      JSON.stringify({ database: url ? 'PostgreSQL' : 'embedded', size: STOCK_RECOST_SIZE_NOTE, ...result }),
    );
  process.exit(0);
}
