import { sampleCompanyPartner } from '@app/domain/partners/partner.fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import { connectSpv } from '../../testing/spv-fixture';
import {
  type InvoicingCompany,
  invoicingCompany,
  issuedInvoice,
} from '../client-invoices/client-invoices.test-setup';
import { otherConnectedCompany, simulatorOf, sync } from './efactura-inbox.test-setup';

// Sending's delays a thousand times shorter (its polls of stareMesaj).
process.env.EFACTURA_TIME_SCALE = '0.001';

let h: Harness;
let seller: InvoicingCompany;
let buyer: Awaited<ReturnType<typeof otherConnectedCompany>>;

beforeAll(async () => {
  h = await startHarness();
  seller = await invoicingCompany(h);
  await connectSpv(h, seller.client, seller.companyId);
  buyer = await otherConnectedCompany(h);
  // Registered in SPV: invoices to it land in its inbox.
  simulatorOf(h).registerCompany(buyer.cif);
  // ANAF processes a RASP upload on its own time: here at once (the reply does not poll stareMesaj).
  simulatorOf(h).setSettings({ processingMs: 0 });
}, 120_000);
afterAll(async () => {
  await h?.close();
  delete process.env.EFACTURA_TIME_SCALE;
});

/** Syncs until one new message has been imported. */
async function syncedOne(company: { companyId: string }) {
  let imported = 0;
  await expect
    .poll(
      async () => {
        imported += (await sync(h, company))?.outcomes.imported ?? 0;
        return imported;
      },
      { interval: 1000 },
    )
    .toBeGreaterThanOrEqual(1);
}

describe('a buyer message about an invoice we sent', () => {
  it('reaches the seller as a registry row linked to its client invoice, with a notification', async () => {
    // The seller invoices the buyer (both use the product) and sends it through SPV.
    const partner = await seller.client.post(
      `${seller.base}/partners`,
      sampleCompanyPartner({ name: 'Cumpărător București SRL', businessId: buyer.cif }),
    );
    expect(partner.status).toBe(201);
    const invoice = await issuedInvoice(seller, { partnerId: partner.body.id });
    expect(
      (await seller.client.post(`${seller.base}/client-invoices/${invoice.id}/efactura/send`)).status,
    ).toBe(202);
    await expect
      .poll(
        async () =>
          (await seller.client.get(`${seller.base}/client-invoices/${invoice.id}/efactura`)).body.status,
        {
          interval: 200,
        },
      )
      .toBe('accepted');

    // The buyer receives it, confirms it with a message, and the message goes out as RASP.
    // A message of the last seconds is read by a later sync (the window ends a few seconds back).
    await syncedOne(buyer);
    const rows = (await buyer.client.get(`${buyer.base}/efactura?perPage=100`)).body.items;
    const supplierInvoiceId = rows.find((row: { kind: string }) => row.kind === 'invoice').supplierInvoiceId;
    const confirmed = await buyer.client.post(
      `${buyer.base}/supplier-invoices/${supplierInvoiceId}/confirm`,
      {
        message: 'Marfa a sosit, mulțumim.',
        confirmed: true,
      },
    );
    expect(confirmed.status).toBe(200);
    await expect
      .poll(
        async () =>
          (
            await buyer.client.get(`${buyer.base}/supplier-invoices/${supplierInvoiceId}/efactura/messages`)
          ).body.map((m: { state: string }) => m.state),
        { interval: 200 },
      )
      .toContain('sent');

    // The seller's sync finds it under filter R.
    await syncedOne(seller);
    const messages = (
      await seller.client.get(
        `${seller.base}/efactura?filters=${encodeURIComponent(JSON.stringify([{ field: 'kind', operator: 'eq', value: 'buyer-message' }]))}`,
      )
    ).body.items;
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      direction: 'received',
      kind: 'buyer-message',
      state: 'received',
      clientDocumentId: invoice.id,
      messageText: 'Marfa a sosit, mulțumim.',
      hasXml: true,
    });
    const notifications = (await seller.client.get(`${seller.base}/notifications`)).body.items;
    expect(
      notifications.find((n: { type: string }) => n.type === 'client-invoices-efactura-message-received')
        ?.data,
    ).toEqual({ invoiceId: invoice.id, seriesAndNumber: invoice.seriesNumber });

    // The buyer's own reply, listed back to it under R, is matched, not imported as a message to it.
    const again = await sync(h, buyer);
    expect(again?.outcomes).toMatchObject({ imported: 0, 'kept-with-error': 0 });
    const buyerMessages = (
      await buyer.client.get(
        `${buyer.base}/efactura?filters=${encodeURIComponent(JSON.stringify([{ field: 'kind', operator: 'eq', value: 'buyer-message' }]))}`,
      )
    ).body.items;
    expect(buyerMessages.map((m: { direction: string }) => m.direction)).toEqual(['sent']);
  }, 120_000);
});
