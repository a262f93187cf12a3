// `npm run bench`: measures the real server on loopback and the built web app, then prints a
// markdown table. BENCH_DATABASE_URL adds the server rows on a PostgreSQL server. BENCH_ROWS picks
// some rows by key (comma-separated): login, companies, import, partners, statement,
// supplier-statement, invoices, supplier-invoices, publish, stock-report, bundle, pdf, einvoice, efactura-sync, efactura-send,
// stock-costing, stock-recost, despatch-publish, permissions, export-pdfs, etransport-checks, etransport-list; e.g.
//   BENCH_ROWS=supplier-statement,supplier-invoices npm run bench
import { latencyRow, ms, type Row } from './bench-rows';
import { BENCH_EMAIL, BENCH_PASSWORD, startBenchServer } from './bench-server';
import { measureCompaniesList } from './companies-list';
import { benchDespatchPublish, DESPATCH_PUBLISHERS } from './despatch-publish';
import { benchEfacturaSend, efacturaSendRow, SEND_LATENCIES_MS } from './efactura-send';
import { benchEfacturaSync, SYNC_GOAL_PER_SECOND } from './efactura-sync';
import { benchEInvoiceChecks } from './einvoice-checks';
import { benchEtransportChecks } from './etransport-checks';
import { etransportListing } from './etransport-list';
import { benchExportPdfs } from './export-pdfs';
import { benchInvoiceList, INVOICE_LIST_P95_GOAL_MS } from './invoice-list';
import { INVOICE_PDF_GOAL, measureInvoicePdf } from './invoice-pdf';
import { benchInvoicePublish, PUBLISH_RATIO_GOAL, PUBLISHERS } from './invoice-publish';
import { measureLoginRoundTrip } from './login-round-trip';
import { BENCH_PARTNERS, benchPartnersList } from './partners-list';
import { benchPermissionCheck } from './permission-check';
import { measureProductsImport } from './products-import';
import { benchStatementOfAccount } from './statement-of-account';
import { benchStockCosting } from './stock-costing';
import { benchStockRecost, STOCK_RECOST_GOAL_MS, STOCK_RECOST_SIZE_NOTE } from './stock-recost';
import { benchStockReport, STOCK_PRODUCTS } from './stock-report';
import { benchSupplierInvoiceList } from './supplier-invoice-list';
import { benchUblReader } from './ubl-reader';
import { benchUblWriter } from './ubl-writer';
import { measureBundle } from './web-bundle';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ROW_KEYS =
  process.env.BENCH_ROWS?.split(',')
    .map((key) => key.trim())
    .filter(Boolean) ?? null;
/** Whether a row is measured this run (all of them unless BENCH_ROWS names some). */
const want = (key: string) => ROW_KEYS === null || ROW_KEYS.includes(key);
const credentials = { email: BENCH_EMAIL, password: BENCH_PASSWORD };

const rows: Row[] = [];

/** The row of a contention scenario on the embedded database, which runs one transaction at a time. */
const postgresOnly = (scenario: string, database: string): Row => ({
  scenario,
  database,
  p50: '',
  p95: '',
  rate: '',
  errors: '',
  goal: 'PostgreSQL only (the embedded database runs one transaction at a time)',
});

const databases: { label: string; url: string | null }[] = [{ label: 'embedded (PGlite)', url: null }];
if (process.env.BENCH_DATABASE_URL)
  databases.push({ label: 'PostgreSQL', url: process.env.BENCH_DATABASE_URL });

/** The rows measured on the server; none wanted, no server is started. */
const SERVER_ROWS = [
  'login',
  'companies',
  'import',
  'partners',
  'statement',
  'supplier-statement',
  'invoices',
  'supplier-invoices',
  'publish',
  'stock-report',
  'despatch-publish',
  'permissions',
  'export-pdfs',
  'etransport-list',
];
for (const database of SERVER_ROWS.some(want) ? databases : []) {
  const server = await startBenchServer(database.url);
  try {
    if (want('login')) {
      const login = await measureLoginRoundTrip(server.url, credentials, {
        connections: 50,
        durationSeconds: DURATION,
      });
      rows.push({
        scenario: 'login + identity round trip, 50 connections',
        database: database.label,
        p50: ms(login.p50),
        p95: ms(login.p95),
        rate: login.roundTripsPerSecond.toFixed(1),
        errors: String(login.errors),
        goal: '',
      });
    }
    if (want('permissions')) {
      const checked = await benchPermissionCheck(server.url, credentials, {
        connections: 32,
        durationSeconds: DURATION,
      });
      for (const [who, result] of [
        ['the owner (admin)', checked.owner],
        ['a sub-user with settings.read on the company', checked.member],
      ] as const)
        rows.push(
          latencyRow(
            `permission-guarded GET (company VAT rates) as ${who}, 32 connections, alternating rounds`,
            database.label,
            result,
          ),
        );
    }
    if (want('export-pdfs')) rows.push(await benchExportPdfs(server, credentials, database.label));
    if (want('etransport-list')) rows.push(...(await etransportListing(server, credentials, database.label)));
    if (want('companies')) {
      const list = await measureCompaniesList(server.url, credentials, {
        connections: 32,
        durationSeconds: DURATION,
      });
      rows.push(latencyRow('companies list (page of 40), 32 connections', database.label, list));
    }
    if (want('import')) {
      const imported = await measureProductsImport(server.url, credentials);
      const embedded = database.url === null;
      rows.push({
        scenario: `import of a 1000-row products XLSX (read ${ms(imported.readMs)}, validate ${ms(imported.validateMs)}, job ${ms(imported.importMs)} ms)`,
        database: database.label,
        p50: ms(imported.totalMs),
        p95: '',
        rate: '',
        errors: '0',
        goal: embedded ? `< 2000 ms ${imported.totalMs < 2000 ? '(met)' : '(MISSED)'}` : '',
      });
    }
    if (want('partners')) {
      const partners = await benchPartnersList(server, credentials, {
        connections: 32,
        durationSeconds: DURATION,
      });
      rows.push(
        latencyRow(
          `partners list (page of 10 of ${BENCH_PARTNERS.toLocaleString('en-GB')}), 32 connections`,
          database.label,
          partners,
        ),
      );
    }
    if (want('statement')) {
      const statement = await benchStatementOfAccount(server, credentials, {
        connections: 4,
        durationSeconds: DURATION,
      });
      rows.push(
        latencyRow(
          `statement of account over a year (client with 10,000 documents, ${statement.rows} rows), 4 connections`,
          database.label,
          statement,
        ),
      );
    }
    if (want('supplier-statement')) {
      const statement = await benchStatementOfAccount(server, credentials, {
        connections: 4,
        durationSeconds: DURATION,
        side: 'supplier',
      });
      rows.push(
        latencyRow(
          `supplier statement of account over a year (supplier with 10,000 documents, ${statement.rows} rows), 4 connections`,
          database.label,
          statement,
        ),
      );
    }
    if (want('stock-report')) {
      const stock = await benchStockReport(server, credentials, { durationSeconds: DURATION });
      rows.push({
        scenario: `current-stock report over ${STOCK_PRODUCTS.toLocaleString('en-GB')} products (${stock.rows} rows, ${(stock.bytes / 1048576).toFixed(1)} MB JSON), ${stock.samples} reports one after another`,
        database: database.label,
        p50: ms(stock.p50),
        p95: ms(stock.p95),
        rate: stock.perSecond.toFixed(2),
        errors: String(stock.errors),
        goal: '',
      });
    }
    if (want('invoices')) {
      const invoices = await benchInvoiceList(server, credentials, {
        connections: 32,
        durationSeconds: DURATION,
        lines: database.url !== null,
      });
      const listMet = invoices.p95 <= INVOICE_LIST_P95_GOAL_MS ? '(met)' : '(MISSED)';
      rows.push(
        latencyRow(
          `client invoices list (page of 10 of ${invoices.invoices.toLocaleString('en-GB')}, newest first), 32 connections`,
          database.label,
          invoices,
          `p95 ≤ ${INVOICE_LIST_P95_GOAL_MS} ms ${database.url === null ? '(informational)' : listMet}`,
        ),
      );
    }
    if (want('supplier-invoices')) {
      const supplierList = await benchSupplierInvoiceList(server, credentials, { durationSeconds: DURATION });
      const size = supplierList.invoices.toLocaleString('en-GB');
      for (const run of supplierList.runs) {
        rows.push({
          scenario: `supplier invoices list (page of 10 of ${size}, newest first), ${run.connections} connection(s), HTTP ÷ raw p95 = ${Number.isFinite(run.ratio) ? run.ratio.toFixed(2) : 'n/a'}`,
          database: database.label,
          p50: run.http ? ms(run.http.p50) : '',
          p95: run.http ? ms(run.http.p95) : '',
          rate: run.http ? run.http.perSecond.toFixed(1) : '',
          errors: run.http ? String(run.http.errors) : '',
          goal: run.http ? '' : 'route not registered yet',
        });
        rows.push({
          scenario: `  the same two statements raw through the driver (pg), ${run.connections} connection(s)`,
          database: database.label,
          p50: ms(run.raw.p50),
          p95: ms(run.raw.p95),
          rate: run.raw.perSecond.toFixed(1),
          errors: String(run.raw.errors),
          // 32 callers queued on a database that runs one statement at a time wait longer than a
          // short run: nothing finishes inside it.
          goal: Number.isFinite(run.raw.p95) ? '' : 'none finished within BENCH_SECONDS: raise it',
        });
      }
    }
    if (want('publish')) {
      if (database.url === null) {
        rows.push(
          postgresOnly(`invoice publication, ${PUBLISHERS} publishers on one series`, database.label),
        );
      } else {
        const publish = await benchInvoicePublish(server, database.url, credentials, { seconds: DURATION });
        rows.push(
          latencyRow(
            `invoice publication, ${PUBLISHERS} publishers on one series (÷ pgbench tps = ${publish.ratio.toFixed(2)})`,
            database.label,
            publish,
            `≥ ${PUBLISH_RATIO_GOAL} × pgbench ${publish.ratio >= PUBLISH_RATIO_GOAL ? '(met)' : '(MISSED)'}`,
          ),
        );
        rows.push({
          scenario: `pgbench TPC-B-like (scale 10, ${PUBLISHERS} clients, 2 threads, prepared), same database`,
          database: database.label,
          p50: '',
          p95: '',
          rate: publish.pgbenchTps.toFixed(1),
          errors: '',
          goal: '',
        });
      }
    }
    if (want('despatch-publish')) {
      if (database.url === null) {
        rows.push(
          postgresOnly(`despatch-advice publication, ${DESPATCH_PUBLISHERS} publishers`, database.label),
        );
      } else {
        const { spread, hot } = await benchDespatchPublish(server, credentials, { seconds: DURATION });
        for (const [label, result] of [
          ['16 products in turn', spread],
          ['one hot product', hot],
        ] as const) {
          rows.push(
            latencyRow(
              `despatch-advice publication, ${DESPATCH_PUBLISHERS} publishers on one series, ${label}`,
              database.label,
              result,
              result === hot ? `${(hot.perSecond / spread.perSecond).toFixed(2)} × the spread rate` : '',
            ),
          );
        }
      }
    }
  } finally {
    await server.close();
  }
}

// SPV sync of received invoices: its own app per database, the simulator in its own process (an
// external service, as ANAF is), over HTTP; ANAF's PDFs follow in their job, timed apart.
if (want('efactura-sync')) {
  for (const database of databases) {
    const sync = await benchEfacturaSync(database.url);
    rows.push({
      scenario: `SPV sync of ${sync.invoices.toLocaleString('en-GB')} received invoices from the simulator (own process) over HTTP, stored with XML and seal (${sync.stored} stored in ${sync.seconds.toFixed(1)} s; invoices/s; then ${sync.pdfsStored} ANAF PDFs by their job in ${sync.pdfSeconds.toFixed(1)} s)`,
      database: database.label,
      p50: '',
      p95: '',
      rate: sync.perSecond.toFixed(1),
      errors: String(sync.errors + sync.invoices - sync.stored),
      goal: `≥ ${SYNC_GOAL_PER_SECOND}/s ${sync.perSecond >= SYNC_GOAL_PER_SECOND ? '(met)' : '(MISSED)'}`,
    });
  }
}

// Sending to RO e-Factura: its own app per database, the simulator in-process over HTTP with a set
// latency per call; the throughput beside the bound that latency puts on it.
if (want('efactura-send'))
  for (const database of databases)
    for (const latencyMs of SEND_LATENCIES_MS)
      rows.push(efacturaSendRow(await benchEfacturaSend(database.url, latencyMs), database.label));

if (want('bundle')) {
  const bundle = measureBundle();
  const kb = (value: number) => `${value.toFixed(1)} KB gzip`;
  rows.push({
    scenario: 'JavaScript for the login route',
    database: '—',
    p50: kb(bundle.loginRouteKb),
    p95: '',
    rate: '',
    errors: '',
    goal: `≤ 200 KB ${bundle.loginRouteKb <= 200 ? '(met)' : '(MISSED)'}`,
  });
  rows.push({
    scenario: `largest lazy chunk (${bundle.largestLazyChunk.file})`,
    database: '—',
    p50: kb(bundle.largestLazyChunk.kb),
    p95: '',
    rate: '',
    errors: '',
    goal: '',
  });
}

if (want('pdf')) {
  const pdfs = await measureInvoicePdf();
  rows.push({
    scenario: 'one-page invoice PDFs (8 lines) per second, one core',
    database: '—',
    p50: ms(pdfs.p50),
    p95: ms(pdfs.p95),
    rate: pdfs.perSecond.toFixed(1),
    errors: '0',
    goal: `≥ ${INVOICE_PDF_GOAL} ${pdfs.perSecond >= INVOICE_PDF_GOAL ? '(met)' : '(MISSED)'}`,
  });
}

// e-Factura documents: pure work in this process, one core, no database.
if (want('einvoice')) {
  for (const row of [
    ...(await benchUblWriter()),
    ...(await benchEInvoiceChecks()),
    ...(await benchUblReader()),
  ])
    rows.push({ ...row, database: '—' });
}

// e-Transport declarations generated and checked, beside ANAF's Schematron: one core, no database.
if (want('etransport-checks'))
  for (const row of await benchEtransportChecks()) rows.push({ ...row, database: '—' });

// The stock costing engine: pure work in this process, one core, no database.
if (want('stock-costing')) for (const row of benchStockCosting()) rows.push({ ...row, database: '—' });

// Re-costing the ledger after a receipt dated before a year of movements (bench/stock-recost.ts),
// straight on each database; a tenth of the sizes unless BENCH_STOCK_FULL=1.
if (want('stock-recost')) {
  for (const database of databases) {
    for (const r of await benchStockRecost(database.url)) {
      const size = `${r.products.toLocaleString('en-GB')} product(s) x ${r.perProduct.toLocaleString('en-GB')} movements`;
      rows.push({
        scenario: `stock re-cost after a receipt dated 1 January, ${size} (${r.recosted.toLocaleString('en-GB')} despatches re-costed; full replay ${ms(r.replayMs)} ms; a late despatch's cost read back in ${ms(r.readMs)} ms; reports: stock on 30 June ${ms(r.reportsMs.atDate)} ms, June's balance ${ms(r.reportsMs.balance)} ms and movements ${ms(r.reportsMs.movements)} ms; ${STOCK_RECOST_SIZE_NOTE})`,
        database: database.label,
        p50: ms(r.recostMs),
        p95: '',
        rate: '',
        errors: '0',
        goal:
          r.movements >= 1_000_000
            ? `≤ ${STOCK_RECOST_GOAL_MS} ms ${r.recostMs <= STOCK_RECOST_GOAL_MS ? '(met)' : '(MISSED)'}`
            : `≤ ${STOCK_RECOST_GOAL_MS} ms at 1,000,000 (informational)`,
      });
    }
  }
}

const lines = [
  '| scenario | database | p50 (ms) / size | p95 (ms) | per second | errors | goal |',
  '|---|---|---:|---:|---:|---:|---|',
  ...rows.map(
    (r) => `| ${r.scenario} | ${r.database} | ${r.p50} | ${r.p95} | ${r.rate} | ${r.errors} | ${r.goal} |`,
  ),
];
if (!process.env.BENCH_DATABASE_URL)
  lines.push('', 'PostgreSQL rows: set BENCH_DATABASE_URL=postgres://... to add them.');
process.stdout.write(`\n${lines.join('\n')}\n`);
process.exit(0);
