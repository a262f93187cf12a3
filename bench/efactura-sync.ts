import { buildApp } from '../apps/server/src/app';
import '../apps/server/src/modules/efactura-inbox/efactura-inbox.module';
import '../apps/server/src/modules/anaf-spv/anaf-spv.module';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/open';
import { startJobs } from '../apps/server/src/platform/jobs/jobs';
import { openRealtimeBus } from '../apps/server/src/platform/realtime/open-bus';
import { seedDemo } from '../apps/server/src/seed/demo';
import { connectSpv } from '../apps/server/src/testing/spv-fixture';
import { TestClient } from '../apps/server/src/testing/test-client';
import { writeUbl } from '../packages/anaf/src/efactura/ubl-writer';
import { sampleEInvoice } from '../packages/domain/src/einvoice/einvoice.test-helpers';
import { cuiCheckDigit } from '../packages/domain/src/validators/cui';

export const SYNC_INVOICES = Number(process.env.BENCH_EFACTURA_SYNC ?? 5000);
export const SYNC_GOAL_PER_SECOND = 200;
const EMAIL = 'bench-efactura@demo.ro';
const PASSWORD = 'Bench-Runner-2026';
const SUPPLIERS = 50;

export type EfacturaSyncResult = {
  invoices: number;
  seconds: number;
  perSecond: number;
  stored: number;
  errors: number;
};

/** A supplier's CUI: 7 digits and the check digit. */
const supplierCui = (index: number) => {
  const body = String(2_300_000 + index * 37);
  return `${body}${cuiCheckDigit(body)}`;
};

/**
 * SPV sync of received invoices end to end (issue 13 benchmark): the app with its in-process ANAF
 * simulator reached over HTTP by the real client, one company connected through the simulator's
 * OAuth, SYNC_INVOICES invoices from 50 suppliers placed in its inbox; then one sync: every page
 * listed, every ZIP downloaded and read, ANAF's PDF asked for, suppliers created, and every
 * invoice stored with its files in its own transaction. ANAF's per-minute call limit is lifted
 * for the run (at 1000 calls a minute the real ANAF caps any client near 8 invoices a second).
 */
export async function benchEfacturaSync(databaseUrl: string | null): Promise<EfacturaSyncResult> {
  const config = { ...loadConfig({ NODE_ENV: 'test' }), databaseUrl, webDist: null };
  const opened = await openDatabase({ databaseUrl, dataDir: null });
  const jobs = await startJobs({ connectionString: opened.url, workers: true });
  const realtime = await openRealtimeBus(opened);
  const { app, companyHooks } = await buildApp(config, opened.database, jobs, realtime);
  try {
    await app.ready();
    await seedDemo(opened.database, companyHooks, EMAIL, PASSWORD);
    const client = new TestClient(app);
    const login = await client.post('/v1/auth/login', { email: EMAIL, password: PASSWORD });
    if (login.status !== 200) throw new Error(`bench login failed: ${login.status}`);
    const companies = await client.get('/v1/my-companies?page=1&perPage=1');
    const companyId = companies.body.items[0].id as string;
    await connectSpv(null as never, client, companyId);
    const cif = String((await client.get(`/v1/my-companies/${companyId}/anaf-spv`)).body.cif).replace(
      /^RO/,
      '',
    );

    const simulator = app.anafSimulator;
    if (!simulator) throw new Error('the bench needs the simulator (leave ANAF_CLIENT_ID unset)');
    simulator.setLimits({ perMinute: 1_000_000 });
    if (process.env.BENCH_TINY_PDF)
      simulator.setPdfMaker(async () => new TextEncoder().encode('%PDF-1.4 tiny'));
    const template = sampleEInvoice();
    const createdAt = Date.now() - 60_000;
    simulator.placeReceivedInvoices(
      Array.from({ length: SYNC_INVOICES }, (_, index) => {
        const seller = supplierCui(index % SUPPLIERS);
        const invoice = {
          ...template,
          id: `BS-${index + 1}`,
          seller: { ...template.seller, name: `Furnizor Bench ${seller} SRL`, vatId: `RO${seller}` },
          buyer: { ...template.buyer, vatId: `RO${cif}`, legalId: { id: cif, schemeId: null } },
        };
        return { cif, xml: writeUbl(invoice), createdAt };
      }),
    );

    const started = performance.now();
    let errors = 0;
    try {
      await app.efacturaInbox.sync(companyId);
    } catch (error) {
      errors++;
      console.error('SPV sync failed:', error);
    }
    const seconds = (performance.now() - started) / 1000;
    const stored = await opened.database.pool.query(
      'select count(*)::int as n from efactura_messages where company_id = $1 and supplier_invoice_id is not null',
      [companyId],
    );
    const count = Number(stored.rows[0]?.n ?? 0);
    return { invoices: SYNC_INVOICES, seconds, perSecond: count / seconds, stored: count, errors };
  } finally {
    await app.close();
    await jobs.stop();
    await realtime.close();
    await opened.close();
  }
}

// `npx tsx bench/efactura-sync.ts` runs this row alone and prints invoices per second.
if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchEfacturaSync(process.env.BENCH_DATABASE_URL ?? null);
  console.log(
    `SPV sync: ${result.stored}/${result.invoices} invoices stored in ${result.seconds.toFixed(1)} s = ${result.perSecond.toFixed(1)} invoices/s (goal >= ${SYNC_GOAL_PER_SECOND})`,
  );
  process.exit(0);
}
