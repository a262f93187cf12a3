import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { loadLeakedPasswords } from './platform/auth/leaked-passwords';
import { startJobs } from './platform/jobs/jobs';
import { openRealtimeBus } from './platform/realtime/open-bus';
import { DEFAULT_DEMO_EMAIL, generatePassword, seedDemo } from './seed/demo';

const config = loadConfig();
// Warm the leaked-password list so the first signup does not wait for it; a failure retries on use.
loadLeakedPasswords().catch(() => undefined);
const opened = await openDatabase(config);
const jobs = await startJobs({ connectionString: opened.url, workers: config.workers, log: pino() });
const realtime = await openRealtimeBus(opened);
const { app, companyHooks } = await buildApp(config, opened.database, jobs, realtime);

const demoEmail = config.demoEmail ?? DEFAULT_DEMO_EMAIL;
const demoPassword = config.demoPassword ?? generatePassword();
if (config.env !== 'production' || config.demoEmail)
  await seedDemo(opened.database, companyHooks, demoEmail, demoPassword, { sampleData: true });

await app.listen({ port: config.port, host: config.host });
const where = opened.kind === 'embedded' ? `embedded database in ${config.dataDir}` : 'PostgreSQL server';
process.stdout.write(
  `\n  Facturare is running at ${config.appUrl} (${where})\n` +
    (config.env !== 'production' || config.demoEmail
      ? `  Demo login: ${demoEmail} / ${demoPassword}\n`
      : '') +
    (config.env !== 'production' ? `  Mailbox (development): ${config.appUrl}/dev/mailbox\n\n` : '\n'),
);

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
