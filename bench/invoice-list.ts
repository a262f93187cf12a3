// The client invoice list as the page first asks it (page 1 of 10, newest issue date first, with the
// total count) on a company with 200,000 invoices (BENCH_INVOICES=1000000 for a million). Part of
// `npm run bench` (bench/run.ts); also runs alone:
//   npx tsx bench/invoice-list.ts       (BENCH_SECONDS, BENCH_DATABASE_URL as for run.ts;
//                                        BENCH_EXPLAIN=1 prints the plans of the list's two queries)
import { pathToFileURL } from 'node:url';
import { todayInRomania } from '@app/domain/validators/iso-date';
import type { Database } from '../apps/server/src/db/client';
import { BENCH_EMAIL, BENCH_PASSWORD, startBenchServer } from './bench-server';
import {
  type ApiClient,
  apiClient,
  type BenchServer,
  benchClient,
  createDraft,
  firstCompanyId,
  newInvoiceSeries,
  standardRate,
} from './invoice-publish';
import { type LatencyResult, measureGet } from './measure-get';
import { signIn } from './sign-in';

export const BENCH_INVOICES = Number(process.env.BENCH_INVOICES ?? 200_000);
/** The goal on PostgreSQL; on the embedded database the row is informational. */
export const INVOICE_LIST_P95_GOAL_MS = 25;
const CLIENTS = 40;

/**
 * Brings the company to `total` invoices, the missing ones written in a few statements
 * (generate_series) in a series of their own: 40 clients, issue dates spread over the two years
 * up to today, numbered in date order; about 98% published (older than 45 days mostly paid), 2% voided,
 * drafts among the last days; one in twenty in EUR; parties and amounts shaped as the server writes
 * them (copied from an invoice made through the API); one line each when `withLines` (the list
 * reads no lines: cheap on PostgreSQL, a quarter of the seeding time on the embedded database). A
 * reused PostgreSQL database that has them already is left as it is. Then the tables are vacuumed
 * and analysed.
 */
async function seedInvoices(
  server: BenchServer,
  api: ApiClient,
  companyId: string,
  total: number,
  withLines: boolean,
) {
  const q = (text: string, values: unknown[] = []) => server.database.pool.query(text, values);
  const existing = await q(
    `SELECT count(*)::int AS n FROM client_documents WHERE company_id = $1 AND kind = 'invoice'`,
    [companyId],
  );
  // The one made through the API below counts too.
  const missing = total - (existing.rows[0].n as number) - 1;
  if (missing < 1) return;

  await q(
    `INSERT INTO partners (company_id, type, role, name, legal_name, business_id, secondary_business_id, vat_payer,
       email, address_country_code, address_county_code, address_city, address_street)
     SELECT $1, 'company', 'client', 'Client Listă ' || lpad(i::text, 2, '0') || ' SRL',
       'Client Listă ' || lpad(i::text, 2, '0') || ' SRL', 'RO' || (41000000 + i), 'J40/' || (1000 + i) || '/2015',
       i % 4 <> 0, 'contabilitate' || i || '@client.ro', 'RO', 'RO-B', 'București', 'Bd. Unirii nr. ' || i
     FROM generate_series(1, $2::int) AS i
     ON CONFLICT DO NOTHING`,
    [companyId, CLIENTS],
  );
  const clients = await q(
    `SELECT id FROM partners WHERE company_id = $1 AND name LIKE 'Client Listă %' ORDER BY name`,
    [companyId],
  );
  const refs = {
    partnerId: await benchClient(api, companyId),
    seriesId: await newInvoiceSeries(server, api, companyId, 'LST'),
    rateId: await standardRate(api, companyId),
  };
  const template = await createDraft(api, companyId, refs);

  // Invoice i (1..missing) is dated 730 days before today plus i's share of them, so numbers follow
  // the dates; net 100.00 + (i % 97) x 37.45 at 21%.
  await q(
    `INSERT INTO client_documents (company_id, kind, status, document_series_id, number, series_number,
       partner_id, partner_name, issue_date, due_date_type, due_date, language, currency, currency_rate,
       "references", seller, buyer, line_net_total, net_total, vat_total, vat_total_ron, gross_total, amount_due,
       paid_total, amounts, published_at, voided_at, created_at, updated_at)
     SELECT $1, 'invoice', g.status, $2,
       CASE WHEN g.status <> 'draft' THEN lpad(g.i::text, 6, '0') END,
       CASE WHEN g.status <> 'draft' THEN s.prefix || lpad(g.i::text, 6, '0') END,
       p.id, p.name, g.d, '30-days', g.d + 30, 'ro-RO', g.currency,
       CASE WHEN g.currency = 'EUR' THEN 4.9750 END,
       t."references", t.seller,
       t.buyer || jsonb_build_object('name', coalesce(p.legal_name, p.name), 'businessId', p.business_id,
         'vatPayer', p.vat_payer, 'tradeRegisterNumber', p.secondary_business_id, 'email', p.email,
         'address', jsonb_build_object('city', p.address_city, 'county', p.address_county_code,
           'street', p.address_street, 'country', p.address_country_code, 'postalCode', null)),
       g.net, g.net, g.vat, g.vat_ron, g.net + g.vat, g.net + g.vat,
       CASE WHEN g.status = 'published' AND g.d < $5::date - 45 AND g.i % 10 <> 0 THEN g.net + g.vat ELSE 0 END,
       jsonb_build_object('breakdown', jsonb_build_array(jsonb_build_object('vatCategory', 'S', 'vatRate', '21',
         'taxable', g.net::text, 'vat', g.vat::text, 'vatRon', g.vat_ron::text)),
         'allowances', '[]'::jsonb, 'charges', '[]'::jsonb),
       CASE WHEN g.status <> 'draft' THEN g.d + time '11:00' END,
       CASE WHEN g.status = 'voided' THEN g.d + time '15:00' END,
       g.d + time '10:00', g.d + time '11:00'
     FROM (
       SELECT i, d, net, vat,
         CASE WHEN currency = 'EUR' THEN round(vat * 4.9750, 2) END AS vat_ron, currency,
         ($3::uuid[])[1 + i % cardinality($3::uuid[])] AS partner_id,
         CASE WHEN d > $5::date - 5 AND i % 3 = 0 THEN 'draft' WHEN i % 50 = 0 THEN 'voided' ELSE 'published' END AS status
       FROM (
         SELECT i, ($5::date - 730 + (i::bigint * 730 / $4::int)::int) AS d,
           (100.00 + (i % 97) * 37.45)::numeric(18, 2) AS net,
           round((100.00 + (i % 97) * 37.45) * 0.21, 2) AS vat,
           CASE WHEN i % 20 = 0 THEN 'EUR' ELSE 'RON' END AS currency
         FROM generate_series(1, $4::int) AS i
       ) AS base
     ) AS g
     JOIN partners p ON p.id = g.partner_id
     CROSS JOIN client_documents t
     JOIN document_series s ON s.id = t.document_series_id
     WHERE t.id = $6`,
    [
      companyId,
      refs.seriesId,
      clients.rows.map((row) => row.id as string),
      missing,
      todayInRomania(),
      template.id,
    ],
  );
  await q('UPDATE document_series SET last_number = $2 WHERE id = $1', [refs.seriesId, missing]);
  if (withLines)
    await q(
      `INSERT INTO client_document_lines (company_id, document_id, position, name, unit_code, quantity, price,
         vat_rate_id, vat_category, vat_rate, net, vat, gross)
       SELECT d.company_id, d.id, 1, 'Servicii de dezvoltare software', 'H87', '1', d.net_total, $3, 'S', '21',
         d.net_total, d.vat_total, d.gross_total
       FROM client_documents d WHERE d.document_series_id = $1 AND d.id <> $2`,
      [refs.seriesId, template.id, refs.rateId],
    );
  // As after any bulk load: statistics for the planner and a visibility map for index-only counts.
  await q('VACUUM ANALYZE client_documents');
  await q('VACUUM ANALYZE client_document_lines');
}

/** The list's two statements as client-invoices.repo.ts `list` sends them, with their plans. */
async function explainList(database: Database, companyId: string): Promise<string> {
  const statements = [
    `SELECT id, kind, status, series_number, issue_date, due_date, partner_id, partner_name, currency, net_total,
       vat_total, gross_total, amount_due, paid_total, refunds_id, refunded_by_id, created_at
     FROM client_documents WHERE company_id = $1 AND kind = 'invoice'
     ORDER BY issue_date DESC, id ASC LIMIT 10 OFFSET 0`,
    `SELECT count(*) FROM client_documents WHERE company_id = $1 AND kind = 'invoice'`,
  ];
  const plans: string[] = [];
  for (const statement of statements) {
    const result = await database.pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement}`, [companyId]);
    plans.push(result.rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
  return plans.join('\n\n');
}

export type InvoiceListResult = LatencyResult & { invoices: number; plans: string | null };

/** GET .../client-invoices?page=1&perPage=10 (the default sort) at `connections` connections. */
export async function benchInvoiceList(
  server: BenchServer,
  credentials: { email: string; password: string },
  options: {
    connections: number;
    durationSeconds: number;
    invoices?: number;
    /** One line per seeded invoice (BENCH_INVOICE_LINES=0 or 1 overrides). */
    lines: boolean;
    explain?: boolean;
  },
): Promise<InvoiceListResult> {
  const session = await signIn(server.url, credentials.email, credentials.password);
  const api = apiClient(server.url, session);
  const companyId = await firstCompanyId(api);
  const lines = process.env.BENCH_INVOICE_LINES ? process.env.BENCH_INVOICE_LINES !== '0' : options.lines;
  await seedInvoices(server, api, companyId, options.invoices ?? BENCH_INVOICES, lines);
  const path = `/v1/my-companies/${companyId}/client-invoices?page=1&perPage=10`;
  const first = await api.get(path);
  if (first.status !== 200) throw new Error(`invoice list answered ${first.status}`);
  const plans = options.explain ? await explainList(server.database, companyId) : null;
  const latency = await measureGet(server.url, path, session.cookie, options);
  return { ...latency, invoices: (first.body as { count: number }).count, plans };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? null;
  const server = await startBenchServer(databaseUrl);
  try {
    const started = performance.now();
    const result = await benchInvoiceList(
      server,
      { email: BENCH_EMAIL, password: BENCH_PASSWORD },
      {
        connections: 32,
        durationSeconds: Number(process.env.BENCH_SECONDS ?? 10),
        lines: databaseUrl !== null,
        explain: !!process.env.BENCH_EXPLAIN,
      },
    );
    if (result.plans) process.stdout.write(`${result.plans}\n\n`);
    const ms = (value: number) => value.toFixed(1);
    const met = result.p95 <= INVOICE_LIST_P95_GOAL_MS ? 'met' : 'MISSED';
    process.stdout.write(
      `invoice list (page of 10 of ${result.invoices.toLocaleString('en-GB')}), 32 connections, ` +
        `${databaseUrl ? 'PostgreSQL' : 'embedded (PGlite)'}: p50 ${ms(result.p50)} ms, p95 ${ms(result.p95)} ms ` +
        `(goal ≤ ${INVOICE_LIST_P95_GOAL_MS} ms, ${met}), ${result.perSecond.toFixed(1)}/s, ${result.errors} errors ` +
        `(${ms((performance.now() - started) / 1000)} s in all)\n`,
    );
  } finally {
    await server.close();
  }
  process.exit(0);
}
