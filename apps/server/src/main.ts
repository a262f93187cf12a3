import { loadConfig } from './config';
import { loadLeakedPasswords } from './platform/auth/leaked-passwords';
import { openRuntime } from './runtime';
import { DEFAULT_DEMO_EMAIL, generatePassword, seedDemo } from './seed/demo';

const config = loadConfig();
// Warm the leaked-password list so the first signup does not wait for it; a failure retries on use.
loadLeakedPasswords().catch(() => undefined);
const { app, companyHooks, opened } = await openRuntime(config);

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
