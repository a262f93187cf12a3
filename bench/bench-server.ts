import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/open';
import { startJobs } from '../apps/server/src/platform/jobs/jobs';
import { openRealtimeBus } from '../apps/server/src/platform/realtime/open-bus';
import { seedDemo } from '../apps/server/src/seed/demo';

export const BENCH_EMAIL = 'bench@demo.ro';
export const BENCH_PASSWORD = 'Bench-Runner-2026';

/** The real server on loopback, on the embedded database (fresh, in memory) or a PostgreSQL URL. */
export async function startBenchServer(databaseUrl: string | null) {
  const config = { ...loadConfig({ NODE_ENV: 'test' }), databaseUrl, webDist: null };
  const opened = await openDatabase({ databaseUrl, dataDir: null });
  const jobs = await startJobs({ connectionString: opened.url, workers: true });
  const realtime = await openRealtimeBus(opened);
  const { app } = await buildApp(config, opened.database, jobs, realtime);
  await seedDemo(opened.database, BENCH_EMAIL, BENCH_PASSWORD);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await jobs.stop();
      await realtime.close();
      await opened.close();
    },
  };
}
