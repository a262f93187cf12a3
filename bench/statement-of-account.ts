// The statement of account of one client (or one supplier) over a year, through the HTTP route, on
// a company whose client (supplier) has 10,000 documents. Part of `npm run bench` (bench/run.ts);
// also runs alone:
//   npx tsx bench/statement-of-account.ts      (BENCH_SECONDS, BENCH_DATABASE_URL as for run.ts;
//                                               BENCH_SIDE=supplier for the supplier's)
import { pathToFileURL } from 'node:url';
import type { Database } from '../apps/server/src/db/client';
import { firstCompanyOf, seedNamedPartners, seedPartner, vacuumAnalyze } from './bench-seed';
import { BENCH_EMAIL, BENCH_PASSWORD, startBenchServer } from './bench-server';
import { type LatencyResult, measureGet } from './measure-get';
import { signIn } from './sign-in';
import { seedSupplierStatement } from './supplier-statement-seed';

/** Documents of the measured client: invoices (every 25th a storno) and payments, all in 2025. */
export const STATEMENT_INVOICES = 6_000;
export const STATEMENT_PAYMENTS = 4_000;
/** Other partners' invoices in the same table, so the partner index has something to skip. */
const OTHER_INVOICES = 20_000;
const OTHER_PARTNERS = 50;
const CLIENT_NAME = 'Client Fișă Bench SRL';

/**
 * Writes the data set in a few statements (generate_series): the client, 6,000 invoices and 4,000
 * payments dated across 2025 (a few in December 2024, for an opening balance), and 20,000 invoices of
 * 50 other clients. A reused PostgreSQL database that has them already is left as it is.
 */
async function seedStatement(database: Database, companyId: string): Promise<string> {
  const q = (text: string, values: unknown[] = []) => database.pool.query(text, values);
  const partnerId = await seedPartner(database, companyId, {
    role: 'client',
    name: CLIENT_NAME,
    businessId: 'RO30000001',
  });
  const seeded = await q('SELECT 1 FROM client_documents WHERE company_id = $1 AND partner_id = $2 LIMIT 1', [
    companyId,
    partnerId,
  ]);
  if (seeded.rowCount) return partnerId;

  await q(
    `INSERT INTO document_series (company_id, type, prefix, start_date, start_index)
     VALUES ($1, 'client-invoice', 'BNCH', '2000-01-01', '000001') ON CONFLICT DO NOTHING`,
    [companyId],
  );
  const series = await q(`SELECT id FROM document_series WHERE company_id = $1 AND prefix = 'BNCH'`, [
    companyId,
  ]);
  const seriesId = series.rows[0].id as string;
  const others = await seedNamedPartners(database, companyId, {
    role: 'client',
    prefix: 'Client zgomot',
    count: OTHER_PARTNERS,
    city: 'Iași',
  });

  // Invoice i goes to one of the partners given (by i); net 100.00 + (i % 50) x 10.50 with 21% VAT,
  // every 25th a storno. Dates run from 2024-12-01 to 2025-12-31.
  const insertInvoices = (firstNumber: number, count: number, partnerIds: string[]) =>
    q(
      `INSERT INTO client_documents (company_id, kind, status, document_series_id, number, series_number,
         partner_id, partner_name, issue_date, due_date_type, due_date, language, currency, seller, buyer,
         line_net_total, net_total, vat_total, gross_total, amount_due, paid_total, amounts, published_at)
       SELECT $1, 'invoice', 'published', $2, g.n::text, 'BNCH-' || lpad(g.n::text, 6, '0'),
         p.id, p.name, g.d, '15-days', g.d + 15, 'ro-RO', 'RON', '{}'::jsonb,
         jsonb_build_object('name', p.name, 'businessId', p.business_id),
         g.net, g.vat, g.vat, g.net + g.vat, g.net + g.vat, 0,
         jsonb_build_object('breakdown', jsonb_build_array(jsonb_build_object('vatCategory', 'S',
           'vatRate', '21.00', 'taxable', g.net::text, 'vat', g.vat::text, 'vatRon', null)),
           'allowances', '[]'::jsonb, 'charges', '[]'::jsonb),
         now()
       FROM (
         SELECT $3::int + i AS n, ($5::uuid[])[1 + i % cardinality($5::uuid[])] AS partner_id,
           date '2024-12-01' + (i * 395 / $4::int) AS d,
           ((CASE WHEN i % 25 = 0 THEN -1 ELSE 1 END) * (100.00 + (i % 50) * 10.50))::numeric(18, 2) AS net,
           round((CASE WHEN i % 25 = 0 THEN -1 ELSE 1 END) * (100.00 + (i % 50) * 10.50) * 0.21, 2) AS vat
         FROM generate_series(1, $4::int) AS i
       ) AS g
       JOIN partners p ON p.id = g.partner_id`,
      [companyId, seriesId, firstNumber, count, partnerIds],
    );
  await insertInvoices(0, STATEMENT_INVOICES, [partnerId]);
  await insertInvoices(STATEMENT_INVOICES, OTHER_INVOICES, others);
  // Payments of the client: transfers, every 10th a receipt with its number.
  await q(
    `INSERT INTO client_payments (company_id, type, status, series_number, partner_id, amount, currency, date,
       description, published_at)
     SELECT $1, CASE WHEN i % 10 = 0 THEN 'receipt' ELSE 'bank-transfer' END, 'published',
       CASE WHEN i % 10 = 0 THEN 'CHT-' || lpad(i::text, 6, '0') END, $2, (150.00 + (i % 30) * 20)::numeric(18, 2),
       'RON', date '2024-12-01' + (i * 395 / $3::int), 'OP ' || i, now()
     FROM generate_series(1, $3::int) AS i`,
    [companyId, partnerId, STATEMENT_PAYMENTS],
  );
  await vacuumAnalyze(database, 'client_documents', 'client_payments');
  return partnerId;
}

export type StatementResult = LatencyResult & { rows: number; bytes: number };

/**
 * GET .../client-reports/statement-of-account for the client over 2025 as the Generate button asks
 * it, or .../supplier-reports/statement-of-account for the supplier (`side: 'supplier'`).
 */
export async function benchStatementOfAccount(
  server: { url: string; database: Database },
  credentials: { email: string; password: string },
  options: { connections: number; durationSeconds: number; side?: 'client' | 'supplier' },
): Promise<StatementResult> {
  const side = options.side ?? 'client';
  const { cookie } = await signIn(server.url, credentials.email, credentials.password);
  const companyId = await firstCompanyOf(server.url, cookie);
  const partnerId =
    side === 'client'
      ? await seedStatement(server.database, companyId)
      : await seedSupplierStatement(server.database, companyId, {
          invoices: STATEMENT_INVOICES,
          payments: STATEMENT_PAYMENTS,
          otherInvoices: OTHER_INVOICES,
          otherPartners: OTHER_PARTNERS,
        });
  const query = new URLSearchParams({ partnerId, from: '2025-01-01', to: '2025-12-31', currency: 'RON' });
  const path = `/v1/my-companies/${companyId}/${side}-reports/statement-of-account?${query}`;
  // One answer looked at first: its size says what each sample carries.
  const once = await fetch(`${server.url}${path}`, { headers: { cookie } });
  const text = await once.text();
  const rows = once.status === 200 ? (JSON.parse(text) as { rows: unknown[] }).rows.length : 0;
  const latency = await measureGet(server.url, path, cookie, options);
  return { ...latency, rows, bytes: Buffer.byteLength(text) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await startBenchServer(process.env.BENCH_DATABASE_URL ?? null);
  try {
    const credentials = { email: BENCH_EMAIL, password: BENCH_PASSWORD };
    const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
    const ms = (value: number) => value.toFixed(1);
    const side = process.env.BENCH_SIDE === 'supplier' ? 'supplier' : 'client';
    for (const connections of [1, 4]) {
      const result = await benchStatementOfAccount(server, credentials, {
        connections,
        durationSeconds,
        side,
      });
      process.stdout.write(
        `${side} statement of account over 2025, ${STATEMENT_INVOICES + STATEMENT_PAYMENTS} documents of the ${side}, ` +
          `${result.rows} rows (${(result.bytes / 1024).toFixed(0)} KB), ${connections} connection(s): ` +
          `p50 ${ms(result.p50)} ms, p95 ${ms(result.p95)} ms, ${result.perSecond.toFixed(1)}/s, ${result.errors} errors\n`,
      );
    }
  } finally {
    await server.close();
  }
  process.exit(0);
}
