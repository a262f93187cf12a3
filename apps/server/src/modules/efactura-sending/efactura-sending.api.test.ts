import { efacturaDeadlineOf } from '@app/domain/efactura/efactura-sending.schemas';
import { samplePersonPartner } from '@app/domain/partners/partner.fixtures';
import { todayInRomania } from '@app/domain/validators/iso-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../testing/harness';
import { GOOD_PASSWORD, startHarness } from '../../testing/harness';
import { connectSpv } from '../../testing/spv-fixture';
import {
  type InvoicingCompany,
  invoiceBody,
  invoicingCompany,
  issuedInvoice,
  line,
} from '../client-invoices/client-invoices.test-setup';

// Every delay of sending a thousand times shorter (5 s polls become 5 ms).
process.env.EFACTURA_TIME_SCALE = '0.001';

let h: Harness;
let company: InvoicingCompany;

beforeAll(async () => {
  h = await startHarness();
  company = await invoicingCompany(h);
  await connectSpv(h, company.client, company.companyId);
}, 120_000);
afterAll(async () => {
  await h?.close();
  delete process.env.EFACTURA_TIME_SCALE;
});

const efactura = (id: string) => company.client.get(`${company.base}/client-invoices/${id}/efactura`);
const send = (c: InvoicingCompany, id: string) =>
  c.client.post(`${c.base}/client-invoices/${id}/efactura/send`);

async function settled(id: string) {
  await expect.poll(async () => (await efactura(id)).body.status, { interval: 200 }).not.toBe('pending');
  return (await efactura(id)).body;
}

describe('sending a client invoice to RO e-Factura', () => {
  it('sends by hand, becomes accepted with the seal stored, and then cannot be voided or sent again', async () => {
    const invoice = await issuedInvoice(company);
    const view = await company.client.get(`${company.base}/client-invoices/${invoice.id}`);
    expect(view.body).toMatchObject({ efacturaStatus: null, abilities: { sendEfactura: null } });
    expect(view.body.efacturaDeadline).toBe('2026-11-07');

    const sent = await send(company, invoice.id);
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({ efacturaStatus: 'pending' });
    const result = await settled(invoice.id);
    expect(result).toMatchObject({ status: 'accepted', seal: true });
    expect(result.submissions).toHaveLength(1);
    expect(result.submissions[0]).toMatchObject({ attempt: 1, status: 'accepted', errors: [] });
    expect(result.submissions[0].uploadIndex).toMatch(/^\d+$/);

    const seal = await company.client.get(`${company.base}/client-invoices/${invoice.id}/efactura/seal`);
    expect(seal.status).toBe(200);
    expect(String(seal.headers['content-disposition'])).toContain('semnatura_');
    const xml = await company.client.get(`${company.base}/client-invoices/${invoice.id}/efactura/xml`);
    expect(xml.raw.toString()).toContain(invoice.seriesNumber);
    const pdf = await company.client.get(`${company.base}/client-invoices/${invoice.id}/efactura/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.raw.subarray(0, 4).toString()).toBe('%PDF');

    const again = await send(company, invoice.id);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('client-invoices.errors.efactura-already-sent');
    const voided = await company.client.post(`${company.base}/client-invoices/${invoice.id}/void`);
    expect(voided.status).toBe(422);
    expect(voided.body.message).toBe('client-invoices.errors.void-efactura-accepted');
    expect(h.app.anafSimulator?.stats().duplicates).toBe(0);

    const registry = await h.ctx.database.pool.query(
      'select state, upload_index, anaf_id, signature_file_id from efactura_messages where client_document_id = $1',
      [invoice.id],
    );
    expect(registry.rows).toHaveLength(1);
    expect(registry.rows[0]).toMatchObject({
      state: 'accepted',
      upload_index: result.submissions[0].uploadIndex,
    });
    expect(registry.rows[0].signature_file_id).not.toBeNull();
  });

  it('sends an invoice to a natural person with a CNP (B2C)', async () => {
    const invoice = await issuedInvoice(company, { partnerId: company.personId });
    expect((await send(company, invoice.id)).status).toBe(202);
    expect((await settled(invoice.id)).status).toBe('accepted');
  });

  it('refuses a draft, a client without CNP and a company without a connection', async () => {
    const draft = await issuedInvoice(company, {}, false);
    expect((await send(company, draft.id)).body.message).toBe('client-invoices.errors.efactura-not-issued');

    const person = await company.client.post(
      `${company.base}/partners`,
      samplePersonPartner({ personId: null, name: 'Ana Fără CNP' }),
    );
    const noCnp = await issuedInvoice(company, { partnerId: person.body.id });
    const refused = await send(company, noCnp.id);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('client-invoices.errors.efactura-client-without-cnp');

    const other = await invoicingCompany(h);
    const unconnected = await issuedInvoice(other);
    const view = await other.client.get(`${other.base}/client-invoices/${unconnected.id}`);
    expect(view.body.abilities).toEqual({ sendEfactura: 'needs-einvoice-connection' });
    expect((await send(other, unconnected.id)).body.message).toBe(
      'client-invoices.errors.needs-einvoice-connection',
    );
  });

  it('is rejected with ANAF texts, notifies, mails, and goes again once corrected', async () => {
    const invoice = await issuedInvoice(company);
    // The buyer's city lost after issue: ANAF's checks refuse the invoice (BR-RO-... on the city).
    await h.ctx.database.pool.query(
      `update client_documents set buyer = jsonb_set(buyer, '{address,city}', '""') where id = $1`,
      [invoice.id],
    );
    expect((await send(company, invoice.id)).status).toBe(202);
    const result = await settled(invoice.id);
    expect(result.status).toBe('rejected');
    expect(result.submissions[0].errors.length).toBeGreaterThan(0);
    const notes = await company.client.get(`/v1/my-companies/${company.companyId}/notifications`);
    expect(JSON.stringify(notes.body)).toContain('client-invoices-efactura-rejected');
    const mails = await h.ctx.database.pool.query(
      'select subject, text from mail_messages where subject like $1',
      [`%${invoice.seriesNumber}%`],
    );
    expect(mails.rows[0]?.subject).toBe(`Factura ${invoice.seriesNumber} a fost respinsă de RO e-Factura`);
    expect(mails.rows[0]?.text).toContain(result.submissions[0].errors[0]);

    const deleted = await company.client.delete(`${company.base}/client-invoices/${invoice.id}`);
    expect(deleted.status).toBe(422);
    // Corrected under its number and date: saving copies the client's data anew.
    const corrected = await company.client.put(
      `${company.base}/client-invoices/${invoice.id}`,
      invoiceBody(company, { lines: [line(company, { quantity: '4' })] }),
    );
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({ status: 'published', seriesNumber: invoice.seriesNumber });
    expect((await send(company, invoice.id)).status).toBe(202);
    const second = await settled(invoice.id);
    expect(second.status).toBe('accepted');
    expect(second.submissions.map((s: { attempt: number }) => s.attempt)).toEqual([2, 1]);
  });

  it('sends by itself after publication when the company asks for it', async () => {
    const settings = await company.client.put(`/v1/my-companies/${company.companyId}/anaf-spv/settings`, {
      autoSendAfterHours: 0,
    });
    expect(settings.status).toBe(200);
    const invoice = await issuedInvoice(company);
    expect(invoice.efacturaSendAfter).not.toBeNull();
    await expect
      .poll(async () => (await efactura(invoice.id)).body.status, { interval: 200 })
      .toBe('accepted');
    await company.client.put(`/v1/my-companies/${company.companyId}/anaf-spv/settings`, {
      autoSendAfterHours: null,
    });
  });

  it('sends each invoice once through lost answers, timeouts, 5xx and limits', async () => {
    const simulator = h.app.anafSimulator;
    if (!simulator) throw new Error('simulator expected');
    simulator.setFaults({
      seed: 7,
      rates: { lostAfterAccept: 0.3, timeout: 0, serverError: 0.1, limit: 0.1, stuck: 0 },
    });
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await issuedInvoice(company)).id);
    for (const id of ids) expect((await send(company, id)).status).toBe(202);
    for (const id of ids) {
      await expect.poll(async () => (await efactura(id)).body.status, { interval: 250 }).toBe('accepted');
    }
    simulator.setFaults({ rates: { lostAfterAccept: 0, timeout: 0, serverError: 0, limit: 0, stuck: 0 } });
    expect(simulator.stats().duplicates).toBe(0);
  }, 300_000);

  it('answers the dashboard widgets: due soon, due today, pending, rejected', async () => {
    const daysAgo = (days: number) => {
      const date = new Date(`${todayInRomania()}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() - days);
      return date.toISOString().slice(0, 10);
    };
    // Issued in date order within the series: the one due today first.
    const dueToday = await issuedInvoice(company, { issueDate: daysAgo(5) });
    const dueSoon = await issuedInvoice(company, { issueDate: daysAgo(4) });
    const dashboard = await company.client.get(`/v1/my-companies/${company.companyId}/efactura/dashboard`);
    expect(dashboard.status).toBe(200);
    expect(Object.keys(dashboard.body)).toEqual(['dueSoon', 'dueToday', 'pending', 'rejected']);
    const ids = (widget: { items: { id: string }[] }) => widget.items.map((item) => item.id);
    expect(ids(dashboard.body.dueSoon)).toContain(dueSoon.id);
    expect(ids(dashboard.body.dueToday)).toContain(dueToday.id);
    expect(dashboard.body.dueSoon.items[0]).toMatchObject({ deadline: efacturaDeadlineOf(daysAgo(4)) });
    expect(dashboard.body.dueToday.items.length).toBeLessThanOrEqual(5);
    expect(dashboard.body.rejected.total).toBe(0);
  });

  it("holds back the deletion of the team's last account while an invoice is on its way to ANAF", async () => {
    const simulator = h.app.anafSimulator;
    if (!simulator) throw new Error('the tests run on the simulator');
    simulator.setProcessingPolls(1_000_000);
    simulator.setSettings({ processingMs: 3_600_000 });
    try {
      // Dated today: the series already holds invoices of the last days.
      const invoice = await issuedInvoice(company, { issueDate: todayInRomania() });
      expect((await send(company, invoice.id)).status).toBe(202);
      const refused = await company.client.delete('/v1/auth/delete-account', { password: GOOD_PASSWORD });
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({
        message: 'account.errors.pending-efactura-invoices',
        errors: { account: ['pending-efactura-invoices'] },
      });
    } finally {
      simulator.setProcessingPolls(1);
      simulator.setSettings({ processingMs: 60_000 });
    }
  });
});
