import pino from 'pino';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/open';
import { startJobs } from './platform/jobs/jobs';
import { openRealtimeBus } from './platform/realtime/open-bus';

/**
 * What a server process runs on, web server (main.ts) or worker-only process (worker.ts): the
 * database, the job queue (its workers only when config.workers), the real-time bus and the app,
 * opened in that order and closed in reverse on SIGINT or SIGTERM.
 */
export async function openRuntime(config: Config) {
  const opened = await openDatabase(config);
  const jobs = await startJobs({ connectionString: opened.url, workers: config.workers, log: pino() });
  const realtime = await openRealtimeBus(opened);
  const built = await buildApp(config, opened.database, jobs, realtime);

  let stopping = false;
  async function shutdown() {
    if (stopping) return;
    stopping = true;
    await built.app.close();
    await jobs.stop();
    await realtime.close();
    await opened.close();
    process.exit(0);
  }
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  return { ...built, opened };
}
