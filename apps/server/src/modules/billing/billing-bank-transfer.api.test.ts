import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompany, removeDefaultSeries } from '../../testing/company-fixture';
import { type Harness, startHarness } from '../../testing/harness';
import type { TestClient } from '../../testing/test-client';
import {
  buySmart,
  CARDS,
  listenForWebhooks,
  payOnHostedPage,
  storedPaymentState,
} from './billing-purchases.test-setup';

const OPERATOR = 'operator.transfer@example.com';
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ operators: [OPERATOR] });
  await listenForWebhooks(h);
});
afterAll(async () => {
  await h?.close();
});

async function buyer(seed: 'clujVatPayer' | 'bucharestVatOnCollection' = 'clujVatPayer') {
  const owner = await h.signUp();
  const companyId = await addCompany(owner.client, seed);
  return { ...owner, companyId, base: `/v1/my-companies/${companyId}/billing` };
}

/** A payment as the buyer's API shows it once its invoice is issued. */
async function invoicedPayment(client: TestClient, url: string) {
  await expect.poll(async () => (await client.get(url)).body.invoiceNumber, { interval: 200 }).not.toBeNull();
  return (await client.get(url)).body;
}

describe('subscriptions paid by bank transfer and invoiced by the platform', () => {
  it('offers no bank transfer while the platform has no company to issue its proforma', async () => {
    const c = await buyer();
    expect((await c.client.get('/v1/billing/payment-methods')).body.items).toEqual(['card']);
    const refused = await buySmart(c.client, c.companyId, { paymentMethod: 'bank-transfer' });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('billing.errors.bank-transfer-unavailable');
  });

  it('issues the platform’s proforma, buys the plan when an operator marks the transfer received, and invoices it', async () => {
    const operator = await h.signUp({ email: OPERATOR });
    const platformId = await addCompany(operator.client, 'bucharestVatOnCollection');
    h.ctx.config.platformCompanyId = platformId;
    const c = await buyer();
    expect((await c.client.get('/v1/billing/payment-methods')).body.items).toEqual(['card', 'bank-transfer']);

    const renewing = await buySmart(c.client, c.companyId, {
      paymentMethod: 'bank-transfer',
      autoRenew: true,
    });
    expect(renewing.status).toBe(422);
    expect(renewing.body.errors).toEqual({ autoRenew: ['card-only'] });

    const mailsBefore = h.smtp.countTo(c.email);
    const started = await buySmart(c.client, c.companyId, { paymentMethod: 'bank-transfer' });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      method: 'bank-transfer',
      status: 'pending',
      payUrl: null,
      invoiceNumber: null,
      amount: expect.any(String),
    });
    expect(started.body.proformaNumber).toEqual(expect.any(String));
    // While it waits for the transfer, no other purchase starts.
    expect((await buySmart(c.client, c.companyId)).body.message).toBe('billing.errors.payment-in-process');

    // The proforma is the platform company's own document, to the buyer as its client, VAT included.
    const proformas = await operator.client.get(`/v1/my-companies/${platformId}/client-proformas`);
    const proforma = proformas.body.items.find(
      (item: { seriesNumber: string }) => item.seriesNumber === started.body.proformaNumber,
    );
    expect(proforma).toMatchObject({ grossTotal: started.body.amount });
    const proformaMail = await h.smtp.waitFor(c.email, mailsBefore, 90_000);
    expect(proformaMail.text).toContain(`proforma ${started.body.proformaNumber}`);
    expect(proformaMail.raw).toContain('application/pdf');
    const proformaPdf = await c.client.get(`${c.base}/payments/${started.body.id}/proforma/pdf`);
    expect(proformaPdf.status).toBe(200);
    expect(proformaPdf.headers['content-type']).toContain('application/pdf');

    // Only an operator marks it received, with the bank statement's reference.
    const url = `/v1/platform/payments/${started.body.id}/mark-received`;
    expect((await c.client.post(url, { reference: 'OP 1234' })).status).toBe(403);
    const bad = await operator.client.post(url, { reference: ' ' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ reference: ['min:3'] });
    const received = await operator.client.post(url, { reference: 'OP 1234 / 26.11.2026' });
    expect(received.status).toBe(200);
    expect(received.body).toMatchObject({ status: 'accepted', method: 'bank-transfer' });
    const again = await operator.client.post(url, { reference: 'OP 1234 / 26.11.2026' });
    expect(again.body.message).toBe('billing.errors.payment-not-pending');

    const subscriptions = await c.client.get('/v1/billing/subscriptions');
    expect(
      subscriptions.body.items.filter(
        (item: { myCompanyId: string; planCode: string }) =>
          item.myCompanyId === c.companyId && item.planCode === 'plan:invoicing-smart:monthly',
      ),
    ).toHaveLength(1);
    const audit = await operator.client.get('/v1/platform/billing-audit');
    expect(audit.body.items[0]).toMatchObject({
      action: 'bank-transfer-received',
      subjectId: started.body.id,
      details: { reference: 'OP 1234 / 26.11.2026', proforma: started.body.proformaNumber },
    });

    // The invoice follows from the proforma, issued by the platform's company and e-mailed.
    const paid = await invoicedPayment(c.client, `${c.base}/payments/${started.body.id}`);
    const invoices = await operator.client.get(`/v1/my-companies/${platformId}/client-invoices`);
    const invoice = invoices.body.items.find(
      (item: { seriesNumber: string }) => item.seriesNumber === paid.invoiceNumber,
    );
    expect(invoice).toMatchObject({ status: 'published', grossTotal: started.body.amount });
    const issued = await operator.client.get(`/v1/my-companies/${platformId}/client-invoices/${invoice.id}`);
    expect(issued.body.proformaId).toBe(proforma.id);
    const invoiceMail = await h.smtp.waitFor(c.email, mailsBefore + 1, 90_000);
    expect(invoiceMail.text).toContain(`factura ${paid.invoiceNumber}`);
    expect(invoiceMail.raw).toContain('application/pdf');
    const pdf = await c.client.get(`${c.base}/payments/${started.body.id}/invoice/pdf`);
    expect(pdf.status).toBe(200);
    // Another company's buyer cannot read it.
    const other = await buyer('bucharestVatOnCollection');
    expect((await other.client.get(`${other.base}/payments/${started.body.id}/invoice/pdf`)).status).toBe(
      404,
    );
  });

  it('keeps why the platform could not invoice, and issues the invoice once its set-up is mended', async () => {
    const operator = await h.signUp();
    const platformId = await addCompany(operator.client, 'clujVatPayer');
    h.ctx.config.platformCompanyId = platformId;
    await removeDefaultSeries(operator.client, platformId);
    const c = await buyer('bucharestVatOnCollection');
    const started = await buySmart(c.client, c.companyId);
    expect((await payOnHostedPage(started.body.payUrl, CARDS.ok)).status).toBe(303);
    await storedPaymentState(h, started.body.id, 'accepted');
    const failure = async () =>
      (
        await h.ctx.database.pool.query('select invoice_failure from subscription_payments where id = $1', [
          started.body.id,
        ])
      ).rows[0]?.invoice_failure;
    await expect.poll(failure, { interval: 200 }).toBe('no client-invoice series');

    const series = await operator.client.post(`/v1/my-companies/${platformId}/document-series`, {
      type: 'client-invoice',
      prefix: 'ABO',
      startDate: '2024-01-01',
      startIndex: '0001',
    });
    expect(series.status).toBe(201);
    // The sweep comes back to it once it has stood a while.
    const later = new Date(Date.now() + 10 * 60_000);
    expect((await h.app.billingReconcile.sweep(later)).invoicesRetried).toBeGreaterThanOrEqual(1);
    const paid = (await c.client.get(`${c.base}/payments/${started.body.id}`)).body;
    expect(paid.invoiceNumber).toBe('ABO0001');
    expect(await failure()).toBeNull();
  });

  it('invoices a card payment too, once, whatever way it completes', async () => {
    const operator = await h.signUp();
    h.ctx.config.platformCompanyId = await addCompany(operator.client, 'clujVatPayer');
    const c = await buyer('bucharestVatOnCollection');
    const started = await buySmart(c.client, c.companyId);
    expect((await payOnHostedPage(started.body.payUrl, CARDS.ok)).status).toBe(303);
    await storedPaymentState(h, started.body.id, 'accepted');
    const paid = await invoicedPayment(c.client, `${c.base}/payments/${started.body.id}`);
    expect(paid.proformaNumber).toBeNull();
    // A webhook delivered again issues no second invoice.
    const simulator = h.app.payments.simulator?.simulator;
    if (!simulator) throw new Error('the in-process payment simulator is needed');
    const completed = simulator.events().filter((event) => event.type === 'checkout.session.completed');
    expect(await simulator.resendEvent(completed.at(-1)?.id ?? '')).toBe(200);
    const invoices = await operator.client.get(
      `/v1/my-companies/${h.ctx.config.platformCompanyId}/client-invoices`,
    );
    expect(invoices.body.items).toHaveLength(1);
    expect(invoices.body.items[0]).toMatchObject({
      seriesNumber: paid.invoiceNumber,
      grossTotal: paid.amount,
    });
  });
});
