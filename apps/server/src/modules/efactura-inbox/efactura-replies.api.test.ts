import { todayInRomania } from '@app/domain/validators/iso-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import { receivedInvoice, supplierCompany } from '../supplier-invoices/supplier-invoices.test-setup';
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
afterAll(() => h?.close());

const message = (text = 'Factura corespunde comenzii nr. 12.') => ({ message: text, confirmed: true });

/** A received invoice imported by a sync: its supplier invoice and its registry row. */
async function imported(options: { sellerCif?: string } = {}) {
  const placed = simulatorOf(h).placeReceivedInvoice({
    cif: c.cif,
    xml: receivedXml(c.cif, options),
    createdAt: aMinuteAgo(),
  });
  await sync(h, c);
  const list = await c.client.get(`${c.base}/efactura?search=${placed.downloadId}`);
  const row = list.body.items[0];
  return { row, invoiceId: row.supplierInvoiceId as string, placed };
}

const messagesOf = async (invoiceId: string) =>
  (await c.client.get(`${c.invoices}/${invoiceId}/efactura/messages`)).body as {
    id: string;
    direction: string;
    kind: string;
    state: string;
    uploadIndex: string | null;
    messageText: string | null;
    errors: string[];
    canRetry: boolean;
  }[];

async function replyIn(invoiceId: string, state: string) {
  await expect
    .poll(
      async () => (await messagesOf(invoiceId)).filter((m) => m.direction === 'sent').map((m) => m.state),
      { interval: 200 },
    )
    .toContain(state);
  return (await messagesOf(invoiceId)).filter((m) => m.direction === 'sent');
}

describe('replies to suppliers (RASP)', () => {
  it('confirm queues the message as pending in its transaction, then it is sent to ANAF', async () => {
    const { invoiceId, placed } = await imported();
    const before = (await c.client.get(`${c.invoices}/${invoiceId}`)).body;
    expect(before.abilities).toMatchObject({ confirm: null, reject: null, pay: 'not-confirmed' });
    const confirmed = await c.client.post(`${c.invoices}/${invoiceId}/confirm`, message());
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'confirmed', abilities: { pay: null } });

    const [reply] = await replyIn(invoiceId, 'sent');
    expect(reply).toMatchObject({
      kind: 'buyer-message',
      messageText: 'Factura corespunde comenzii nr. 12.',
    });
    const upload = simulatorOf(h).findUpload(reply?.uploadIndex as string);
    expect(upload?.standard).toBe('RASP');
    expect(upload?.aboutUpload?.index).toBe(placed.uploadIndex);
    const xml = await c.client.get(`${c.base}/efactura/${reply?.id}/xml`);
    expect(xml.body).toContain('mfp:anaf:dgti:spv:reqMesaj:v1');
  });

  it('a reply failing at ANAF is failed with its reason, and retried by hand it is sent', async () => {
    const { invoiceId } = await imported({ sellerCif: freshCui() });
    simulatorOf(h).setFaults({ seed: 7, rates: { serverError: 1 } });
    try {
      const rejected = await c.client.post(`${c.invoices}/${invoiceId}/reject`, message('Cantitate greșită'));
      expect(rejected.status).toBe(200);
      expect(rejected.body.status).toBe('rejected');
      const [failed] = await replyIn(invoiceId, 'failed');
      expect(failed?.errors.length).toBeGreaterThan(0);
      expect(failed?.canRetry).toBe(true);
    } finally {
      simulatorOf(h).setFaults({ rates: {} });
    }
    const failed = (await messagesOf(invoiceId)).find((m) => m.direction === 'sent');
    const retried = await c.client.post(`${c.base}/efactura/${failed?.id}/retry`);
    // The automatic retry may have sent it already; then there is nothing left to retry.
    expect([200, 422]).toContain(retried.status);
    await replyIn(invoiceId, 'sent');
    const again = await c.client.post(`${c.base}/efactura/${failed?.id}/retry`);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('supplier-invoices.errors.efactura-reply-not-failed');

    // A rejected invoice can still be confirmed: a second message goes out.
    const confirmed = await c.client.post(`${c.invoices}/${invoiceId}/confirm`, message('Am primit marfa.'));
    expect(confirmed.body.status).toBe('confirmed');
    await expect
      .poll(async () => (await messagesOf(invoiceId)).filter((m) => m.state === 'sent').length)
      .toBe(2);
  });

  it('refuses a bad message, and confirming without an SPV connection', async () => {
    const { invoiceId } = await imported({ sellerCif: freshCui() });
    for (const body of [
      { message: '', confirmed: true },
      { message: 'x'.repeat(1001), confirmed: true },
      { message: 'Bine', confirmed: false },
      { message: 'Bine' },
    ]) {
      const answer = await c.client.post(`${c.invoices}/${invoiceId}/confirm`, body);
      expect(answer.status).toBe(422);
    }
    expect((await messagesOf(invoiceId)).filter((m) => m.direction === 'sent')).toEqual([]);

    const unconnected = await supplierCompany(h);
    const invoice = await receivedInvoice(h, unconnected);
    const refused = await unconnected.client.post(`${unconnected.invoices}/${invoice.id}/reject`, message());
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('supplier-invoices.errors.needs-einvoice-connection');
  });
});

describe('the registry list', () => {
  it('filters by direction, kind, state, partner and dates', async () => {
    const cui = freshCui();
    const { row, invoiceId } = await imported({ sellerCif: cui });
    await c.client.post(`${c.invoices}/${invoiceId}/confirm`, message());
    await replyIn(invoiceId, 'sent');
    const list = async (filters: { field: string; operator: string; value: string }[]) => {
      const answer = await c.client.get(
        `${c.base}/efactura?perPage=100&filters=${encodeURIComponent(JSON.stringify(filters))}`,
      );
      expect(answer.status).toBe(200);
      return answer.body.items as {
        id: string;
        direction: string;
        kind: string;
        state: string;
        partnerCif: string;
      }[];
    };
    const ofPartner = await list([{ field: 'partner', operator: 'eq', value: `RO${cui}` }]);
    expect(ofPartner.map((m) => [m.direction, m.kind, m.state]).sort()).toEqual([
      ['received', 'invoice', 'received'],
      ['sent', 'buyer-message', 'sent'],
    ]);
    const sent = await list([
      { field: 'partner', operator: 'eq', value: cui },
      { field: 'direction', operator: 'eq', value: 'sent' },
      { field: 'kind', operator: 'eq', value: 'buyer-message' },
      { field: 'state', operator: 'eq', value: 'sent' },
    ]);
    expect(sent).toHaveLength(1);
    const today = todayInRomania();
    const dated = await list([
      { field: 'partner', operator: 'eq', value: cui },
      { field: 'date', operator: 'gte', value: today },
      { field: 'date', operator: 'lte', value: today },
    ]);
    expect(dated.map((m) => m.id)).toContain(row.id);
    expect(await list([{ field: 'date', operator: 'lte', value: '2020-01-01' }])).toEqual([]);

    const bad = await c.client.get(
      `${c.base}/efactura?filters=${encodeURIComponent(JSON.stringify([{ field: 'state', operator: 'eq', value: 'x' }]))}`,
    );
    expect(bad.status).toBe(422);
  });

  it('needs the e-Factura permission (403) and hides other tenants’ companies (404)', async () => {
    const { row } = await imported({ sellerCif: freshCui() });
    const tenantId = (await c.client.get('/v1/auth/identity')).body.tenantId as string;
    const member = await h.createMember(tenantId, { company: { [c.companyId]: ['supplier-invoices.read'] } });
    expect((await member.client.get(`${c.base}/efactura`)).status).toBe(403);
    expect((await member.client.get(`${c.base}/efactura/${row.id}`)).status).toBe(403);
    expect((await member.client.post(`${c.base}/efactura/sync`)).status).toBe(403);
    const reader = await h.createMember(tenantId, {
      company: { [c.companyId]: ['anaf-spv.ro-e-factura.read'] },
    });
    expect((await reader.client.get(`${c.base}/efactura/${row.id}`)).status).toBe(200);
    expect((await reader.client.get(`${c.base}/efactura/${row.id}/xml`)).status).toBe(200);

    const stranger = await h.signUp();
    expect((await stranger.client.get(`${c.base}/efactura`)).status).toBe(404);
    expect((await stranger.client.get(`${c.base}/efactura/${row.id}/xml`)).status).toBe(404);
    expect((await c.client.get(`${c.base}/efactura/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });

  it('queues a sync on demand (202)', async () => {
    const queued = await c.client.post(`${c.base}/efactura/sync`);
    expect(queued.status).toBe(202);
    expect(queued.body.queued).toBe(true);
  });
});
