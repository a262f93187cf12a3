import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/client';
import { openDatabase } from '../apps/server/src/db/open';
import { accountsRepo } from '../apps/server/src/modules/accounts/accounts.repo';
import { companiesRepo } from '../apps/server/src/modules/companies/companies.repo';
import { startJobs } from '../apps/server/src/platform/jobs/jobs';
import { openRealtimeBus } from '../apps/server/src/platform/realtime/open-bus';
import { seedDemo } from '../apps/server/src/seed/demo';

export const BENCH_EMAIL = 'bench@demo.ro';
export const BENCH_PASSWORD = 'Bench-Runner-2026';
/** Companies of the bench account, so the company list has a realistic page to serialise. */
export const BENCH_COMPANIES = 40;

async function seedCompanies(database: Database, email: string, total: number): Promise<void> {
  const user = await accountsRepo.findByEmail(database.db, email);
  if (!user) throw new Error('bench user missing');
  const existing = await companiesRepo.countOfTenant(database.db, user.tenantId);
  for (let i = existing; i < total; i++) {
    await companiesRepo.insert(database.db, {
      tenantId: user.tenantId,
      businessId: String(10_000_000 + i),
      legalName: `Firma de test ${String(i).padStart(3, '0')} SRL`,
      countryCode: 'RO',
      countyCode: 'RO-CJ',
      city: 'Cluj-Napoca',
      street: `Str. Exemplu nr. ${i}`,
    });
  }
}

/** The real server on loopback, on the embedded database (fresh, in memory) or a PostgreSQL URL. */
export async function startBenchServer(databaseUrl: string | null) {
  const config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    databaseUrl,
    webDist: null,
    archivesDir: await mkdtemp(path.join(os.tmpdir(), 'bench-archives-')),
  };
  const opened = await openDatabase({ databaseUrl, dataDir: null });
  const jobs = await startJobs({ connectionString: opened.url, workers: true });
  const realtime = await openRealtimeBus(opened);
  const { app, companyHooks, exports } = await buildApp(config, opened.database, jobs, realtime);
  await seedDemo(opened.database, companyHooks, BENCH_EMAIL, BENCH_PASSWORD);
  await seedCompanies(opened.database, BENCH_EMAIL, BENCH_COMPANIES);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** For scenarios that seed their own rows in bulk (bench/partners-list.ts). */
    database: opened.database,
    /** The export job's builder (bench/export-pdfs.ts runs it directly). */
    exports,
    async close() {
      await app.close();
      await jobs.stop();
      await realtime.close();
      await opened.close();
      await rm(config.archivesDir, { recursive: true, force: true });
    },
  };
}
