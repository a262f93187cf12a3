import {
  type ClientDocument,
  clientDocumentInputSchema,
} from '@app/domain/invoicing/client-document.schemas';
import { describe, expect, it } from 'vitest';
import { emptyLine, trimDecimal } from '../../../shared/invoicing/line-form-values';
import { documentToValues, emptyDocumentValues } from './document-form-values';

const PARTNER = '0b7c2f7e-8a34-4d55-9d0a-3f1f0a9c1a11';
const SERIES = '1c8d3a8f-9b45-4e66-8e1b-4a2a1b8d2b22';
const RATE = '2d9e4b90-ac56-4f77-9f2c-5b3b2c9e3c33';

const party = {
  name: 'X',
  businessId: null,
  personId: null,
  vatPayer: true,
  tradeRegisterNumber: null,
  address: { street: null, city: null, county: null, postalCode: null, country: 'RO' },
  email: null,
  phone: null,
  bankAccounts: [],
};

/** A saved invoice as the server answers it. */
function savedDocument(patch: Partial<ClientDocument> = {}): ClientDocument {
  const filled = emptyDocumentValues({ issueDate: '2026-03-02' });
  return {
    ...filled,
    id: 'doc-1',
    kind: 'invoice',
    status: 'draft',
    number: null,
    seriesNumber: null,
    partnerId: PARTNER,
    partnerName: 'Client SRL',
    documentSeriesId: SERIES,
    dueDate: '2026-04-01',
    paymentTerms: null,
    currencyRate: null,
    contactId: null,
    deliveryAddressId: null,
    notes: 'Mulțumim!',
    footerNotes: null,
    paymentIdentifier: null,
    qrCodeText: null,
    projectReference: 'P-1',
    purchaseOrderReference: null,
    salesOrderReference: null,
    receivingAdviceReference: null,
    despatchAdviceReference: null,
    contractReference: null,
    tenderReference: null,
    invoicedObjectIdentifier: null,
    previousInvoiceNumber: null,
    previousInvoiceDate: null,
    billingPeriodStart: null,
    billingPeriodEnd: null,
    taxPointDate: null,
    beneficiaryName: null,
    beneficiaryBusinessId: null,
    deliveryDate: null,
    discountType: 'percent',
    discountValue: '10.00',
    proformaId: null,
    seller: party,
    buyer: party,
    lines: [
      {
        id: 'line-1',
        productId: null,
        name: 'Consultanță',
        description: null,
        unitCode: 'HUR',
        quantity: '2.0000',
        baseQuantity: '1.0000',
        packagingQuantity: null,
        price: '150.5000',
        unitPrice: '150.5',
        discountPercent: null,
        vatRateId: RATE,
        vatCategory: 'S',
        vatRate: '21.00',
        exemptionReasonCode: null,
        currency: null,
        currencyRate: null,
        currencyPriceDescription: null,
        productCode: null,
        partnerProductCode: null,
        clientAccountingReference: null,
        standardCode: '5941234567890',
        standardCodeScheme: '0160',
        cpvCode: null,
        ncCode: null,
        isHighFiscalRisk: false,
        billingPeriodStart: null,
        billingPeriodEnd: null,
        net: '301.00',
        vat: '63.21',
        gross: '364.21',
      },
    ],
    totals: {
      lineNetTotal: '301.00',
      allowanceTotal: '30.10',
      chargeTotal: '0.00',
      netTotal: '270.90',
      vatTotal: '56.89',
      vatTotalRon: null,
      grossTotal: '327.79',
      prepaid: '0.00',
      rounding: '0.00',
      amountDue: '327.79',
      breakdown: [],
      allowances: [],
    },
    paidTotal: '0.00',
    remaining: '327.79',
    paymentState: null,
    refunds: null,
    refundedBy: null,
    proforma: null,
    invoice: null,
    publishedAt: null,
    createdAt: '2026-03-02T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    warnings: [],
    ...patch,
  };
}

describe('document form values', () => {
  it('a new document is dated, due in 30 days, in RON and not yet valid without client and lines', () => {
    const values = emptyDocumentValues({ issueDate: '2026-03-02', documentSeriesId: SERIES });
    expect(values).toMatchObject({ issueDate: '2026-03-02', dueDateType: '30-days', currency: 'RON' });
    const result = clientDocumentInputSchema.safeParse(values);
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['partnerId', 'lines']));
  });

  it('a filled form parses into the payload the API takes', () => {
    const values = {
      ...emptyDocumentValues({ issueDate: '2026-03-02', documentSeriesId: SERIES }),
      partnerId: PARTNER,
      discountType: 'percent' as const,
      discountValue: '10',
      lines: [{ ...emptyLine(), name: 'Consultanță', quantity: '2', price: '150.5', vatRateId: RATE }],
    };
    const payload = clientDocumentInputSchema.parse(values);
    expect(payload).toMatchObject({
      partnerId: PARTNER,
      documentSeriesId: SERIES,
      contactId: null,
      notes: null,
      dueDate: null,
      currencyRate: null,
      discountValue: '10',
    });
    expect(payload.lines[0]).toMatchObject({
      productId: null,
      quantity: '2',
      price: '150.5',
      baseQuantity: '1',
      currency: null,
      unitCode: 'H87',
    });
  });

  it('a saved document comes back as the values that saved it', () => {
    const values = documentToValues(savedDocument());
    expect(values).toMatchObject({
      partnerId: PARTNER,
      dueDate: '',
      notes: 'Mulțumim!',
      projectReference: 'P-1',
      discountType: 'percent',
      discountValue: '10',
      contactId: '',
    });
    expect(values.lines[0]).toMatchObject({
      quantity: '2',
      baseQuantity: '',
      price: '150.5',
      productId: '',
      standardCode: '5941234567890',
      standardCodeScheme: '0160',
    });
    const payload = clientDocumentInputSchema.parse(values);
    expect(payload.lines[0]?.price).toBe('150.5');
    expect(payload.lines[0]).toMatchObject({ standardCode: '5941234567890', standardCodeScheme: '0160' });
    expect(payload.discountType).toBe('percent');
  });

  it('keeps a typed due date, drops a derived one, and the rate only for another currency', () => {
    expect(documentToValues(savedDocument({ dueDateType: 'custom', dueDate: '2026-05-05' })).dueDate).toBe(
      '2026-05-05',
    );
    expect(documentToValues(savedDocument({ currency: 'EUR', currencyRate: '5.081200' })).currencyRate).toBe(
      '5.0812',
    );
  });

  it('keeps the warehouse an invoice unloads from; none is null in the payload', () => {
    const WAREHOUSE = '3e0f5ca1-bd67-4a88-8a3d-6c4c3dafe444';
    const values = documentToValues(savedDocument({ warehouseId: WAREHOUSE }));
    expect(values.warehouseId).toBe(WAREHOUSE);
    expect(clientDocumentInputSchema.parse(values).warehouseId).toBe(WAREHOUSE);
    const none = documentToValues(savedDocument({ warehouseId: null }));
    expect(none.warehouseId).toBe('');
    expect(clientDocumentInputSchema.parse(none).warehouseId).toBeNull();
  });

  it('trims the padding zeros of stored decimals exactly', () => {
    expect(trimDecimal('1.250000')).toBe('1.25');
    expect(trimDecimal('12.0000')).toBe('12');
    expect(trimDecimal('100')).toBe('100');
  });
});
