// An export of client invoice PDFs to one ZIP (issue 16): 10,000 invoices by default
// (BENCH_EXPORT_INVOICES for another count): one issued through the API in a month of their own
// (June 2019), the rest copied from it in SQL, then archived by the export job's builder in this process.
// The row gives the time, the documents per second, the most live memory (heap and buffers after a
// full collection) above the start, and the most bytes the archive's stream held at once. Part of `npm run bench`
// (bench/run.ts, row "export-pdfs").

import type { BuiltApp } from '../apps/server/src/app';
import { exportsRepo } from '../apps/server/src/modules/exports/exports.repo';
import type { Row } from './bench-rows';
import {
  apiClient,
  type BenchServer,
  benchClient,
  createDraft,
  firstCompanyId,
  newInvoiceSeries,
  standardRate,
} from './invoice-publish';
import { signIn } from './sign-in';

export const EXPORT_INVOICES = Number(process.env.BENCH_EXPORT_INVOICES ?? 10_000);
const MONTH = { from: '2019-06-01', to: '2019-06-30', day: '2019-06-15' };

/** One invoice issued through the API in the bench month, then `count - 1` copies of it in SQL. */
async function seedInvoices(
  server: BenchServer,
  credentials: { email: string; password: string },
  count: number,
) {
  const api = apiClient(server.url, await signIn(server.url, credentials.email, credentials.password));
  const companyId = await firstCompanyId(api);
  const refs = {
    partnerId: await benchClient(api, companyId),
    seriesId: await newInvoiceSeries(server, api, companyId, 'EXP'),
    rateId: await standardRate(api, companyId),
  };
  const draft = await createDraft(api, companyId, refs, MONTH.day);
  const issued = await api.post(`/v1/my-companies/${companyId}/client-invoices/${draft.id}/publish`, {});
  if (issued.status !== 200)
    throw new Error(`export bench: invoice not issued: ${JSON.stringify(issued.body)}`);
  await server.database.transaction(async (tx) => {
    const copies = await tx.client.query<{ id: string }>(
      `insert into client_documents
       select (jsonb_populate_record(null::client_documents, to_jsonb(d) || jsonb_build_object(
         'id', gen_random_uuid(), 'number', d.number || '-' || g, 'series_number', d.series_number || '-' || g))).*
       from client_documents d, generate_series(1, $2::int) g where d.id = $1 returning id`,
      [draft.id, count - 1],
    );
    await tx.client.query(
      `insert into client_document_lines
       select (jsonb_populate_record(null::client_document_lines, to_jsonb(l) || jsonb_build_object(
         'id', gen_random_uuid(), 'document_id', c.id))).*
       from client_document_lines l, unnest($2::uuid[]) as c(id) where l.document_id = $1`,
      [draft.id, copies.rows.map((copy) => copy.id)],
    );
  });
  const tenant = await server.database.pool.query<{ tenant_id: string }>(
    'select tenant_id from companies where id = $1',
    [companyId],
  );
  return { companyId, tenantId: tenant.rows[0]?.tenant_id as string };
}

export async function benchExportPdfs(
  server: BenchServer & { exports: BuiltApp['exports'] },
  credentials: { email: string; password: string },
  database: string,
): Promise<Row> {
  const { companyId, tenantId } = await seedInvoices(server, credentials, EXPORT_INVOICES);
  const job = await exportsRepo.insert(server.database.db, {
    companyId,
    tenantId,
    kind: 'client-invoice-pdfs',
    periodFrom: MONTH.from,
    periodTo: MONTH.to,
    total: EXPORT_INVOICES,
    fileName: 'bench.zip',
  });
  // Live memory, not resident size: V8 collects lazily, so RSS grows with garbage a collection
  // would free. With --expose-gc (npm run bench passes it) each sample follows a full collection.
  const gc = (globalThis as { gc?: () => void }).gc;
  const live = () => {
    gc?.();
    return process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  };
  const baseline = live();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, live());
  }, 2000);
  const started = performance.now();
  const result = await server.exports.build({ exportId: job.id });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, live());
  if (!result) throw new Error('export bench: the export did not complete');
  const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);
  return {
    scenario: `export of ${EXPORT_INVOICES.toLocaleString('en-GB')} invoice PDFs to one ZIP (${mb(result.size)} MB; live memory +${mb(peak - baseline)} MB at most${gc ? '' : ' (without --expose-gc: garbage included)'}; stream held at most ${Math.ceil(result.peakBufferedBytes / 1024)} KB)`,
    database,
    p50: (seconds * 1000).toFixed(0),
    p95: '',
    rate: (result.processed / seconds).toFixed(1),
    errors: String(EXPORT_INVOICES - result.processed),
    goal: '',
  };
}
