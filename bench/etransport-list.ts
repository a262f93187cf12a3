// The e-Transport register (issue 15): GET /v1/my-companies/{id}/etransport on a company with
// 100,000 rows, page 1 of 10 as the page first asks it (newest first, with the total count), the
// accepted ones only, and a search for a partner, each at 1 and at 32 connections. Part of
// `npm run bench` (bench/run.ts, key etransport-list); also runs alone:
//   npx tsx bench/etransport-list.ts   (BENCH_SECONDS, BENCH_DATABASE_URL as for run.ts;
//                                       BENCH_ETRANSPORT_ITEMS for another size;
//                                       BENCH_EXPLAIN=1 prints the plans of the three pages' queries)
import { pathToFileURL } from 'node:url';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { etransportItems as t } from '../apps/server/src/modules/etransport/etransport.tables';
import { combinedStateCondition } from '../apps/server/src/modules/etransport/etransport-list-filters';
import { latencyRow, type Row } from './bench-rows';
import { firstCompanyOf } from './bench-seed';
import { BENCH_EMAIL, BENCH_PASSWORD, startBenchServer } from './bench-server';
import {
  BENCH_ETRANSPORT_ITEMS,
  ETRANSPORT_PARTNER_PREFIX,
  seedEtransportItems,
} from './etransport-list-seed';
import { measureGet } from './measure-get';
import { signIn } from './sign-in';

export const ETRANSPORT_LIST_CONNECTIONS = [1, 32] as const;
/** What a user types to find one partner's transports (one of the 250 partners: 400 rows). */
const SEARCH = `${ETRANSPORT_PARTNER_PREFIX.split(' ').at(-1)} 042`;
const GOAL = 'p95 reported at 1 and at 32 connections (issue 15)';

/** The three pages measured: the query string each sends and the condition the repository adds. */
const PAGES: { label: string; query: string; where: SQL | undefined }[] = [
  { label: 'page 1 of 10, newest first', query: '', where: undefined },
  {
    label: 'page 1 of 10, state = accepted',
    query: `&filters=${encodeURIComponent(JSON.stringify([{ field: 'state', operator: 'eq', value: 'accepted' }]))}`,
    where: combinedStateCondition('accepted'),
  },
  {
    label: `page 1 of 10, search "${SEARCH}"`,
    query: `&search=${encodeURIComponent(SEARCH)}`,
    where: or(...[t.uit, t.referenceCode, t.partnerName].map((column) => ilike(column, `%${SEARCH}%`))),
  },
];

/** The plans of each page's two statements, built as etransport.repo.ts `list` builds them. */
async function explainPages(database: Database, companyId: string): Promise<string> {
  const plans: string[] = [];
  for (const page of PAGES) {
    const where = and(eq(t.companyId, companyId), page.where);
    const statements = [
      database.db.select().from(t).where(where).orderBy(desc(t.createdAt), t.id).limit(10).offset(0).toSQL(),
      database.db.select({ count: count() }).from(t).where(where).toSQL(),
    ];
    for (const statement of statements) {
      const result = await database.pool.query(
        `EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`,
        statement.params,
      );
      plans.push(`-- ${page.label}\n${result.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
    }
  }
  return plans.join('\n\n');
}

export type EtransportListResult = { rows: Row[]; items: number; plans: string | null };

/** Seeds the register, then measures each page at each connection count, one after another. */
export async function benchEtransportList(
  server: { url: string; database: Database },
  credentials: { email: string; password: string },
  options: { durationSeconds: number; database: string; items?: number; explain?: boolean },
): Promise<EtransportListResult> {
  const { cookie } = await signIn(server.url, credentials.email, credentials.password);
  const companyId = await firstCompanyOf(server.url, cookie);
  await seedEtransportItems(server.database, companyId, options.items ?? BENCH_ETRANSPORT_ITEMS);
  const base = `/v1/my-companies/${companyId}/etransport?page=1&perPage=10`;
  const first = await fetch(`${server.url}${base}`, { headers: { cookie } });
  if (first.status !== 200) throw new Error(`e-Transport list answered ${first.status}`);
  const items = ((await first.json()) as { count: number }).count;
  const size = items.toLocaleString('en-GB');
  const plans = options.explain ? await explainPages(server.database, companyId) : null;
  const rows: Row[] = [];
  for (const page of PAGES) {
    const path = `${base}${page.query}`;
    const answer = await fetch(`${server.url}${path}`, { headers: { cookie } });
    if (answer.status !== 200) throw new Error(`e-Transport list answered ${answer.status} to ${path}`);
    const found = ((await answer.json()) as { count: number }).count;
    for (const connections of ETRANSPORT_LIST_CONNECTIONS) {
      const latency = await measureGet(server.url, path, cookie, {
        connections,
        durationSeconds: options.durationSeconds,
      });
      rows.push(
        latencyRow(
          `e-Transport register (${size} rows), ${page.label} (${found.toLocaleString('en-GB')} found), ${connections} connection(s)`,
          options.database,
          latency,
          GOAL,
        ),
      );
    }
  }
  return { rows, items, plans };
}

/** The rows of `npm run bench` (bench/run.ts), each page measured for BENCH_SECONDS (10 unless set). */
export async function etransportListing(
  server: { url: string; database: Database },
  credentials: { email: string; password: string },
  database: string,
): Promise<Row[]> {
  const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
  return (await benchEtransportList(server, credentials, { durationSeconds, database })).rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? null;
  const server = await startBenchServer(databaseUrl);
  try {
    const started = performance.now();
    const result = await benchEtransportList(
      server,
      { email: BENCH_EMAIL, password: BENCH_PASSWORD },
      {
        durationSeconds: Number(process.env.BENCH_SECONDS ?? 10),
        database: databaseUrl ? 'PostgreSQL' : 'embedded (PGlite)',
        explain: !!process.env.BENCH_EXPLAIN,
      },
    );
    if (result.plans) process.stdout.write(`${result.plans}\n\n`);
    for (const row of result.rows)
      process.stdout.write(
        `${row.scenario}, ${row.database}: p50 ${row.p50} ms, p95 ${row.p95} ms, ${row.rate}/s, ${row.errors} errors\n`,
      );
    process.stdout.write(`(${((performance.now() - started) / 1000).toFixed(1)} s in all)\n`);
  } finally {
    await server.close();
  }
  process.exit(0);
}
