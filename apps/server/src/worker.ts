import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { startJobs } from './platform/jobs/jobs';
import { openRealtimeBus } from './platform/realtime/open-bus';

/**
 * A process that only runs the job workers (no HTTP listener) against the PostgreSQL server of
 * DATABASE_URL: more workers beside the web servers, and the fault-injection run's killable workers.
 * The embedded database serves one process, so it needs DATABASE_URL.
 */
const config = { ...loadConfig(), workers: true };
if (!config.databaseUrl) {
  process.stderr.write('worker: DATABASE_URL is required (the embedded database serves one process)\n');
  process.exit(2);
}
const opened = await openDatabase(config);
const jobs = await startJobs({ connectionString: opened.url, workers: true, log: pino() });
const realtime = await openRealtimeBus(opened);
const { app } = await buildApp(config, opened.database, jobs, realtime);
await app.ready();
process.stdout.write('worker ready\n');

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await app.close();
  await jobs.stop();
  await realtime.close();
  await opened.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
