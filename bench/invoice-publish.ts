// Invoice publication under contention: 16 users of one company issue drafts of one series at once,
// each publication numbering its invoice under the series' row lock (gapless numbers). The rate is
// set against pgbench's built-in TPC-B-like transactions on the same database in the same run.
// PostgreSQL only: the embedded database runs one transaction at a time, so there is no contention
// to measure. Part of `npm run bench` (bench/run.ts); also runs alone:
//   BENCH_DATABASE_URL=postgres://... BENCH_SECONDS=5 npx tsx bench/invoice-publish.ts
import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { sampleCompanyPartner } from '@app/domain/partners/partner.fixtures';
import { todayInRomania } from '@app/domain/validators/iso-date';
import type { Database } from '../apps/server/src/db/client';
import { BENCH_EMAIL, BENCH_PASSWORD, startBenchServer } from './bench-server';
import { CLIENT_DOCUMENT_TABLES, cloneDraft, publishQueue, type Session } from './publish-queue';
import { signIn } from './sign-in';

export const PUBLISHERS = 16;
/** The goal: publications per second at least this fraction of pgbench's TPC-B-like tps. */
export const PUBLISH_RATIO_GOAL = 0.5;

export type BenchServer = { url: string; database: Database };

/** A small JSON client over the signed-in session (the CSRF header on writes). */
export function apiClient(baseUrl: string, session: Session) {
  async function call(method: string, path: string, body?: unknown) {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        cookie: session.cookie,
        'x-xsrf-token': session.token,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body: unknown) => call('POST', path, body),
  };
}
export type ApiClient = ReturnType<typeof apiClient>;

/** The first company of the signed-in account (the demo company of the bench user). */
export async function firstCompanyId(api: ApiClient): Promise<string> {
  const { body } = await api.get('/v1/my-companies?perPage=1&sortBy=createdAt');
  const id = (body as { items: { id: string }[] }).items[0]?.id;
  if (!id) throw new Error('bench account has no company');
  return id;
}

/**
 * A series of its own for a scenario: a fresh prefix, and a start date no other series of the type
 * has in the company (a company cannot have two series of a type starting the same day), so a reused
 * PostgreSQL database gets a new, empty series each run.
 */
export async function newSeries(
  server: BenchServer,
  api: ApiClient,
  companyId: string,
  type: string,
  prefix: string,
): Promise<string> {
  const taken = await server.database.pool.query(
    `SELECT d::date::text AS day FROM generate_series(date '2001-01-01', date '2019-12-31', interval '1 day') AS d
     WHERE NOT EXISTS (SELECT 1 FROM document_series s WHERE s.company_id = $1 AND s.type = $2
       AND s.start_date = d::date)
     LIMIT 1`,
    [companyId, type],
  );
  const startDate = taken.rows[0]?.day as string;
  const unique = `${prefix}${Date.now().toString(36).toUpperCase()}`;
  const created = await api.post(`/v1/my-companies/${companyId}/document-series`, {
    type,
    prefix: unique,
    startDate,
    startIndex: '0001',
  });
  if (created.status !== 201) throw new Error(`series not created: ${JSON.stringify(created.body)}`);
  return created.body.id as string;
}

export const newInvoiceSeries = (server: BenchServer, api: ApiClient, companyId: string, prefix: string) =>
  newSeries(server, api, companyId, 'client-invoice', prefix);

/** A VAT-paying client of the company (the fixture's Cluj company), created once per database. */
export async function benchClient(api: ApiClient, companyId: string): Promise<string> {
  const base = `/v1/my-companies/${companyId}`;
  const created = await api.post(`${base}/partners`, sampleCompanyPartner());
  if (created.status === 201) return created.body.id as string;
  const found = await api.get(
    `${base}/partners?perPage=1&search=${encodeURIComponent(sampleCompanyPartner().name)}`,
  );
  const id = (found.body as { items: { id: string }[] }).items[0]?.id;
  if (!id) throw new Error(`bench client not created: ${JSON.stringify(created.body)}`);
  return id;
}

/** The company's current standard 21% VAT rate. */
export async function standardRate(api: ApiClient, companyId: string): Promise<string> {
  const { body } = await api.get(`/v1/my-companies/${companyId}/vat-rates?perPage=100`);
  const rate = (
    body as { items: { id: string; code: string; value: string | null; validTo: string | null }[] }
  ).items.find((r) => r.code === 'S' && r.validTo === null && Number(r.value) === 21);
  if (!rate) throw new Error('no 21% VAT rate');
  return rate.id;
}

/** A draft invoice through the API, as the form saves it: three lines at 21%. */
export async function createDraft(
  api: ApiClient,
  companyId: string,
  refs: { partnerId: string; seriesId: string; rateId: string },
  issueDate = todayInRomania(),
): Promise<{ id: string }> {
  const line = (name: string, quantity: string, price: string) => ({
    name,
    unitCode: 'H87',
    quantity,
    price,
    vatRateId: refs.rateId,
  });
  const created = await api.post(`/v1/my-companies/${companyId}/client-invoices`, {
    partnerId: refs.partnerId,
    documentSeriesId: refs.seriesId,
    issueDate,
    dueDateType: '30-days',
    currency: 'RON',
    lines: [
      line('Servicii de dezvoltare software', '12', '150.00'),
      line('Mentenanță lunară', '1', '800.00'),
      line('Licență modul facturare', '3', '49.90'),
    ],
  });
  if (created.status !== 201) throw new Error(`draft not created: ${JSON.stringify(created.body)}`);
  return created.body as { id: string };
}

const run = promisify(execFile);

/**
 * pgbench's built-in TPC-B-like script on the same database: its tables (pgbench_*, scale 10)
 * created for the run and dropped after; `clients` clients over 2 threads, prepared statements.
 */
export async function pgbenchTps(databaseUrl: string, options: { clients: number; seconds: number }) {
  const pgbench = process.env.PGBENCH ?? 'pgbench';
  await run(pgbench, ['-i', '-q', '-s', '10', databaseUrl], { maxBuffer: 1 << 24 });
  try {
    const { stdout } = await run(
      pgbench,
      [
        '-c',
        String(options.clients),
        '-j',
        '2',
        '-T',
        String(options.seconds),
        '-M',
        'prepared',
        databaseUrl,
      ],
      { maxBuffer: 1 << 24 },
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
    if (!tps) throw new Error(`pgbench output not understood:\n${stdout}`);
    const latency = /latency average = ([\d.]+) ms/.exec(stdout)?.[1];
    return { tps: Number(tps), latencyMs: latency ? Number(latency) : Number.NaN };
  } finally {
    await run(pgbench, ['-i', '-I', 'd', databaseUrl]);
  }
}

export type PublishResult = {
  perSecond: number;
  p50: number;
  p95: number;
  published: number;
  errors: number;
  pgbenchTps: number;
  ratio: number;
};

/**
 * The publication scenario on a PostgreSQL bench server: a client, a new series, one draft through
 * the API copied in SQL into enough drafts for the run (a one-second warm-up sizes it), then
 * PUBLISHERS concurrent publishers for `seconds`; then pgbench for as long on the same database.
 */
export async function benchInvoicePublish(
  server: BenchServer,
  databaseUrl: string,
  credentials: { email: string; password: string },
  options: { seconds: number; publishers?: number },
): Promise<PublishResult> {
  const publishers = options.publishers ?? PUBLISHERS;
  const session = await signIn(server.url, credentials.email, credentials.password);
  const api = apiClient(server.url, session);
  const companyId = await firstCompanyId(api);
  const refs = {
    partnerId: await benchClient(api, companyId),
    seriesId: await newInvoiceSeries(server, api, companyId, 'PUB'),
    rateId: await standardRate(api, companyId),
  };
  const template = await createDraft(api, companyId, refs);
  const publishPath = (id: string) => `/v1/my-companies/${companyId}/client-invoices/${id}/publish`;
  let measured: Awaited<ReturnType<typeof publishQueue>>;
  try {
    // Warm-up: a second of publications, which also tells how many drafts the run needs.
    const warmUpQueue = await cloneDraft(server.database, CLIENT_DOCUMENT_TABLES, template.id, 1500);
    const warmUp = await publishQueue(server.url, session, publishPath, warmUpQueue, {
      publishers,
      seconds: 1,
    });
    if (warmUp.published === 0) throw new Error(`bench: no publication succeeded (${warmUp.firstError})`);
    const queue = await cloneDraft(
      server.database,
      CLIENT_DOCUMENT_TABLES,
      template.id,
      Math.ceil(warmUp.perSecond * 2 * options.seconds) + 500,
    );
    measured = await publishQueue(server.url, session, publishPath, queue, {
      publishers,
      seconds: options.seconds,
    });
  } finally {
    // The run's series and invoices go: they would only weigh on the other scenarios' lists.
    await server.database.pool.query('DELETE FROM client_documents WHERE document_series_id = $1', [
      refs.seriesId,
    ]);
    await server.database.pool.query('DELETE FROM document_series WHERE id = $1', [refs.seriesId]);
  }
  if (measured.firstError) process.stderr.write(`bench: publish errors, first: ${measured.firstError}\n`);
  if (measured.exhausted) process.stderr.write('bench: the drafts ran out before the time was up\n');

  const pgbench = await pgbenchTps(databaseUrl, { clients: publishers, seconds: options.seconds });
  return {
    perSecond: measured.perSecond,
    p50: measured.p50,
    p95: measured.p95,
    published: measured.published,
    errors: measured.errors,
    pgbenchTps: pgbench.tps,
    ratio: measured.perSecond / pgbench.tps,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) {
    process.stdout.write('invoice publication: PostgreSQL only; set BENCH_DATABASE_URL=postgres://...\n');
    process.exit(0);
  }
  const server = await startBenchServer(databaseUrl);
  try {
    const seconds = Number(process.env.BENCH_SECONDS ?? 10);
    const r = await benchInvoicePublish(
      server,
      databaseUrl,
      { email: BENCH_EMAIL, password: BENCH_PASSWORD },
      { seconds },
    );
    const ms = (value: number) => value.toFixed(1);
    process.stdout.write(
      `invoice publication, ${PUBLISHERS} publishers on one series: ${r.perSecond.toFixed(1)}/s ` +
        `(p50 ${ms(r.p50)} ms, p95 ${ms(r.p95)} ms, ${r.published} published, ${r.errors} errors); ` +
        `pgbench TPC-B-like ${r.pgbenchTps.toFixed(1)} tps; ratio ${r.ratio.toFixed(2)} ` +
        `(goal ≥ ${PUBLISH_RATIO_GOAL}, ${r.ratio >= PUBLISH_RATIO_GOAL ? 'met' : 'MISSED'})\n`,
    );
  } finally {
    await server.close();
  }
  process.exit(0);
}
