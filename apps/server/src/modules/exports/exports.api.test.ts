import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { efacturaMessages } from '../../platform/efactura/efactura-messages.tables';
import { databaseFileStore } from '../../platform/files/file-store';
import { type Harness, startHarness } from '../../testing/harness';
import { issuedInvoice } from '../client-invoices/client-invoices.test-setup';
import { companies } from '../companies/companies.tables';
import { efacturaSubmissions } from '../efactura-sending/efactura-sending.tables';
import { issuedCopies } from '../efactura-sending/testing/issued-copies';
import {
  createdInvoice,
  type SupplierCompany,
  supplierCompany,
} from '../supplier-invoices/supplier-invoices.test-setup';
import { exportsRepo } from './exports.repo';

let h: Harness;
let c: SupplierCompany;
let url: string;
const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };

beforeAll(async () => {
  h = await startHarness();
  c = await supplierCompany(h);
  url = `${c.base}/exports`;
});
afterAll(async () => {
  await h?.close();
});

/** Follows an export until it ends, as the exports page does. */
async function ended(id: string, company: SupplierCompany = c) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const list = await company.client.get(`${company.base}/exports`);
    expect(list.status).toBe(200);
    const job = list.body.items.find((item: { id: string }) => item.id === id);
    if (job.status !== 'pending') return job;
    if (Date.now() > deadline) throw new Error(`export still pending at ${job.processed}/${job.total}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function archive(id: string, company: SupplierCompany = c) {
  const download = await company.client.get(`${company.base}/exports/${id}/download`);
  expect(download.status).toBe(200);
  expect(download.headers['content-type']).toBe('application/zip');
  return unzipSync(new Uint8Array(download.raw));
}

async function tenantOf(companyId: string) {
  const [row] = await h.ctx.database.db
    .select({ tenantId: companies.tenantId })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.tenantId as string;
}

const notificationTypes = async () =>
  (await c.client.get(`${c.base}/notifications?perPage=100`)).body.items as Array<{
    type: string;
    data: object;
  }>;

describe('exports', () => {
  it('archives the period’s issued client invoices as PDFs and notifies the company', async () => {
    const first = await issuedInvoice(c);
    const second = await issuedInvoice(c, { issueDate: '2026-11-20' });
    await issuedInvoice(c, { issueDate: '2026-12-02' });
    await issuedInvoice(c, {}, false);

    const started = await c.client.post(url, { kind: 'client-invoice-pdfs', ...NOVEMBER });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({
      status: 'pending',
      total: 2,
      processed: 0,
      kind: 'client-invoice-pdfs',
    });
    expect(started.body.fileName).toMatch(/^facturi-clienti-pdf_\w+_2026-11-01_2026-11-30\.zip$/);

    const done = await ended(started.body.id);
    expect(done).toMatchObject({ status: 'complete', processed: 2, total: 2 });
    const files = await archive(started.body.id);
    expect(Object.keys(files).sort()).toEqual(
      [`${first.seriesNumber}.pdf`, `${second.seriesNumber}.pdf`].sort(),
    );
    for (const bytes of Object.values(files)) expect(strFromU8(bytes.subarray(0, 5))).toBe('%PDF-');
    expect(done.size).toBeGreaterThan(0);

    const notifications = await notificationTypes();
    expect(notifications[0]).toMatchObject({
      type: 'export-finished',
      data: { exportType: 'client-invoice-pdfs' },
    });
  });

  it('refuses a period without documents, a reversed or too long period, and an unknown kind', async () => {
    const empty = await c.client.post(url, {
      kind: 'client-invoice-pdfs',
      from: '2020-01-01',
      to: '2020-01-31',
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ kind: ['exports.nothing-to-process'] });
    const reversed = await c.client.post(url, {
      kind: 'client-invoice-pdfs',
      from: '2026-11-30',
      to: '2026-11-01',
    });
    expect(reversed.body.errors).toEqual({ to: ['exports.period-order'] });
    const long = await c.client.post(url, {
      kind: 'client-invoice-pdfs',
      from: '2025-01-01',
      to: '2026-11-30',
    });
    expect(long.body.errors).toEqual({ to: ['exports.period-too-long'] });
    const missing = await c.client.post(url, { kind: 'everything', from: '', to: 'x' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['from', 'kind', 'to']);
  });

  it('runs one export at a time per company, even for requests at the same instant', async () => {
    const requests = await Promise.all(
      [0, 1, 2].map(() => c.client.post(url, { kind: 'client-invoice-pdfs', ...NOVEMBER })),
    );
    const accepted = requests.filter((response) => response.status === 202);
    expect(accepted).toHaveLength(1);
    for (const refused of requests.filter((response) => response.status !== 202)) {
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ kind: ['exports.already-running'] });
    }
    await ended(accepted[0]?.body.id);
    expect((await c.client.post(url, { kind: 'client-invoice-pdfs', ...NOVEMBER })).status).toBe(202);
    const list = await c.client.get(url);
    await ended(list.body.items[0].id);
  });

  it('marks an export failed, and says so, when its archive cannot be written', async () => {
    // A file where the company's archive folder should be: the job cannot create the archive.
    await mkdir(h.ctx.config.archivesDir, { recursive: true });
    const other = await supplierCompany(h);
    const blocked = path.join(h.ctx.config.archivesDir, other.companyId);
    await writeFile(blocked, 'not a folder');
    await issuedInvoice(other);
    const started = await other.client.post(`${other.base}/exports`, {
      kind: 'client-invoice-pdfs',
      ...NOVEMBER,
    });
    expect(started.status).toBe(202);
    const deadline = Date.now() + 60_000;
    let job = started.body;
    while (job.status === 'pending' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await other.client.get(`${other.base}/exports`)).body.items[0];
    }
    expect(job.status).toBe('failed');
    expect((await other.client.get(`${other.base}/exports/${job.id}/download`)).status).toBe(404);
    const notifications = await other.client.get(`${other.base}/notifications?perPage=10`);
    expect(notifications.body.items[0]).toMatchObject({
      type: 'export-failed',
      data: { exportType: 'client-invoice-pdfs' },
    });
  });

  it('archives the seals: the signed XML and ANAF’s signature of accepted and received e-invoices', async () => {
    // A company of its own: its invoice numbers run in date order from the first.
    const s = await supplierCompany(h);
    const invoice = await issuedInvoice(s, { issueDate: '2026-11-05' });
    const db = h.ctx.database.db;
    const file = (text: string) =>
      databaseFileStore.put(db, s.companyId, { bytes: Buffer.from(text), contentType: 'application/xml' });
    await db.insert(efacturaSubmissions).values({
      companyId: s.companyId,
      clientDocumentId: invoice.id,
      attempt: 1,
      status: 'accepted',
      cif: '1',
      xml: '<Invoice/>',
      xmlSha256: 'x',
      downloadId: '3001',
      responseFileId: (await file('<Invoice>semnat</Invoice>')).id,
      signatureFileId: (await file('<Signature>client</Signature>')).id,
    });
    await db.insert(efacturaMessages).values({
      companyId: s.companyId,
      direction: 'received',
      kind: 'invoice',
      state: 'accepted',
      anafId: '4001',
      partnerCif: '12345674',
      seriesNumber: 'CBV 77',
      issueDate: '2026-11-07',
      xmlFileId: (await file('<Invoice>furnizor</Invoice>')).id,
      signatureFileId: (await file('<Signature>furnizor</Signature>')).id,
    });

    const clientSeals = await s.client.post(`${s.base}/exports`, {
      kind: 'client-invoice-seals',
      ...NOVEMBER,
    });
    expect(clientSeals.body.total).toBe(1);
    await ended(clientSeals.body.id, s);
    const clientFiles = await archive(clientSeals.body.id, s);
    expect(Object.keys(clientFiles).sort()).toEqual(
      [`${invoice.seriesNumber}.xml`, `semnatura_${invoice.seriesNumber}.xml`].sort(),
    );
    expect(strFromU8(clientFiles[`semnatura_${invoice.seriesNumber}.xml`] as Uint8Array)).toContain('client');

    const supplierSeals = await s.client.post(`${s.base}/exports`, {
      kind: 'supplier-invoice-seals',
      ...NOVEMBER,
    });
    await ended(supplierSeals.body.id, s);
    const supplierFiles = await archive(supplierSeals.body.id, s);
    expect(Object.keys(supplierFiles).sort()).toEqual([
      '12345674_CBV_77.xml',
      'semnatura_12345674_CBV_77.xml',
    ]);
  });

  it('writes the accountant’s SAGA files: sales under iesiri/, purchases under intrari/', async () => {
    const purchase = await createdInvoice(c, { issueDate: '2026-11-10' });
    const started = await c.client.post(url, { kind: 'accounting-saga', ...NOVEMBER });
    expect(started.status).toBe(202);
    await ended(started.body.id);
    const files = await archive(started.body.id);
    const names = Object.keys(files);
    expect(names.filter((name) => name.startsWith('iesiri/F_'))).toHaveLength(started.body.total - 1);
    const purchaseFile = names.find((name) => name.startsWith('intrari/'));
    expect(purchaseFile).toBe(`intrari/F_RO12345674_CBV${purchase.number}_10-11-2026.xml`);
    const xml = strFromU8(files[purchaseFile as string] as Uint8Array);
    expect(xml).toContain('<FurnizorNume>Carpați Birotică SRL</FurnizorNume>');
    expect(xml).toContain(`<FacturaNumar>${purchase.seriesNumber}</FacturaNumar>`);
    expect(xml).toContain('<FacturaData>10.11.2026</FacturaData>');
    expect(xml).toContain('<Cantitate>3</Cantitate>');
    expect(xml).toContain('<ProcTVA>21</ProcTVA>');
    expect(xml).toContain('<TVA>63.00</TVA>');
  });

  it('writes 1,000 invoice PDFs to one archive holding one document at a time in memory', async () => {
    const company = await supplierCompany(h);
    const template = await issuedInvoice(company, { issueDate: '2026-10-15' });
    await issuedCopies(h.ctx.database, template.id, 999);
    // Stored without its job: the test runs the builder itself to read what it cost.
    const row = await exportsRepo.insert(h.ctx.database.db, {
      companyId: company.companyId,
      tenantId: await tenantOf(company.companyId),
      kind: 'client-invoice-pdfs',
      periodFrom: '2026-10-01',
      periodTo: '2026-10-31',
      total: 1000,
      fileName: 'test.zip',
    });
    const result = await h.exports.build({ exportId: row.id });
    expect(result?.processed).toBe(1000);
    // The stream never held more than a few documents' bytes, for an archive hundreds of times larger.
    expect(result?.peakBufferedBytes).toBeLessThan(1024 * 1024);
    expect(result?.size).toBeGreaterThan(100 * (result?.peakBufferedBytes ?? 0));
    const list = await company.client.get(`${company.base}/exports`);
    expect(list.body.items[0]).toMatchObject({ status: 'complete', processed: 1000 });
  }, 300_000);

  it('removes the exports and archives past the list’s month, and keeps the newer ones', async () => {
    const before = (await c.client.get(url)).body.items as Array<{ id: string; status: string }>;
    const complete = before.find((job) => job.status === 'complete');
    expect(complete).toBeDefined();
    await h.exports.removeOldExports(new Date());
    expect((await c.client.get(url)).body.items).toHaveLength(before.length);
    await h.exports.removeOldExports(new Date(Date.now() + 32 * 86_400_000));
    expect((await c.client.get(url)).body.items).toEqual([]);
    expect((await c.client.get(`${url}/${complete?.id}/download`)).status).toBe(404);
    const left = await readdir(path.join(h.ctx.config.archivesDir, c.companyId));
    expect(left).toEqual([]);
  });
});
