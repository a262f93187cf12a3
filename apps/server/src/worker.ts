import { loadConfig } from './config';
import { openRuntime } from './runtime';

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
const { app } = await openRuntime(config);
await app.ready();
process.stdout.write('worker ready\n');
