import { sampleCompanyPartner } from '@app/domain/partners/partner.fixtures';
import { todayInRomania } from '@app/domain/validators/iso-date';
import { expect } from 'vitest';
import type { SeedCompany } from '../../testing/company-fixture';
import type { Harness } from '../../testing/harness';
import { connectSpv } from '../../testing/spv-fixture';
import type { TestClient } from '../../testing/test-client';
import { CARDS, payOnHostedPage } from '../billing/billing-purchases.test-setup';
import { type InvoicingCompany, invoicingCompany } from '../client-invoices/client-invoices.test-setup';

/** A company with the e-Transport module: connected to SPV, add-on activated; a client and an organizer. */
export type EtransportCompany = InvoicingCompany & { organizerId: string; supplierId: string; et: string };

export async function etransportCompany(
  h: Harness,
  activate = true,
  seed: SeedCompany = 'clujVatPayer',
): Promise<EtransportCompany> {
  const company = await invoicingCompany(h, seed);
  await connectSpv(h, company.client, company.companyId);
  const organizer = await company.client.post(
    `${company.base}/partners`,
    sampleCompanyPartner({ name: 'Transcom Rapid SRL', businessId: '14399840', role: 'supplier' }),
  );
  const supplier = await company.client.post(
    `${company.base}/partners`,
    sampleCompanyPartner({ name: 'Furnizorul Nord SRL', businessId: '18547290', role: 'supplier' }),
  );
  if (organizer.status !== 201 || supplier.status !== 201) throw new Error('partners not created');
  const et = `${company.base}/etransport`;
  if (activate) {
    await activateModule(company.client, et, company.base);
  }
  return { ...company, organizerId: organizer.body.id, supplierId: supplier.body.id, et };
}

export const productLine = (extra: Record<string, unknown> = {}) => ({
  productName: 'Ciment Portland 40 kg',
  operationType: 101,
  quantity: '10',
  measurementUnitCode: 'H87',
  price: '25.5',
  productEuCnClassificationCode: '25232900',
  netWeight: '400',
  grossWeight: '410',
  ...extra,
});

/** A national sale from the company's own address to the client's (both main addresses). */
export const saleDeclaration = (company: EtransportCompany, extra: Record<string, unknown> = {}) => ({
  transportRole: 'client',
  partnerId: company.partnerId,
  currencyCode: 'RON',
  deliveryDate: todayInRomania(),
  deliveryPartnerId: company.organizerId,
  operationType: 30,
  myCompanyDeliveryAddressId: company.companyId,
  partnerDeliveryAddressId: company.partnerId,
  startAddressType: 'location',
  endAddressType: 'location',
  deliveryVehicleRegistrationNumber: 'CJ12ABC',
  products: [productLine(), productLine({ productName: 'Var hidratat 20 kg', quantity: '5' })],
  transportDocuments: [{ type: 10, number: 'CMR-1', date: todayInRomania() }],
  ...extra,
});

/** Waits until ANAF's processing of the row's last send is over, and returns the row. */
export async function settledItem(company: EtransportCompany, id: string) {
  await expect
    .poll(async () => (await company.client.get(`${company.et}/${id}`)).body.state, {
      interval: 200,
    })
    .not.toBe('pending');
  return (await company.client.get(`${company.et}/${id}`)).body;
}

/** Creates a declaration, sends it and waits for ANAF's acceptance. */
export async function acceptedDeclaration(company: EtransportCompany, extra: Record<string, unknown> = {}) {
  const created = await company.client.post(`${company.et}/declarations`, saleDeclaration(company, extra));
  if (created.status !== 201) throw new Error(`not created: ${JSON.stringify(created.body)}`);
  const sent = await company.client.post(`${company.et}/${created.body.id}/send-to-etransport`);
  if (sent.status !== 202) throw new Error(`not sent: ${JSON.stringify(sent.body)}`);
  return settledItem(company, created.body.id);
}

/** Buys the module for a month by card on the provider's page; the payment is read back as accepted. */
export async function activateModule(client: TestClient, et: string, base: string) {
  const started = await client.post(`${et}/activate`, { period: 'monthly', acceptTerms: true });
  if (started.status !== 201) throw new Error(`not activated: ${JSON.stringify(started.body)}`);
  const paid = await payOnHostedPage(started.body.payUrl, CARDS.ok);
  if (paid.status !== 303) throw new Error(`not paid: ${paid.status} ${paid.html}`);
  const payment = await client.get(`${base}/billing/payments/${started.body.id}`);
  if (payment.body.status !== 'accepted') throw new Error(`payment ${JSON.stringify(payment.body)}`);
  return started.body;
}
