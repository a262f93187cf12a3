// `npm run bench`: starts the real server on loopback and prints a markdown table of results.
// Later issues add rows. BENCH_DATABASE_URL adds the same rows on a PostgreSQL server.
import { BENCH_EMAIL, BENCH_PASSWORD, startBenchServer } from './bench-server';
import { measureLoginRoundTrip } from './login-round-trip';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

type Row = { scenario: string; database: string; p50: number; p95: number; rate: number; errors: number };
const rows: Row[] = [];

const databases: { label: string; url: string | null }[] = [{ label: 'embedded (PGlite)', url: null }];
if (process.env.BENCH_DATABASE_URL)
  databases.push({ label: 'PostgreSQL', url: process.env.BENCH_DATABASE_URL });

for (const database of databases) {
  const server = await startBenchServer(database.url);
  try {
    const result = await measureLoginRoundTrip(
      server.url,
      { email: BENCH_EMAIL, password: BENCH_PASSWORD },
      { connections: CONNECTIONS, durationSeconds: DURATION },
    );
    rows.push({
      scenario: `login + identity round trip, ${CONNECTIONS} connections`,
      database: database.label,
      p50: result.p50,
      p95: result.p95,
      rate: result.roundTripsPerSecond,
      errors: result.errors,
    });
  } finally {
    await server.close();
  }
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : 'n/a');
const lines = [
  '| scenario | database | p50 (ms) | p95 (ms) | per second | errors |',
  '|---|---|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.scenario} | ${r.database} | ${ms(r.p50)} | ${ms(r.p95)} | ${r.rate.toFixed(1)} | ${r.errors} |`,
  ),
];
if (!process.env.BENCH_DATABASE_URL)
  lines.push('', 'PostgreSQL rows: set BENCH_DATABASE_URL=postgres://... to add them.');
process.stdout.write(`\n${lines.join('\n')}\n`);
process.exit(0);
