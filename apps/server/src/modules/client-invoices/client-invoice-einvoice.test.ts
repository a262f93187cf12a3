import {
  sampleBuyerParty,
  sampleClientInvoiceSource,
  samplePersonBuyerParty,
} from '@app/domain/einvoice/client-invoice-source.test-helpers';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../platform/http/errors';
import { einvoiceFindingsOf, refuseUnacceptableEInvoice, xmlFileName } from './client-invoice-einvoice';

const longTerms = 'x'.repeat(301);

/** The field errors a refusal carries, or null when the invoice is accepted. */
function refusal(source: ReturnType<typeof sampleClientInvoiceSource>) {
  try {
    refuseUnacceptableEInvoice(source);
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.errors;
  }
}

describe('e-invoice findings of a client invoice', () => {
  it('accepts a valid invoice and finds nothing fatal on it', () => {
    expect(refusal(sampleClientInvoiceSource())).toBeNull();
    expect(einvoiceFindingsOf(sampleClientInvoiceSource()).filter((f) => f.severity === 'fatal')).toEqual([]);
  });

  it('refuses a broken rule with its id under the form field', () => {
    const source = sampleClientInvoiceSource({ paymentTerms: longTerms });
    expect(Object.keys(refusal(source) ?? {})).toEqual(['paymentTerms']);
    expect(refusal(source)?.paymentTerms).toContain('BR-RO-L301');
    expect(einvoiceFindingsOf(source)).toContainEqual({
      ruleId: 'BR-RO-L301',
      severity: 'fatal',
      field: 'paymentTerms',
    });
  });

  it('checks an unnumbered draft without its number, and a numbered invoice with it', () => {
    expect(einvoiceFindingsOf(sampleClientInvoiceSource({ seriesNumber: null }))).toEqual([]);
    expect(refusal(sampleClientInvoiceSource({ seriesNumber: 'FACT' }))).toEqual({
      documentSeriesId: ['BR-RO-010'],
    });
  });

  it('puts a buyer finding on the client field', () => {
    const buyer = sampleBuyerParty();
    const source = sampleClientInvoiceSource({
      buyer: { ...buyer, address: { ...buyer.address, street: null } },
    });
    expect(Object.keys(refusal(source) ?? {})).toEqual(['partnerId']);
  });

  it('issues an invoice to a natural person without a CNP: it gets no XML, so the state rules do not apply', () => {
    const source = sampleClientInvoiceSource({
      buyer: samplePersonBuyerParty({ personId: null }),
      paymentTerms: longTerms,
    });
    expect(refusal(source)).toBeNull();
    expect(einvoiceFindingsOf(source)).toEqual([]);
  });
});

describe('XML file name', () => {
  it('is the series number in safe characters, or the issue date before there is one', () => {
    expect(xmlFileName({ seriesNumber: 'FACT 0001/B', issueDate: '2026-11-02' })).toBe('FACT_0001_B.xml');
    expect(xmlFileName({ seriesNumber: null, issueDate: '2026-11-02' })).toBe('factura-2026-11-02.xml');
  });
});
