import { SUPPLIER_INVOICE_LIMITS } from '@app/domain/invoicing/supplier-invoice.schemas';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../platform/files/files.tables';
import { type Harness, startHarness } from '../../testing/harness';
import { makePng, multipartFile } from '../../testing/png';
import { createdInvoice, type SupplierCompany, supplierCompany } from './supplier-invoices.test-setup';

let h: Harness;
let c: SupplierCompany;

beforeAll(async () => {
  h = await startHarness();
  c = await supplierCompany(h);
});
afterAll(async () => {
  await h?.close();
});

const pdf = (size = 2000) => {
  const head = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj\n', 'latin1');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
};
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(500, 0x90)]);

const upload = (invoiceId: string, name: string, type: string, bytes: Buffer) => {
  const { payload, headers } = multipartFile('file', name, type, bytes);
  return c.client.request('POST', `${c.invoices}/${invoiceId}/attachments`, payload, { headers });
};
const storedFileCount = async () => {
  const [row] = await h.ctx.database.db
    .select({ n: count() })
    .from(storedFiles)
    .where(eq(storedFiles.companyId, c.companyId));
  return row?.n ?? 0;
};

describe('supplier invoice attachments', () => {
  it('keeps a PDF and an image, serves them back byte for byte, and lists them on the invoice', async () => {
    const invoice = await createdInvoice(c);
    const bytes = pdf();
    const added = await upload(invoice.id, 'Factură CBV 1042.pdf', 'application/pdf', bytes);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      fileName: 'Factură CBV 1042.pdf',
      contentType: 'application/pdf',
      size: bytes.length,
    });
    // The type comes from the bytes, whatever the browser declared.
    const png = makePng(40, 20);
    const image = await upload(invoice.id, 'poza.png', 'application/octet-stream', png);
    expect(image.body.contentType).toBe('image/png');

    const file = await c.client.get(`${c.invoices}/${invoice.id}/attachments/${added.body.id}`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Factura CBV 1042.pdf"; filename*=UTF-8''${encodeURIComponent('Factură CBV 1042.pdf')}`,
    );
    expect(Buffer.compare(file.raw, bytes)).toBe(0);

    const read = await c.client.get(`${c.invoices}/${invoice.id}`);
    expect(read.body.hasAttachments).toBe(true);
    expect(read.body.attachments.map((a: { id: string }) => a.id)).toEqual([added.body.id, image.body.id]);
    const list = await c.client.get(`${c.invoices}?search=${encodeURIComponent(invoice.seriesNumber)}`);
    expect(list.body.items[0]).toMatchObject({ id: invoice.id, hasAttachments: true });
  });

  it('refuses a program renamed to .pdf, a file above the size limit and a missing file', async () => {
    const invoice = await createdInvoice(c);
    const renamed = await upload(invoice.id, 'factura.pdf', 'application/pdf', exe);
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors).toEqual({ file: ['mimes:pdf,png,jpg,webp'] });
    const large = await upload(
      invoice.id,
      'mare.pdf',
      'application/pdf',
      pdf(SUPPLIER_INVOICE_LIMITS.attachmentBytes + 1),
    );
    expect(large.status).toBe(422);
    expect(large.body.errors).toEqual({ file: [`max:${SUPPLIER_INVOICE_LIMITS.attachmentBytes / 1024}`] });
    // Exactly the limit is kept.
    const limit = await upload(
      invoice.id,
      'exact.pdf',
      'application/pdf',
      pdf(SUPPLIER_INVOICE_LIMITS.attachmentBytes),
    );
    expect(limit.status).toBe(201);
    const none = await c.client.post(`${c.invoices}/${invoice.id}/attachments`, {});
    expect(none.status).toBe(415);
    expect((await c.client.get(`${c.invoices}/${invoice.id}`)).body.attachments).toHaveLength(1);
  });

  it(`takes at most ${SUPPLIER_INVOICE_LIMITS.attachments} files per invoice`, async () => {
    const invoice = await createdInvoice(c);
    for (let i = 0; i < SUPPLIER_INVOICE_LIMITS.attachments; i++) {
      expect((await upload(invoice.id, `p${i}.pdf`, 'application/pdf', pdf(100))).status).toBe(201);
    }
    const extra = await upload(invoice.id, 'extra.pdf', 'application/pdf', pdf(100));
    expect(extra.status).toBe(422);
    expect(extra.body.errors).toEqual({ file: [`max_count:${SUPPLIER_INVOICE_LIMITS.attachments}`] });
  });

  it('removes an attachment and its file, and every file with its invoice', async () => {
    const before = await storedFileCount();
    const invoice = await createdInvoice(c);
    const first = await upload(invoice.id, 'a.pdf', 'application/pdf', pdf(100));
    await upload(invoice.id, 'b.jpg', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]));
    expect(await storedFileCount()).toBe(before + 2);
    const url = `${c.invoices}/${invoice.id}/attachments/${first.body.id}`;
    expect((await c.client.delete(url)).status).toBe(204);
    expect((await c.client.get(url)).status).toBe(404);
    expect((await c.client.delete(url)).status).toBe(404);
    const read = await c.client.get(`${c.invoices}/${invoice.id}`);
    expect(read.body.attachments).toHaveLength(1);
    expect(await storedFileCount()).toBe(before + 1);
    expect((await c.client.delete(`${c.invoices}/${invoice.id}`)).status).toBe(204);
    expect(await storedFileCount()).toBe(before);
  });

  it('answers 404 for another company’s invoice or attachment', async () => {
    const other = await supplierCompany(h);
    const theirs = await createdInvoice(other);
    // One form: its body and its header must name the same boundary.
    const form = multipartFile('file', 'x.pdf', 'application/pdf', pdf(100));
    const added = await other.client.request(
      'POST',
      `${other.invoices}/${theirs.id}/attachments`,
      form.payload,
      { headers: form.headers },
    );
    expect(added.status).toBe(201);
    const mine = await createdInvoice(c);
    expect((await upload(theirs.id, 'x.pdf', 'application/pdf', pdf(100))).status).toBe(404);
    expect((await c.client.get(`${c.invoices}/${mine.id}/attachments/${added.body.id}`)).status).toBe(404);
    expect((await c.client.get(`${c.invoices}/${theirs.id}/attachments/${added.body.id}`)).status).toBe(404);
  });
});
