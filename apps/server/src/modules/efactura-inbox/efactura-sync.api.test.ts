import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import { efacturaInboxRepo } from './efactura-inbox.repo';
import {
  aMinuteAgo,
  freshCui,
  type InboxCompany,
  inboxCompany,
  KNOWN_SUPPLIER_CUI,
  otherConnectedCompany,
  receivedXml,
  simulatorOf,
  sync,
} from './efactura-inbox.test-setup';

let h: Harness;
let c: InboxCompany;

beforeAll(async () => {
  h = await startHarness();
  c = await inboxCompany(h);
}, 120_000);
afterAll(() => h?.close());

const DAY = 24 * 60 * 60 * 1000;
const place = (xml: string, createdAt = aMinuteAgo()) =>
  simulatorOf(h).placeReceivedInvoice({ cif: c.cif, xml, createdAt });

async function registryRowOf(downloadId: string) {
  const list = await c.client.get(`${c.base}/efactura?search=${downloadId}&perPage=5`);
  expect(list.status).toBe(200);
  return list.body.items.find((item: { anafId: string }) => item.anafId === downloadId);
}

describe('the SPV sync of received invoices', () => {
  it('imports an invoice from a known supplier with its files, lines and totals as written, and notifies', async () => {
    const placed = place(receivedXml(c.cif, { sellerCif: KNOWN_SUPPLIER_CUI, id: 'CBV 7001' }));
    const report = await sync(h, c);
    expect(report?.outcomes.imported).toBe(1);
    // ANAF's PDF follows the import in its own job (queued by the sync; run here directly).
    await h.app.efacturaInbox.storeMissingPdfs(c.companyId);

    const row = await registryRowOf(placed.downloadId);
    expect(row).toMatchObject({
      direction: 'received',
      kind: 'invoice',
      state: 'received',
      uploadIndex: placed.uploadIndex,
      partnerCif: KNOWN_SUPPLIER_CUI,
      seriesNumber: 'CBV 7001',
      issueDate: '2026-11-02',
      grossTotal: '302.49',
      currency: 'RON',
      readError: null,
      hasXml: true,
      hasSeal: true,
      hasAnafPdf: true,
    });
    const invoice = (await c.client.get(`${c.invoices}/${row.supplierInvoiceId}`)).body;
    expect(invoice).toMatchObject({
      status: 'received',
      partnerId: c.supplierId,
      series: 'CBV',
      number: '7001',
      efacturaMessageId: row.id,
      hasXml: true,
      hasSeal: true,
      hasAnafPdf: true,
    });
    // Our arithmetic would say 52.50 of VAT; the supplier wrote 52.49, and that is what is kept.
    expect(invoice.totals).toMatchObject({ netTotal: '250.00', vatTotal: '52.49', grossTotal: '302.49' });
    expect(invoice.lines.map((line: { name: string; net: string }) => [line.name, line.net])).toEqual([
      ['Consultanță IT', '200.00'],
      ['Hârtie A4', '50.00'],
    ]);

    const xml = await c.client.get(`${c.base}/efactura/${row.id}/xml`);
    expect(xml.status).toBe(200);
    expect(xml.body).toContain('CBV 7001');
    const seal = await c.client.get(`${c.base}/efactura/${row.id}/seal`);
    expect(seal.status).toBe(200);
    expect(String(seal.headers['content-disposition'])).toContain('semnatura_');
    const pdf = await c.client.get(`${c.base}/efactura/${row.id}/pdf`);
    expect(pdf.raw.subarray(0, 4).toString()).toBe('%PDF');

    const messages = await c.client.get(`${c.invoices}/${invoice.id}/efactura/messages`);
    expect(messages.body.map((m: { id: string }) => m.id)).toEqual([row.id]);

    const notifications = await c.client.get(`${c.base}/notifications`);
    const imported = notifications.body.items.find(
      (n: { type: string; data: { id?: string } }) =>
        n.type === 'supplier-invoices-efactura-imported' && n.data.id === invoice.id,
    );
    expect(imported?.data).toEqual({
      id: invoice.id,
      seriesAndNumber: 'CBV7001',
      partnerName: 'Carpați Birotică SRL',
      grossTotal: '302.49',
      currencyCode: 'RON',
    });

    const widget = await c.client.get(`${c.base}/efactura/imported`);
    expect(widget.body.total).toBeGreaterThanOrEqual(1);
    expect(widget.body.items[0]).toMatchObject({ id: invoice.id, seriesNumber: 'CBV7001' });
  });

  it('creates an unknown supplier from the XML once, then matches it by CUI', async () => {
    const cui = freshCui();
    const first = place(receivedXml(c.cif, { sellerCif: cui, sellerName: `Nou Furnizor ${cui} SRL` }));
    const second = place(receivedXml(c.cif, { sellerCif: cui, sellerName: `Nou Furnizor ${cui} SRL` }));
    await sync(h, c);
    const rows = [await registryRowOf(first.downloadId), await registryRowOf(second.downloadId)];
    const invoices = await Promise.all(
      rows.map(async (row) => (await c.client.get(`${c.invoices}/${row.supplierInvoiceId}`)).body),
    );
    expect(invoices[0].partnerId).toBe(invoices[1].partnerId);
    const partner = (await c.client.get(`${c.base}/partners/${invoices[0].partnerId}`)).body;
    expect(partner).toMatchObject({
      role: 'supplier',
      name: `Nou Furnizor ${cui} SRL`,
      businessId: `RO${cui}`,
    });
  });

  it('keeps an XML it cannot read, with its reason and files, and never imports it twice', async () => {
    const placed = place('<Invoice><cbc:ID>nu e UBL');
    const report = await sync(h, c);
    expect(report?.outcomes['kept-with-error']).toBe(1);
    const row = await registryRowOf(placed.downloadId);
    expect(row.readError).toMatch(/^not-well-formed|^not-ubl/);
    expect(row).toMatchObject({ supplierInvoiceId: null, hasXml: true, hasAnafPdf: false });
    expect((await c.client.get(`${c.base}/efactura/${row.id}/xml`)).body).toContain('nu e UBL');

    const again = await sync(h, c);
    expect(again?.outcomes).toMatchObject({ imported: 0, 'kept-with-error': 0 });
    const all = await c.client.get(`${c.base}/efactura?search=${placed.downloadId}`);
    expect(all.body.count).toBe(1);
  });

  it('imports nothing new the second time', async () => {
    place(receivedXml(c.cif));
    await sync(h, c);
    const before = (await c.client.get(c.invoices)).body.count;
    const registry = (await c.client.get(`${c.base}/efactura`)).body.count;
    const report = await sync(h, c);
    expect(report?.outcomes).toMatchObject({ imported: 0, 'kept-with-error': 0 });
    expect(report?.outcomes.known).toBe(report?.listed);
    expect((await c.client.get(c.invoices)).body.count).toBe(before);
    expect((await c.client.get(`${c.base}/efactura`)).body.count).toBe(registry);
  });

  it('reads every page: 501 new invoices are two pages of 500, on a first sync of the whole window', async () => {
    // As if never synced: the window starts at its 60-day edge.
    await h.ctx.database.pool.query(
      'update anaf_spv_connections set synced_until = null where company_id = $1',
      [c.companyId],
    );
    const placed = simulatorOf(h).placeReceivedInvoices(
      Array.from({ length: 501 }, (_, index) => ({
        cif: c.cif,
        xml: receivedXml(c.cif, { id: `PG-${index + 1}` }),
        createdAt: aMinuteAgo(),
      })),
    );
    const report = await sync(h, c);
    expect(report?.window.startTime).toBeLessThan(Date.now() - 59 * DAY);
    expect(report?.outcomes.imported).toBe(501);
    // Received invoices: two pages (the earlier ones ride along as known); buyer messages: one.
    expect(report?.pages).toBe(3);
    const stored = await h.ctx.database.pool.query(
      'select count(*)::int as n from efactura_messages where company_id = $1 and anaf_id = any($2) and supplier_invoice_id is not null',
      [c.companyId, placed.map((p) => p.downloadId)],
    );
    expect(stored.rows[0].n).toBe(501);
    // The sync queued ANAF's PDFs of the 501 invoices: the test ends once they are stored, so the
    // next test does not share the machine with that backlog (on the embedded database especially).
    while ((await efacturaInboxRepo.missingPdfs(h.ctx.database.db, c.companyId, 1)).length > 0)
      await new Promise((resolve) => setTimeout(resolve, 200));
  }, 300_000);

  it('reads the last 60 days on a first sync, and no message older', async () => {
    const fresh = await otherConnectedCompany(h);
    const simulator = simulatorOf(h);
    const old = simulator.placeReceivedInvoice({
      cif: fresh.cif,
      xml: receivedXml(fresh.cif),
      createdAt: Date.now() - 61 * DAY,
    });
    const recent = simulator.placeReceivedInvoice({
      cif: fresh.cif,
      xml: receivedXml(fresh.cif),
      createdAt: Date.now() - 59 * DAY,
    });
    const report = await sync(h, fresh);
    expect(report?.window.startTime).toBeGreaterThan(Date.now() - 60 * DAY);
    expect(report?.window.endTime).toBeLessThanOrEqual(Date.now());
    expect(report?.outcomes.imported).toBe(1);
    const ids = (await fresh.client.get(`${fresh.base}/efactura`)).body.items.map(
      (row: { anafId: string }) => row.anafId,
    );
    expect(ids).toContain(recent.downloadId);
    expect(ids).not.toContain(old.downloadId);

    // The next sync starts a day before the last one ended, not 60 days back.
    const next = await sync(h, fresh);
    expect(next?.window.startTime).toBeGreaterThan(Date.now() - 2 * DAY);
  });
});
