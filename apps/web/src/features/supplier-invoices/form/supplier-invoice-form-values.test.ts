import {
  type SupplierInvoice,
  supplierInvoiceInputSchema,
} from '@app/domain/invoicing/supplier-invoice.schemas';
import { describe, expect, it } from 'vitest';
import { emptyLine } from '../../../shared/invoicing/line-form-values';
import { emptySupplierInvoiceValues, supplierInvoiceToValues } from './supplier-invoice-form-values';

const SUPPLIER = '0b7c2f7e-8a34-4d55-9d0a-3f1f0a9c1a11';
const RATE = '2d9e4b90-ac56-4f77-9f2c-5b3b2c9e3c33';
const PRODUCT = '3eaf5ca1-bd67-4088-8a3d-6c4c3daf4d44';

const line = {
  ...emptyLine(),
  productId: PRODUCT,
  name: 'Hârtie A4',
  quantity: '10',
  unitCode: 'H87',
  price: '24.5',
  discountPercent: '5',
  vatRateId: RATE,
  partnerProductCode: 'FZ-A4-80',
};

/** A saved invoice as the server answers it, with the line above. */
function saved(patch: Partial<SupplierInvoice> = {}): SupplierInvoice {
  return {
    id: 'inv-1',
    status: 'published',
    series: 'FZ',
    number: '00123',
    seriesNumber: 'FZ 00123',
    partnerId: SUPPLIER,
    partnerName: 'Furnizor SRL',
    issueDate: '2026-03-02',
    dueDate: '2026-04-01',
    currency: 'EUR',
    currencyRate: '4.977300',
    pricesIncludeVat: false,
    notes: 'Livrare parțială',
    discountType: 'percent',
    discountValue: '10.00',
    netTotal: '0',
    vatTotal: '0',
    grossTotal: '0',
    amountDue: '0',
    paidTotal: '0',
    remaining: '0',
    paymentState: 'not-paid',
    hasAttachments: false,
    createdAt: '2026-03-02T10:00:00Z',
    efacturaMessageId: null,
    hasXml: false,
    hasSeal: false,
    hasAnafPdf: false,
    updatedAt: '2026-03-02T10:00:00Z',
    lines: [
      {
        id: 'line-1',
        productId: PRODUCT,
        name: 'Hârtie A4',
        description: null,
        unitCode: 'H87',
        quantity: '10.0000',
        baseQuantity: '1.0000',
        packagingQuantity: null,
        price: '24.5000',
        unitPrice: '24.5000',
        discountPercent: '5.00',
        vatRateId: RATE,
        vatCategory: 'S',
        vatRate: '21.00',
        exemptionReasonCode: null,
        currency: null,
        currencyRate: null,
        currencyPriceDescription: null,
        productCode: null,
        partnerProductCode: 'FZ-A4-80',
        clientAccountingReference: null,
        standardCode: null,
        standardCodeScheme: null,
        cpvCode: null,
        ncCode: null,
        isHighFiscalRisk: false,
        billingPeriodStart: null,
        billingPeriodEnd: null,
        net: '232.75',
        vat: '48.88',
        gross: '281.63',
      },
    ],
    totals: {
      lineNetTotal: '0',
      allowanceTotal: '0',
      netTotal: '0',
      vatTotal: '0',
      grossTotal: '0',
      amountDue: '0',
      breakdown: [],
    },
    attachments: [],
    abilities: { edit: null, delete: null, confirm: 'needs-einvoice-connection', reject: null, pay: null },
    ...patch,
  };
}

describe('supplier invoice form values', () => {
  it('start empty: today, RON, no due date, no lines', () => {
    const values = emptySupplierInvoiceValues('2026-03-02');
    expect(values).toMatchObject({ issueDate: '2026-03-02', currency: 'RON', dueDate: '', lines: [] });
    // Without a supplier, series, number and line, the schema names each missing field.
    const result = supplierInvoiceInputSchema.safeParse(values);
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['partnerId', 'series', 'number', 'lines']));
  });

  it('become the payload the server takes: empty texts as null, the lines as typed', () => {
    const payload = supplierInvoiceInputSchema.parse({
      ...emptySupplierInvoiceValues('2026-03-02'),
      partnerId: SUPPLIER,
      series: ' FZ ',
      number: '00123',
      lines: [line],
    });
    expect(payload).toMatchObject({
      partnerId: SUPPLIER,
      series: 'FZ',
      number: '00123',
      issueDate: '2026-03-02',
      dueDate: null,
      currency: 'RON',
      currencyRate: null,
      notes: null,
      discountType: null,
      discountValue: null,
    });
    expect(payload.lines[0]).toMatchObject({
      productId: PRODUCT,
      name: 'Hârtie A4',
      quantity: '10',
      price: '24.5',
      discountPercent: '5',
      vatRateId: RATE,
      partnerProductCode: 'FZ-A4-80',
    });
  });

  it('keep a saved invoice through the form: same payload back, decimals without padding', () => {
    const values = supplierInvoiceToValues(saved());
    expect(values).toMatchObject({
      series: 'FZ',
      number: '00123',
      dueDate: '2026-04-01',
      currencyRate: '4.9773',
      notes: 'Livrare parțială',
      discountType: 'percent',
      discountValue: '10',
    });
    expect(values.lines[0]).toMatchObject({ quantity: '10', price: '24.5', baseQuantity: '' });
    const payload = supplierInvoiceInputSchema.parse(values);
    expect(payload).toMatchObject({ currency: 'EUR', currencyRate: '4.9773', discountValue: '10' });
    expect(payload.lines[0]?.partnerProductCode).toBe('FZ-A4-80');
  });

  it('leave out a RON rate, a discount value and padding the saved invoice does not use', () => {
    const values = supplierInvoiceToValues(
      saved({
        currency: 'RON',
        currencyRate: '1.000000',
        discountType: null,
        discountValue: '0.00',
        dueDate: null,
        notes: null,
      }),
    );
    expect(values).toMatchObject({ currencyRate: '', discountValue: '', dueDate: '', notes: '' });
  });

  it('refuse a foreign currency without its rate, and a due date before the issue date', () => {
    const result = supplierInvoiceInputSchema.safeParse({
      ...supplierInvoiceToValues(saved()),
      currencyRate: '',
      dueDate: '2026-03-01',
    });
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['currencyRate', 'required'],
        ['dueDate', 'after_or_equal:issueDate'],
      ]),
    );
  });
});
