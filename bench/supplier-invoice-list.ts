// The supplier invoice list as the page first asks it (page 1 of 10, newest issue date first, with
// the total count) on a company with 200,000 supplier invoices, at 1 and at 32 connections, beside
// the same two statements sent raw through the driver in the same run (the API's cost is the
// ratio). Part of `npm run bench` (bench/run.ts); also runs alone:
//   npx tsx bench/supplier-invoice-list.ts    (BENCH_SECONDS, BENCH_DATABASE_URL as for run.ts;
//                                              BENCH_INVOICES for another size)
import { pathToFileURL } from 'node:url';
import { todayInRomania } from '@app/domain/validators/iso-date';
import type { Database } from '../apps/server/src/db/client';
import { firstCompanyOf, seedNamedPartners, vacuumAnalyze } from './bench-seed';
import { BENCH_EMAIL, BENCH_PASSWORD, startBenchServer } from './bench-server';
import { BENCH_INVOICES } from './invoice-list';
import { type LatencyResult, measureGet } from './measure-get';
import { measureRaw } from './measure-raw';
import { signIn } from './sign-in';

const SUPPLIERS = 40;
export const SUPPLIER_LIST_CONNECTIONS = [1, 32] as const;

/**
 * Brings the company to `total` supplier invoices, the missing ones written in one statement
 * (generate_series): 40 suppliers, issue dates spread over the two years up to today, each
 * supplier's numbers in date order; mostly added by hand, one in twenty received through the
 * e-invoice system (some of those confirmed or rejected), older ones mostly paid; one in twenty in
 * EUR. A reused PostgreSQL database that has them already is left as it is.
 */
async function seedSupplierInvoices(database: Database, companyId: string, total: number) {
  const q = (text: string, values: unknown[] = []) => database.pool.query(text, values);
  const existing = await q('SELECT count(*)::int AS n FROM supplier_invoices WHERE company_id = $1', [
    companyId,
  ]);
  const missing = total - (existing.rows[0].n as number);
  if (missing < 1) return;
  const suppliers = await seedNamedPartners(database, companyId, {
    role: 'supplier',
    prefix: 'Furnizor Listă',
    count: SUPPLIERS,
    city: 'Timișoara',
  });
  // Invoice i (offset past the existing ones, so numbers stay unique per supplier) is dated 730
  // days before today plus i's share of them; net 90.00 + (i % 89) x 41.15 at 21%.
  await q(
    `INSERT INTO supplier_invoices (company_id, status, partner_id, partner_name, series, number, series_number,
       issue_date, due_date, currency, currency_rate, line_net_total, net_total, vat_total, gross_total,
       amount_due, paid_total, amounts, attachment_count, created_at, updated_at)
     SELECT $1, g.status, p.id, p.name, 'FL', lpad(g.i::text, 7, '0'), 'FL ' || lpad(g.i::text, 7, '0'),
       g.d, g.d + 30, g.currency, CASE WHEN g.currency = 'EUR' THEN 4.9750 END,
       g.net, g.net, g.vat, g.net + g.vat, g.net + g.vat,
       CASE WHEN g.status IN ('published', 'confirmed') AND g.d < $4::date - 45 AND g.i % 10 <> 0
         THEN g.net + g.vat ELSE 0 END,
       jsonb_build_object('breakdown', jsonb_build_array(jsonb_build_object('vatCategory', 'S', 'vatRate', '21',
         'taxable', g.net::text, 'vat', g.vat::text, 'vatRon', null)),
         'allowances', '[]'::jsonb, 'charges', '[]'::jsonb),
       CASE WHEN g.i % 7 = 0 THEN 1 ELSE 0 END, g.d + time '10:00', g.d + time '11:00'
     FROM (
       SELECT i, ($4::date - 730 + (i::bigint * 730 / ($3::int + $5::int))::int) AS d,
         (90.00 + (i % 89) * 41.15)::numeric(18, 2) AS net,
         round((90.00 + (i % 89) * 41.15) * 0.21, 2) AS vat,
         CASE WHEN i % 20 = 0 THEN 'EUR' ELSE 'RON' END AS currency,
         CASE WHEN i % 20 <> 7 THEN 'published' WHEN i % 60 = 7 THEN 'received'
           WHEN i % 60 = 27 THEN 'rejected' ELSE 'confirmed' END AS status,
         ($2::uuid[])[1 + i % cardinality($2::uuid[])] AS partner_id
       FROM generate_series($5::int + 1, $5::int + $3::int) AS i
     ) AS g
     JOIN partners p ON p.id = g.partner_id`,
    [companyId, suppliers, missing, todayInRomania(), existing.rows[0].n as number],
  );
  await vacuumAnalyze(database, 'supplier_invoices');
}

/**
 * The list's two statements as the supplier-invoices repository sends them for the first page in
 * the default order (issue date newest first, then id): the page's columns and the count.
 */
const PAGE_SQL = `SELECT id, status, series, number, series_number, partner_id, partner_name, issue_date, due_date,
    currency, net_total, vat_total, gross_total, amount_due, paid_total, attachment_count, created_at
  FROM supplier_invoices WHERE company_id = $1 ORDER BY issue_date DESC, id ASC LIMIT 10 OFFSET 0`;
const COUNT_SQL = 'SELECT count(*)::int AS n FROM supplier_invoices WHERE company_id = $1';

export type SupplierListRun = {
  connections: number;
  /** Null when the route is not there (answers 404: the module is not registered yet). */
  http: LatencyResult | null;
  raw: LatencyResult;
  /** HTTP p95 over raw p95. */
  ratio: number;
};
export type SupplierListResult = { invoices: number; runs: SupplierListRun[] };

/** GET .../supplier-invoices?page=1&perPage=10 and the same SQL raw, at each connection count. */
export async function benchSupplierInvoiceList(
  server: { url: string; database: Database },
  credentials: { email: string; password: string },
  options: { durationSeconds: number; invoices?: number },
): Promise<SupplierListResult> {
  const { cookie } = await signIn(server.url, credentials.email, credentials.password);
  const companyId = await firstCompanyOf(server.url, cookie);
  await seedSupplierInvoices(server.database, companyId, options.invoices ?? BENCH_INVOICES);
  const path = `/v1/my-companies/${companyId}/supplier-invoices?page=1&perPage=10`;
  const first = await fetch(`${server.url}${path}`, { headers: { cookie } });
  const routed = first.status === 200;
  if (!routed && first.status !== 404) throw new Error(`supplier invoice list answered ${first.status}`);
  await first.arrayBuffer();
  const counted = await server.database.pool.query(COUNT_SQL, [companyId]);

  const pool = server.database.pool;
  const rawList = async () => {
    await pool.query(PAGE_SQL, [companyId]);
    await pool.query(COUNT_SQL, [companyId]);
  };
  const runs: SupplierListRun[] = [];
  for (const connections of SUPPLIER_LIST_CONNECTIONS) {
    const measure = { connections, durationSeconds: options.durationSeconds };
    // Raw first, then HTTP, on the same pool the server uses (it is idle while raw runs).
    const raw = await measureRaw(rawList, measure);
    const http = routed ? await measureGet(server.url, path, cookie, measure) : null;
    runs.push({ connections, raw, http, ratio: http ? http.p95 / raw.p95 : Number.NaN });
  }
  return { invoices: counted.rows[0].n as number, runs };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? null;
  const server = await startBenchServer(databaseUrl);
  try {
    const result = await benchSupplierInvoiceList(
      server,
      { email: BENCH_EMAIL, password: BENCH_PASSWORD },
      { durationSeconds: Number(process.env.BENCH_SECONDS ?? 10) },
    );
    const ms = (value: number) => value.toFixed(1);
    for (const run of result.runs) {
      process.stdout.write(
        `supplier invoice list (page of 10 of ${result.invoices.toLocaleString('en-GB')}), ${run.connections} ` +
          `connection(s), ${databaseUrl ? 'PostgreSQL' : 'embedded (PGlite)'}: ` +
          (run.http
            ? `HTTP p50 ${ms(run.http.p50)} ms, p95 ${ms(run.http.p95)} ms, ${run.http.perSecond.toFixed(1)}/s, ${run.http.errors} errors; `
            : 'HTTP route not registered; ') +
          `raw p95 ${ms(run.raw.p95)} ms, ${run.raw.perSecond.toFixed(1)}/s; ratio ${run.ratio.toFixed(2)}\n`,
      );
    }
  } finally {
    await server.close();
  }
  process.exit(0);
}
