import { invoicePdf } from '@app/anaf/spv/pdf/invoice-pdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import {
  aMinuteAgo,
  freshCui,
  type InboxCompany,
  inboxCompany,
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
afterAll(async () => {
  if (h) simulatorOf(h).setPdfMaker(invoicePdf);
  await h?.close();
});

/** Whether ANAF's PDF is stored (the supplier invoice tells; the registry offers one on demand). */
const pdfStored = async (invoiceId: string) =>
  (await c.client.get(`${c.invoices}/${invoiceId}`)).body.hasAnafPdf as boolean;

async function registryRowOf(downloadId: string) {
  const list = await c.client.get(`${c.base}/efactura?search=${downloadId}&perPage=5`);
  expect(list.status).toBe(200);
  return list.body.items.find((item: { anafId: string }) => item.anafId === downloadId);
}

describe("ANAF's PDF of a received invoice, stored after the import", () => {
  it('imports the invoice without waiting on the PDF; a PDF ANAF cannot make is left, then stored by the next run', async () => {
    const simulator = simulatorOf(h);
    simulator.setPdfMaker(async () => {
      throw new Error('transformare unavailable');
    });
    const placed = simulator.placeReceivedInvoice({
      cif: c.cif,
      xml: receivedXml(c.cif, { sellerCif: freshCui(), id: 'PDF 1' }),
      createdAt: aMinuteAgo(),
    });
    const report = await sync(h, c);
    expect(report?.outcomes.imported).toBe(1);
    const imported = await registryRowOf(placed.downloadId);
    expect(imported).toMatchObject({ hasXml: true, hasSeal: true, readError: null });
    expect(imported.supplierInvoiceId).toBeTruthy();
    expect(await pdfStored(imported.supplierInvoiceId)).toBe(false);

    await expect(h.app.efacturaInbox.storeMissingPdfs(c.companyId)).rejects.toThrow();
    expect(await pdfStored(imported.supplierInvoiceId)).toBe(false);

    simulator.setPdfMaker(invoicePdf);
    await h.app.efacturaInbox.storeMissingPdfs(c.companyId);
    expect(await pdfStored(imported.supplierInvoiceId)).toBe(true);
    const pdf = await c.client.get(`${c.base}/efactura/${imported.id}/pdf`);
    expect(pdf.raw.subarray(0, 4).toString()).toBe('%PDF');
    // Nothing is left: a second run stores no other PDF.
    expect(await h.app.efacturaInbox.storeMissingPdfs(c.companyId)).toEqual({ stored: 0, failed: 0 });
  });

  it('two syncs side by side import each of 30 messages once, with one notification each', async () => {
    const seller = freshCui();
    const placed = Array.from({ length: 30 }, (_, index) =>
      simulatorOf(h).placeReceivedInvoice({
        cif: c.cif,
        xml: receivedXml(c.cif, { sellerCif: seller, id: `PAR ${index + 1}` }),
        createdAt: aMinuteAgo(),
      }),
    );
    const reports = await Promise.all([sync(h, c), sync(h, c)]);
    const imported = reports.reduce((sum, report) => sum + (report?.outcomes.imported ?? 0), 0);
    expect(imported).toBe(30);
    for (const { downloadId } of placed) {
      const row = await registryRowOf(downloadId);
      expect(row?.supplierInvoiceId).toBeTruthy();
    }
    const invoices = await c.client.get(`${c.invoices}?search=PAR&perPage=100`);
    expect(
      invoices.body.items.filter((i: { seriesNumber?: string }) => i.seriesNumber?.startsWith('PAR')).length,
    ).toBe(30);
    const notifications = await c.client.get(`${c.base}/notifications?perPage=100`);
    const ids = notifications.body.items
      .filter((n: { type: string }) => n.type === 'supplier-invoices-efactura-imported')
      .map((n: { data: { seriesAndNumber: string } }) => n.data.seriesAndNumber)
      .filter((s: string) => s.startsWith('PAR'));
    expect(new Set(ids).size).toBe(30);
    expect(ids.length).toBe(30);
  });
});
