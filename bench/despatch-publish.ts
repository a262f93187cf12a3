// Despatch-advice publication under contention (issue 14 benchmarks): 16 users of one company issue
// despatch advices at once. Each publication numbers its advice under the series lock and unloads
// its line through the stock ledger, which serialises the movements of one product in one warehouse.
// Two runs of the same work: each advice of a product of its own (16 products in turn), then all of
// one hot product. PostgreSQL only: the embedded database runs one transaction at a time. Part of
// `npm run bench` (row key `despatch-publish`); also runs alone:
//   BENCH_DATABASE_URL=postgres://... BENCH_SECONDS=5 npx tsx bench/despatch-publish.ts
import { pathToFileURL } from 'node:url';
import { todayInRomania } from '@app/domain/validators/iso-date';
import { grantSmartPlan } from './bench-seed';
import { BENCH_EMAIL, BENCH_PASSWORD, startBenchServer } from './bench-server';
import {
  type ApiClient,
  apiClient,
  type BenchServer,
  benchClient,
  firstCompanyId,
  newSeries,
  standardRate,
} from './invoice-publish';
import { cloneDraft, publishQueue, type QueueResult, STOCK_DOCUMENT_TABLES } from './publish-queue';
import { signIn } from './sign-in';

export const DESPATCH_PUBLISHERS = 16;
const PRODUCTS = 16;
/** Received once per product: far more than a run despatches, one unit an advice. */
const RECEIVED = '10000000';

type Setup = {
  companyId: string;
  warehouseId: string;
  productIds: string[];
  partnerId: string;
  rateId: string;
  despatchSeriesId: string;
};

async function created(api: ApiClient, path: string, body: unknown): Promise<string> {
  const answer = await api.post(path, body);
  if (answer.status !== 201) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
  return answer.body.id as string;
}

/**
 * The Smart plan, a FIFO warehouse, PRODUCTS stock products, a client, a despatch series, and a
 * published stock reception receipt that loads every product.
 */
async function setUp(server: BenchServer, api: ApiClient): Promise<Setup> {
  const companyId = await firstCompanyId(api);
  await grantSmartPlan(server.database, companyId);
  const base = `/v1/my-companies/${companyId}`;
  const run = Date.now().toString(36).toUpperCase();
  const rateId = await standardRate(api, companyId);
  const warehouseId = await created(api, `${base}/warehouses`, {
    name: `Depozit bench avize ${run}`,
    unloadType: 'fifo',
    address: { countryCode: 'RO', countyCode: 'RO-CJ', city: 'Cluj-Napoca', street: 'Str. Fabricii 1' },
  });
  const productIds: string[] = [];
  for (let i = 1; i <= PRODUCTS; i++) {
    productIds.push(
      await created(api, `${base}/products`, {
        name: `Produs aviz ${run}-${i}`,
        isService: false,
        measurementUnitCode: 'H87',
        vatRateId: rateId,
      }),
    );
  }
  const receptionSeriesId = await newSeries(server, api, companyId, 'stock-reception-receipt', 'BRB');
  const receipt = await created(api, `${base}/stock-reception-receipts`, {
    documentSeriesId: receptionSeriesId,
    warehouseId,
    issueDate: todayInRomania(),
    currency: 'RON',
    lines: productIds.map((productId, i) => ({
      productId,
      name: `Produs aviz ${run}-${i + 1}`,
      unitCode: 'H87',
      quantity: RECEIVED,
      price: '10',
      vatRateId: rateId,
    })),
  });
  const published = await api.post(`${base}/stock-reception-receipts/${receipt}/publish`, {});
  if (published.status !== 200) throw new Error(`receipt not published: ${JSON.stringify(published.body)}`);
  return {
    companyId,
    warehouseId,
    productIds,
    partnerId: await benchClient(api, companyId),
    rateId,
    despatchSeriesId: await newSeries(server, api, companyId, 'client-goods-despatch-advice', 'AVB'),
  };
}

/** A draft despatch advice of one unit of the product, as the form saves it. */
async function draftOf(api: ApiClient, setup: Setup, productId: string): Promise<string> {
  return created(api, `/v1/my-companies/${setup.companyId}/client-goods-despatch-advices`, {
    documentSeriesId: setup.despatchSeriesId,
    warehouseId: setup.warehouseId,
    partnerId: setup.partnerId,
    issueDate: todayInRomania(),
    currency: 'RON',
    lines: [
      {
        productId,
        name: 'Produs aviz',
        unitCode: 'H87',
        quantity: '1',
        price: '15',
        vatRateId: setup.rateId,
      },
    ],
  });
}

/** `count` drafts spread over the products in turn, so neighbours in the queue differ in product. */
async function spreadQueue(server: BenchServer, templates: string[], count: number): Promise<string[]> {
  const perProduct = Math.ceil(count / templates.length);
  const copies = await Promise.all(
    templates.map((id) => cloneDraft(server.database, STOCK_DOCUMENT_TABLES, id, perProduct)),
  );
  return Array.from({ length: perProduct }, (_, i) => copies.map((list) => list[i] as string)).flat();
}

export type DespatchPublishResult = { spread: QueueResult; hot: QueueResult };

/**
 * A warm-up second on the spread queue sizes both runs; then `seconds` of DESPATCH_PUBLISHERS
 * publishers on drafts of 16 products in turn, and as long on drafts of one product.
 */
export async function benchDespatchPublish(
  server: BenchServer,
  credentials: { email: string; password: string },
  options: { seconds: number },
): Promise<DespatchPublishResult> {
  const session = await signIn(server.url, credentials.email, credentials.password);
  const api = apiClient(server.url, session);
  const setup = await setUp(server, api);
  const path = (id: string) =>
    `/v1/my-companies/${setup.companyId}/client-goods-despatch-advices/${id}/publish`;
  const templates: string[] = [];
  for (const productId of setup.productIds) templates.push(await draftOf(api, setup, productId));
  const run = (queue: string[], seconds: number) =>
    publishQueue(server.url, session, path, queue, { publishers: DESPATCH_PUBLISHERS, seconds });

  const warmUp = await run(await spreadQueue(server, templates, 800), 1);
  if (warmUp.published === 0) throw new Error(`bench: no despatch advice issued (${warmUp.firstError})`);
  const size = Math.ceil(warmUp.perSecond * 2 * options.seconds) + 500;
  const spread = await run(await spreadQueue(server, templates, size), options.seconds);
  const hotTemplate = templates[0] as string;
  const hot = await run(
    await cloneDraft(server.database, STOCK_DOCUMENT_TABLES, hotTemplate, size),
    options.seconds,
  );
  for (const [label, result] of [
    ['spread', spread],
    ['hot', hot],
  ] as const) {
    if (result.firstError)
      process.stderr.write(`bench: ${label} despatch errors, first: ${result.firstError}\n`);
    if (result.exhausted) process.stderr.write(`bench: the ${label} drafts ran out before the time was up\n`);
  }
  return { spread, hot };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) {
    process.stdout.write(
      'despatch-advice publication: PostgreSQL only; set BENCH_DATABASE_URL=postgres://...\n',
    );
    process.exit(0);
  }
  const server = await startBenchServer(databaseUrl);
  try {
    const seconds = Number(process.env.BENCH_SECONDS ?? 10);
    const { spread, hot } = await benchDespatchPublish(
      server,
      { email: BENCH_EMAIL, password: BENCH_PASSWORD },
      { seconds },
    );
    const line = (label: string, r: QueueResult) =>
      `despatch-advice publication, ${DESPATCH_PUBLISHERS} publishers, ${label}: ${r.perSecond.toFixed(1)}/s ` +
      `(p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, ${r.published} issued, ${r.errors} errors)\n`;
    process.stdout.write(line(`${PRODUCTS} products in turn`, spread) + line('one hot product', hot));
  } finally {
    await server.close();
  }
  process.exit(0);
}
