import type { ClientDocument, DocumentParty } from '@app/domain/invoicing/client-document.schemas';
import { describe, expect, it } from 'vitest';
import { emptyLine, type LineFormValues } from '../../../shared/invoicing/line-form-values';
import { emptyDocumentValues } from './document-form-values';
import {
  documentInvoiceSource,
  type EInvoiceRateFacts,
  formInvoiceSource,
  type InvoiceParties,
  sourceLineOf,
  UNNUMBERED,
} from './einvoice-source';

// Rate ids are UUIDs, as the line schema checks.
const S21 = '00000000-0000-4000-8000-000000000021';
const E0 = '00000000-0000-4000-8000-00000000000e';
const O = '00000000-0000-4000-8000-00000000000f';

const RATES = new Map<string, EInvoiceRateFacts>([
  [S21, { code: 'S', value: '21.00', exemptionReasonCode: null }],
  [E0, { code: 'E', value: '0.00', exemptionReasonCode: 'VATEX-EU-132-1I' }],
  [O, { code: 'O', value: null, exemptionReasonCode: 'VATEX-EU-O' }],
]);

const party = (name: string): DocumentParty => ({
  name,
  businessId: 'RO18547290',
  personId: null,
  vatPayer: true,
  tradeRegisterNumber: null,
  address: { street: 'Str. Gării 3', city: 'Bistrița', county: 'RO-BN', postalCode: null, country: 'RO' },
  email: null,
  phone: null,
  bankAccounts: [],
});
const PARTIES: InvoiceParties = { seller: party('Seller SRL'), buyer: party('Buyer SRL') };

const line = (patch: Partial<LineFormValues>): LineFormValues => ({
  ...emptyLine(),
  name: 'Consultanță',
  quantity: '2',
  price: '100',
  vatRateId: S21,
  ...patch,
});

const values = (patch: Partial<ReturnType<typeof emptyDocumentValues>>) => ({
  ...emptyDocumentValues({ issueDate: '2026-11-02' }),
  partnerId: 'p1',
  lines: [line({})],
  ...patch,
});

const facts = { parties: PARTIES, rates: RATES, seriesNumber: 'FACT0007' };

describe('sourceLineOf', () => {
  it('reads a line as the server stores it, with its VAT rate applied', () => {
    const result = sourceLineOf(
      line({ name: '  Consultanță  ', unitCode: 'h87', baseQuantity: '', ncCode: '8471 30 00' }),
      'RON',
      RATES,
    );
    expect(result).toMatchObject({
      name: 'Consultanță',
      unitCode: 'H87',
      quantity: '2',
      baseQuantity: '1',
      price: '100',
      unitPrice: '100',
      discountPercent: null,
      vatCategory: 'S',
      vatRate: '21.00',
      exemptionReasonCode: null,
      currency: null,
      currencyRate: null,
      description: null,
      ncCode: '84713000',
    });
  });

  it('carries the exemption reason of an exempt rate, and 0 for the category without a percent', () => {
    expect(sourceLineOf(line({ vatRateId: E0 }), 'RON', RATES)).toMatchObject({
      vatCategory: 'E',
      vatRate: '0.00',
      exemptionReasonCode: 'VATEX-EU-132-1I',
    });
    expect(sourceLineOf(line({ vatRateId: O }), 'RON', RATES)).toMatchObject({
      vatCategory: 'O',
      vatRate: '0',
      exemptionReasonCode: 'VATEX-EU-O',
    });
  });

  it('prices a line written in another currency in the invoice currency', () => {
    const result = sourceLineOf(line({ price: '10', currency: 'EUR', currencyRate: '4.9765' }), 'RON', RATES);
    expect(result).toMatchObject({
      currency: 'EUR',
      currencyRate: '4.9765',
      price: '10',
      unitPrice: '49.765',
    });
    // The invoice's own currency named on the line is no other currency.
    expect(sourceLineOf(line({ currency: 'RON' }), 'RON', RATES)).toMatchObject({ currency: null });
  });

  it('leaves out a line it cannot read yet', () => {
    expect(sourceLineOf(line({ name: '' }), 'RON', RATES)).toBeNull();
    expect(sourceLineOf(line({ quantity: 'abc' }), 'RON', RATES)).toBeNull();
    expect(sourceLineOf(line({ vatRateId: '' }), 'RON', RATES)).toBeNull();
    expect(sourceLineOf(line({ currency: 'EUR', currencyRate: '' }), 'RON', RATES)).toBeNull();
  });
});

describe('formInvoiceSource', () => {
  it('turns the form values into the mapping source with the parties and the next number', () => {
    const prepared = formInvoiceSource(
      values({
        paymentTerms: '  Plata în 30 de zile  ',
        notes: '',
        contractReference: ' C-12 ',
        dueDateType: '30-days',
        discountType: 'percent',
        discountValue: '10',
      }),
      facts,
    );
    expect(prepared?.formLines).toEqual([0]);
    expect(prepared?.source).toMatchObject({
      seriesNumber: 'FACT0007',
      issueDate: '2026-11-02',
      dueDate: '2026-12-02',
      paymentTerms: 'Plata în 30 de zile',
      notes: null,
      contractReference: 'C-12',
      currency: 'RON',
      currencyRate: null,
      discountType: 'percent',
      discountValue: '10',
      taxPointDate: null,
      seller: PARTIES.seller,
      buyer: PARTIES.buyer,
    });
  });

  it('keeps the form index of each line it reads', () => {
    const prepared = formInvoiceSource(
      values({ lines: [line({ name: '' }), line({ name: 'A' }), line({ price: '' }), line({ name: 'B' })] }),
      facts,
    );
    expect(prepared?.formLines).toEqual([1, 3]);
    expect(prepared?.source.lines.map((entry) => entry.name)).toEqual(['A', 'B']);
  });

  it('uses a placeholder number when the series gives none, and only complete dates', () => {
    const prepared = formInvoiceSource(
      values({
        dueDateType: 'custom',
        dueDate: '2026-1',
        taxPointType: 'custom',
        taxPointDate: '2026-11-01',
      }),
      { ...facts, seriesNumber: null },
    );
    expect(prepared?.source.seriesNumber).toBe(UNNUMBERED);
    expect(prepared?.source.dueDate).toBeNull();
    expect(prepared?.source.taxPointDate).toBe('2026-11-01');
  });

  it('drops a discount without a usable value and keeps a foreign currency rate', () => {
    const prepared = formInvoiceSource(
      values({ discountType: 'fixed', discountValue: '', currency: 'EUR', currencyRate: '4.9765' }),
      facts,
    );
    expect(prepared?.source).toMatchObject({
      discountType: null,
      discountValue: null,
      currency: 'EUR',
      currencyRate: '4.9765',
    });
  });

  it('has nothing to check without an issue date or a line it can read', () => {
    expect(formInvoiceSource(values({ issueDate: '' }), facts)).toBeNull();
    expect(formInvoiceSource(values({ lines: [line({ name: '' })] }), facts)).toBeNull();
  });
});

describe('documentInvoiceSource', () => {
  const doc = {
    ...values({}),
    id: 'd1',
    seriesNumber: null,
    issueDate: '2026-11-02',
    dueDateType: '30-days',
    dueDate: '2026-12-02',
    seller: party('Old seller'),
    buyer: party('Old buyer'),
    lines: [],
  } as unknown as ClientDocument;

  it('is the draft as it would be issued: the confirmed date, the next number, the parties copied now', () => {
    const { source } = documentInvoiceSource(doc, {
      issueDate: '2026-11-10',
      seriesNumber: 'FACT0008',
      parties: PARTIES,
    });
    expect(source).toMatchObject({
      seriesNumber: 'FACT0008',
      issueDate: '2026-11-10',
      dueDate: '2026-12-10',
      seller: PARTIES.seller,
      buyer: PARTIES.buyer,
    });
  });

  it('falls back on the saved parties and the saved date', () => {
    const { source } = documentInvoiceSource(doc, { issueDate: '', seriesNumber: null, parties: null });
    expect(source).toMatchObject({
      seriesNumber: UNNUMBERED,
      issueDate: '2026-11-02',
      seller: { name: 'Old seller' },
      buyer: { name: 'Old buyer' },
    });
  });
});
