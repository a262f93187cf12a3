// The current-stock report over 100,000 products (issue 14 benchmarks), through the HTTP route as the
// Generate button asks it: every product in stock in one warehouse, one JSON table. Part of
// `npm run bench` (bench/run.ts, row key `stock-report`); also runs alone:
//   npx tsx bench/stock-report.ts      (BENCH_SECONDS, BENCH_DATABASE_URL as for run.ts)
import { pathToFileURL } from 'node:url';
import type { Database } from '../apps/server/src/db/client';
import { firstCompanyOf, grantSmartPlan, vacuumAnalyze } from './bench-seed';
import { BENCH_EMAIL, BENCH_PASSWORD, startBenchServer } from './bench-server';
import type { LatencyResult } from './measure-get';
import { percentile } from './sampling';
import { signIn } from './sign-in';

export const STOCK_PRODUCTS = 100_000;
const WAREHOUSE = 'Depozit bench stoc';

/**
 * Writes the data set in a few statements (generate_series): a warehouse, 100,000 stock products and
 * the current stock of each (stock_balances, what the ledger keeps in step). The company gets the
 * Smart plan the stock reports need. A reused PostgreSQL database that has them is left as it is.
 */
async function seedStock(database: Database, companyId: string): Promise<void> {
  const q = (text: string, values: unknown[] = []) => database.pool.query(text, values);
  await grantSmartPlan(database, companyId);
  await q(
    `INSERT INTO warehouses (company_id, name) SELECT $1, $2
     WHERE NOT EXISTS (SELECT 1 FROM warehouses WHERE company_id = $1 AND name = $2)`,
    [companyId, WAREHOUSE],
  );
  const warehouse = await q('SELECT id FROM warehouses WHERE company_id = $1 AND name = $2', [
    companyId,
    WAREHOUSE,
  ]);
  const warehouseId = warehouse.rows[0].id as string;
  const seeded = await q('SELECT count(*)::int AS n FROM stock_balances WHERE warehouse_id = $1', [
    warehouseId,
  ]);
  if (seeded.rows[0].n >= STOCK_PRODUCTS) return;

  await q(
    `INSERT INTO products (company_id, name, product_code, is_service, measurement_unit_code)
     SELECT $1, 'Produs stoc ' || lpad(i::text, 6, '0'), 'STC-' || lpad(i::text, 6, '0'), false,
       CASE WHEN i % 4 = 0 THEN 'KGM' ELSE 'H87' END
     FROM generate_series(1, $2::int) AS i ON CONFLICT DO NOTHING`,
    [companyId, STOCK_PRODUCTS],
  );
  // Quantity 1..500 (every 4th product in kg with 3 decimals), unit cost 1.00..100.99.
  await q(
    `INSERT INTO stock_balances (company_id, warehouse_id, product_id, quantity, value)
     SELECT $1, $2, p.id, g.quantity, round(g.quantity * g.cost, 2)
     FROM products p
     CROSS JOIN LATERAL (
       SELECT (1 + substr(p.product_code, 5)::int % 500
                 + CASE WHEN p.measurement_unit_code = 'KGM' THEN 0.125 ELSE 0 END)::numeric AS quantity,
              (1 + substr(p.product_code, 5)::int % 100 + 0.99)::numeric AS cost
     ) g
     WHERE p.company_id = $1 AND p.product_code LIKE 'STC-%'
     ON CONFLICT DO NOTHING`,
    [companyId, warehouseId],
  );
  await vacuumAnalyze(database, 'products', 'stock_balances');
}

export type StockReportResult = LatencyResult & { rows: number; bytes: number; samples: number };

/** At least this many reports are timed, however long each takes. */
const MIN_SAMPLES = 5;

/**
 * GET .../stock-reports/current-stock for every product of the company (one warehouse), one after
 * the other (a report of this size is one user's Generate, not a crowd's): for `durationSeconds`,
 * and at least MIN_SAMPLES times. Timed to the last byte of the answer.
 */
export async function benchStockReport(
  server: { url: string; database: Database },
  credentials: { email: string; password: string },
  options: { durationSeconds: number; format?: 'json' | 'csv' },
): Promise<StockReportResult> {
  const { cookie } = await signIn(server.url, credentials.email, credentials.password);
  const companyId = await firstCompanyOf(server.url, cookie);
  await seedStock(server.database, companyId);
  const format = options.format ?? 'json';
  const url = `${server.url}/v1/my-companies/${companyId}/stock-reports/current-stock${format === 'csv' ? '?format=csv' : ''}`;
  const fetchReport = async () => {
    const response = await fetch(url, { headers: { cookie } });
    return { status: response.status, text: await response.text() };
  };
  // One answer looked at first (it also warms the server): its size says what each sample carries.
  const once = await fetchReport();
  if (once.status !== 200)
    throw new Error(`current stock answered ${once.status}: ${once.text.slice(0, 300)}`);
  const rows =
    format === 'json'
      ? (JSON.parse(once.text) as { rows: unknown[] }).rows.length
      : once.text.trimEnd().split('\r\n').length - 2;
  const samples: number[] = [];
  let errors = 0;
  const started = performance.now();
  while (
    samples.length + errors < MIN_SAMPLES ||
    performance.now() - started < options.durationSeconds * 1000
  ) {
    const before = performance.now();
    const answer = await fetchReport();
    if (answer.status === 200) samples.push(performance.now() - before);
    else errors++;
  }
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    perSecond: samples.length / seconds,
    errors,
    rows,
    bytes: Buffer.byteLength(once.text),
    samples: samples.length,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await startBenchServer(process.env.BENCH_DATABASE_URL ?? null);
  try {
    const credentials = { email: BENCH_EMAIL, password: BENCH_PASSWORD };
    const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
    const ms = (value: number) => value.toFixed(1);
    for (const format of ['json', 'csv'] as const) {
      const result = await benchStockReport(server, credentials, { durationSeconds, format });
      process.stdout.write(
        `current stock over ${STOCK_PRODUCTS} products (${format}), ${result.rows} rows ` +
          `(${(result.bytes / 1024 / 1024).toFixed(1)} MB), ${result.samples} reports one after another: p50 ${ms(result.p50)} ms, ` +
          `p95 ${ms(result.p95)} ms, ${result.perSecond.toFixed(2)}/s, ${result.errors} errors\n`,
      );
    }
  } finally {
    await server.close();
  }
  process.exit(0);
}
