import { sampleBuyerParty, sampleSellerParty } from '@app/domain/einvoice/client-invoice-source.test-helpers';
import { eInvoiceOfClientInvoice } from '@app/domain/einvoice/from-client-invoice';
import { describe, expect, it } from 'vitest';
import { emptyLine, type LineFormValues } from '../../../shared/invoicing/line-form-values';
import { emptyDocumentValues } from './document-form-values';
import { eInvoiceFindingsOf, fatalOnly } from './einvoice-findings';
import { type EInvoiceRateFacts, formInvoiceSource } from './einvoice-source';

// The form's own values through the real mapping and the real rules: what the user sees live.
const S21 = '00000000-0000-4000-8000-000000000021';
const RATES = new Map<string, EInvoiceRateFacts>([
  [S21, { code: 'S', value: '21.00', exemptionReasonCode: null }],
]);
const PARTIES = { seller: sampleSellerParty(), buyer: sampleBuyerParty() };

const line = (patch: Partial<LineFormValues> = {}): LineFormValues => ({
  ...emptyLine(),
  name: 'Consultanță IT',
  quantity: '2',
  price: '100',
  vatRateId: S21,
  ...patch,
});
const values = (patch: Partial<ReturnType<typeof emptyDocumentValues>> = {}) => ({
  ...emptyDocumentValues({ issueDate: '2026-11-02' }),
  partnerId: '00000000-0000-4000-8000-0000000000aa',
  lines: [line()],
  ...patch,
});
const prepare = (patch: Partial<ReturnType<typeof emptyDocumentValues>> = {}) => {
  const prepared = formInvoiceSource(values(patch), {
    parties: PARTIES,
    rates: RATES,
    seriesNumber: 'FACT0001',
  });
  if (!prepared) throw new Error('nothing to check');
  return prepared;
};

describe('live e-Factura checks of the invoice form', () => {
  it('maps the form invoice as the server would issue it', () => {
    const invoice = eInvoiceOfClientInvoice(prepare({ paymentTerms: 'Plata în 30 de zile' }).source);
    expect(invoice.id).toBe('FACT0001');
    expect(invoice.paymentTerms).toBe('Plata în 30 de zile');
    expect(invoice.lines).toHaveLength(1);
    expect(invoice.totals.payable).toBe('242.00');
  });

  it('finds nothing fatal in a plain invoice', () => {
    expect(fatalOnly(eInvoiceFindingsOf(prepare()) ?? [])).toEqual([]);
  });

  it('finds payment terms beyond the 300 characters CIUS-RO allows on the payment terms field', () => {
    const findings = eInvoiceFindingsOf(prepare({ paymentTerms: 'x'.repeat(301) })) ?? [];
    expect(findings).toContainEqual({ ruleId: 'BR-RO-L301', severity: 'fatal', field: 'paymentTerms' });
    expect(fatalOnly(eInvoiceFindingsOf(prepare({ paymentTerms: 'x'.repeat(300) })) ?? [])).toEqual([]);
  });
});
