import { sampleCompanyPartner } from '@app/domain/partners/partner.fixtures';
import { todayInRomania } from '@app/domain/validators/iso-date';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/open';
import { SUBMISSION_CONCURRENCY } from '../apps/server/src/modules/efactura-sending/efactura-sending.module';
import { issuedCopies } from '../apps/server/src/modules/efactura-sending/testing/issued-copies';
import { startJobs } from '../apps/server/src/platform/jobs/jobs';
import { openRealtimeBus } from '../apps/server/src/platform/realtime/open-bus';
import { seedDemo } from '../apps/server/src/seed/demo';
import { connectSpv } from '../apps/server/src/testing/spv-fixture';
import { TestClient } from '../apps/server/src/testing/test-client';
import type { Row } from './bench-rows';

export const SEND_INVOICES = Number(process.env.BENCH_EFACTURA_SEND ?? 1000);
/**
 * The simulated ANAF latencies of every e-Factura call, in milliseconds, one run each: a second, at
 * the fast end of what ANAF's servers take (the reference lists their slow answers among the known
 * failure modes), where the goal is judged; and 50 ms, far faster than ANAF, which shows the most
 * our code carries on the machine (its ceiling).
 */
export const SEND_LATENCIES_MS = (process.env.BENCH_EFACTURA_LATENCY_MS ?? '1000,50').split(',').map(Number);
/** Send requests made at once, as a team's users and the automatic sends would. */
const REQUESTS_AT_ONCE = Number(process.env.BENCH_EFACTURA_SEND_AT_ONCE ?? 10);
const PASSWORD = 'Bench-Runner-2026';

export type EfacturaSendResult = {
  latencyMs: number;
  invoices: number;
  accepted: number;
  seconds: number;
  /** Of which the requests that record the sends (intent, XML, registry row, job). */
  requestSeconds: number;
  perSecond: number;
  /** ANAF calls per send (upload, stareMesaj polls, descarcare), measured. */
  callsPerSend: number;
  /** The most sends a second the simulated latency allows with SUBMISSION_CONCURRENCY at once. */
  latencyBound: number;
};

/**
 * Sending throughput (issue 13 benchmark): SEND_INVOICES issued invoices sent by hand through the
 * app's routes to the in-process simulator over HTTP, each call delayed `latencyMs`; timed from
 * the first send to the last invoice accepted with its seal stored. Polling delays are shortened
 * (EFACTURA_TIME_SCALE) so that the run measures our code against the latency, not our patience.
 */
export async function benchEfacturaSend(
  databaseUrl: string | null,
  latencyMs: number,
): Promise<EfacturaSendResult> {
  process.env.EFACTURA_TIME_SCALE ??= '0.001';
  const config = { ...loadConfig({ NODE_ENV: 'test' }), databaseUrl, webDist: null };
  const opened = await openDatabase({ databaseUrl, dataDir: null });
  const jobs = await startJobs({
    connectionString: opened.url,
    workers: true,
    log: { error: (details, message) => console.error(message, details) },
  });
  const realtime = await openRealtimeBus(opened);
  const { app, companyHooks } = await buildApp(config, opened.database, jobs, realtime);
  try {
    await app.ready();
    // A team of its own per run: runs at several latencies share a PostgreSQL database.
    const email = `bench-efactura-send-${latencyMs}-${Date.now()}@demo.ro`;
    await seedDemo(opened.database, companyHooks, email, PASSWORD);
    const client = new TestClient(app);
    const login = await client.post('/v1/auth/login', { email, password: PASSWORD });
    if (login.status !== 200) throw new Error(`bench login failed: ${login.status}`);
    const companyId = (await client.get('/v1/my-companies?page=1&perPage=1')).body.items[0].id as string;
    const base = `/v1/my-companies/${companyId}`;
    await connectSpv(null as never, client, companyId);
    const simulator = app.anafSimulator;
    if (!simulator) throw new Error('the bench needs the simulator (leave ANAF_CLIENT_ID unset)');
    simulator.setLimits({ perMinute: 1_000_000 });
    simulator.setFaults({ latencyMs });

    const template = await issuedTemplate(client, base);
    const ids = [template, ...(await issuedCopies(opened.database, template, SEND_INVOICES - 1))];
    const started = performance.now();
    for (let i = 0; i < ids.length; i += REQUESTS_AT_ONCE) {
      await Promise.all(
        ids
          .slice(i, i + REQUESTS_AT_ONCE)
          .map((id) => client.post(`${base}/client-invoices/${id}/efactura/send`)),
      );
    }
    const requestSeconds = (performance.now() - started) / 1000;
    const pool = opened.database.pool;
    const open = async () =>
      Number(
        (
          await pool.query(
            `select count(*)::int as n from efactura_submissions
             where company_id = $1 and status in ('intended', 'uploaded')`,
            [companyId],
          )
        ).rows[0].n,
      );
    while ((await open()) > 0 && performance.now() - started < 600_000)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const seconds = (performance.now() - started) / 1000;
    const totals = await pool.query(
      `select count(*) filter (where status = 'accepted' and signature_file_id is not null)::int as accepted,
         (sum(upload_tries) + sum(polls))::int as calls from efactura_submissions where company_id = $1`,
      [companyId],
    );
    // Its CUI free again for the next run's company (one connection per CUI).
    const deactivated = await client.delete(`${base}/anaf-spv`);
    if (deactivated.status !== 200) throw new Error(`bench SPV not deactivated: ${deactivated.status}`);
    const accepted = Number(totals.rows[0].accepted);
    const callsPerSend = Number(totals.rows[0].calls) / SEND_INVOICES;
    return {
      latencyMs,
      invoices: SEND_INVOICES,
      accepted,
      seconds,
      requestSeconds,
      perSecond: accepted / seconds,
      callsPerSend,
      latencyBound: SUBMISSION_CONCURRENCY / ((callsPerSend * latencyMs) / 1000),
    };
  } finally {
    await app.close();
    await jobs.stop();
    await realtime.close();
    await opened.close();
  }
}

/** The run's row of `npm run bench`: the throughput beside the bound the latency puts on it. */
export function efacturaSendRow(send: EfacturaSendResult, database: string): Row {
  const bound = send.perSecond >= send.latencyBound * 0.8;
  return {
    scenario: `sending ${send.invoices.toLocaleString('en-GB')} invoices to the simulator over HTTP, ${send.latencyMs} ms a call, ${send.callsPerSend.toFixed(1)} calls each (accepted with seal in ${send.seconds.toFixed(1)} s, of which ${send.requestSeconds.toFixed(1)} s the send requests; invoices/s)`,
    database,
    p50: '',
    p95: '',
    rate: send.perSecond.toFixed(1),
    errors: String(send.invoices - send.accepted),
    goal: `latency bound ${send.latencyBound.toFixed(0)}/s (${bound ? 'bound by latency' : 'bound by our code'})`,
  };
}

/** One issued invoice of the demo company to a new client (its copies are the rest). */
async function issuedTemplate(client: TestClient, base: string): Promise<string> {
  const partner = await client.post(
    `${base}/partners`,
    sampleCompanyPartner({ name: `Client Bench ${Date.now()} SRL` }),
  );
  const series = await client.get(`${base}/document-series?perPage=100`);
  const seriesId = (series.body.items as { id: string; type: string }[]).find(
    (s) => s.type === 'client-invoice',
  )?.id;
  const rates = await client.get(`${base}/vat-rates?perPage=100`);
  const rate = (
    rates.body.items as { id: string; code: string; value: string | null; validTo: string | null }[]
  ).find((r) => r.code === 'S' && r.validTo === null);
  const created = await client.post(`${base}/client-invoices`, {
    partnerId: partner.body.id,
    documentSeriesId: seriesId,
    issueDate: todayInRomania(),
    dueDateType: '30-days',
    currency: 'RON',
    lines: [{ name: 'Servicii', unitCode: 'H87', quantity: '2', price: '100', vatRateId: rate?.id }],
  });
  if (created.status !== 201) throw new Error(`bench invoice not created: ${JSON.stringify(created.body)}`);
  const published = await client.post(`${base}/client-invoices/${created.body.id}/publish`, {});
  if (published.status !== 200)
    throw new Error(`bench invoice not issued: ${JSON.stringify(published.body)}`);
  return created.body.id as string;
}

// `npx tsx bench/efactura-send.ts` runs this row alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const latencyMs of SEND_LATENCIES_MS) {
    const r = await benchEfacturaSend(process.env.BENCH_DATABASE_URL ?? null, latencyMs);
    console.log(
      `e-Factura sending: ${r.accepted}/${r.invoices} accepted in ${r.seconds.toFixed(1)} s (requests ${r.requestSeconds.toFixed(1)} s) = ${r.perSecond.toFixed(1)}/s; ` +
        `${r.callsPerSend.toFixed(2)} calls per send at ${latencyMs} ms: latency bound ${r.latencyBound.toFixed(1)}/s`,
    );
  }
  process.exit(0);
}
