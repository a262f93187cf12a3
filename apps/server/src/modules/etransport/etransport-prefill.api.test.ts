import { todayInRomania } from '@app/domain/validators/iso-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import { issuedInvoice, line } from '../client-invoices/client-invoices.test-setup';
import { stockCompany, stockDocument, stockLine } from '../stock-documents/stock-documents.test-setup';
import { type EtransportCompany, etransportCompany } from './etransport.test-setup';

let h: Harness;
let company: EtransportCompany;

beforeAll(async () => {
  h = await startHarness();
  company = await etransportCompany(h);
}, 120_000);
afterAll(async () => h?.close());

const product = async (body: Record<string, unknown>) => {
  const created = await company.client.post(`${company.base}/products`, {
    isService: false,
    measurementUnitCode: 'H87',
    vatRateId: company.rates['21'],
    ...body,
  });
  expect(created.status).toBe(201);
  return created.body.id as string;
};

describe('a declaration made from a client invoice', () => {
  it('takes the client, the goods with their catalogue facts and the invoice as transport document', async () => {
    const cement = await product({
      name: 'Ciment 40 kg',
      euCnClassificationCode: '2523 29 00',
      netWeight: '40',
      grossWeight: '40.2',
    });
    const lime = await product({ name: 'Var 20 kg' });
    const service = await product({ name: 'Transport', isService: true });
    const invoice = await issuedInvoice(company, {
      lines: [
        line(company, { productId: cement, name: 'Ciment 40 kg', quantity: '10', price: '30' }),
        line(company, { productId: lime, name: 'Var 20 kg', quantity: '4', price: '12.5' }),
        line(company, { productId: service, name: 'Transport', quantity: '1', price: '100' }),
      ],
    });
    const prefill = await company.client.get(
      `${company.et}/prefill?source=client-invoice&documentId=${invoice.id}`,
    );
    expect(prefill.status).toBe(200);
    expect(prefill.body).toMatchObject({
      transportRole: 'client',
      partnerId: company.partnerId,
      operationType: 30,
      myCompanyDeliveryAddressId: company.companyId,
      partnerDeliveryAddressId: company.partnerId,
      startAddressType: 'location',
      endAddressType: 'location',
      transportDocuments: [{ type: 20, number: invoice.seriesNumber, date: invoice.issueDate }],
    });
    expect(prefill.body.products).toEqual([
      expect.objectContaining({
        productId: cement,
        productName: 'Ciment 40 kg',
        operationType: 101,
        quantity: '10',
        price: '30',
        productEuCnClassificationCode: '25232900',
        netWeight: '40',
        grossWeight: '40.2',
      }),
      expect.objectContaining({ productId: lime, productEuCnClassificationCode: null, netWeight: null }),
    ]);

    // What the catalogue lacked is typed once: the declaration is accepted and the product keeps it.
    const body = {
      ...prefill.body,
      deliveryPartnerId: company.organizerId,
      deliveryVehicleRegistrationNumber: 'CJ10XYZ',
      products: prefill.body.products.map((entry: Record<string, unknown>) =>
        entry.productId === lime
          ? { ...entry, productEuCnClassificationCode: '25221000', netWeight: '20', grossWeight: '20.1' }
          : entry,
      ),
    };
    const created = await company.client.post(`${company.et}/declarations`, body);
    expect(created.status).toBe(201);
    expect(created.body.declaration.deliveryDate).toBe(todayInRomania());
    const remembered = await company.client.get(`${company.base}/products/${lime}`);
    expect(remembered.body).toMatchObject({ euCnClassificationCode: '25221000' });
    expect(Number(remembered.body.netWeight)).toBe(20);
    const again = await company.client.get(
      `${company.et}/prefill?source=client-invoice&documentId=${invoice.id}`,
    );
    expect(again.body.products[1]).toMatchObject({
      productEuCnClassificationCode: '25221000',
      grossWeight: expect.stringMatching(/^20\.1/),
    });
  });

  it('answers 404 for a document of another kind or company, 422 for an unknown source', async () => {
    const missing = await company.client.get(
      `${company.et}/prefill?source=goods-despatch-advice&documentId=00000000-0000-4000-8000-000000000001`,
    );
    expect(missing.status).toBe(404);
    const bad = await company.client.get(`${company.et}/prefill?source=receipt&documentId=x`);
    expect(bad.status).toBe(422);
  });
});

describe('a declaration made from a goods despatch advice', () => {
  it('takes the advice as delivery note, its client and its goods', async () => {
    const stock = await stockCompany(h);
    await stockDocument(stock, 'goods-receipt-note', { lines: [stockLine(stock, { quantity: '100' })] });
    const advice = await stockDocument(stock, 'client-goods-despatch-advice', {
      lines: [stockLine(stock, { quantity: '12', price: '3' })],
    });
    const prefill = await stock.client.get(
      `${stock.base}/etransport/prefill?source=goods-despatch-advice&documentId=${advice.id}`,
    );
    expect(prefill.status).toBe(200);
    expect(prefill.body).toMatchObject({
      partnerId: stock.partnerId,
      operationType: 30,
      transportDocuments: [{ type: 30, number: advice.seriesNumber, date: advice.issueDate }],
    });
    expect(prefill.body.products).toEqual([
      expect.objectContaining({
        productId: stock.apaId,
        productName: 'Apă plată 0,5 l',
        quantity: '12',
        price: '3',
      }),
    ]);
    // An invoice id is not a despatch advice.
    const wrongKind = await stock.client.get(
      `${stock.base}/etransport/prefill?source=client-invoice&documentId=${advice.id}`,
    );
    expect(wrongKind.status).toBe(404);
  });
});
