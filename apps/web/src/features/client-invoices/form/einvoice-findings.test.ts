import type { EInvoiceFinding } from '@app/domain/einvoice/rules/check-einvoice';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormFinding } from '../../../shared/invoicing/einvoice-finding-types';
import { eInvoiceFindingsOf, fatalOnly, formFieldOf, placeFindings } from './einvoice-findings';
import type { FormInvoiceSource } from './einvoice-source';

// The mapping and the rules are the domain's (tested there): here, what the form does with them.
const domain = vi.hoisted(() => ({
  findings: [] as EInvoiceFinding[],
  mappingFails: false,
  blocked: false,
}));
vi.mock('@app/domain/einvoice/from-client-invoice', () => ({
  clientInvoiceXmlBlocker: () => (domain.blocked ? 'client-without-cnp' : null),
  eInvoiceOfClientInvoice: () => {
    if (domain.mappingFails) throw new Error('cannot map');
    return {};
  },
}));
vi.mock('@app/domain/einvoice/rules/check-einvoice', () => ({ checkEInvoice: () => domain.findings }));
vi.mock('@app/domain/einvoice/client-invoice-fields', () => ({
  clientInvoiceFieldOf: (location: string) =>
    location.startsWith('buyer.')
      ? 'partnerId'
      : location.startsWith('seller.')
        ? 'seller'
        : location === 'paymentTerms'
          ? 'paymentTerms'
          : (/^lines\.(\d+)\.item\.(name|vatCategory)$/.exec(location)?.slice(1).join('.') ?? '').replace(
              /^/,
              /^lines/.test(location) ? 'lines.' : '',
            ),
}));

const prepared = { source: {}, formLines: [1, 3] } as unknown as FormInvoiceSource;
const finding = (ruleId: string, location: string, severity: 'fatal' | 'warning' = 'fatal') => ({
  ruleId,
  location,
  severity,
});

beforeEach(() => {
  domain.findings = [];
  domain.mappingFails = false;
  domain.blocked = false;
});

describe('formFieldOf', () => {
  it('gives a line finding the form index of its line, and its VAT category the VAT rate field', () => {
    expect(formFieldOf('lines.0.item.name', [1, 3])).toBe('lines.1.name');
    expect(formFieldOf('lines.1.item.vatCategory', [1, 3])).toBe('lines.3.vatRateId');
    expect(formFieldOf('buyer.address.city', [1, 3])).toBe('partnerId');
    expect(formFieldOf('paymentTerms', [])).toBe('paymentTerms');
  });

  it('puts a line the form no longer has on the document', () => {
    expect(formFieldOf('lines.5.item.name', [1, 3])).toBe('');
  });
});

describe('eInvoiceFindingsOf', () => {
  it('runs the checks and names each finding by its form field, once per rule and field', () => {
    domain.findings = [
      finding('BR-RO-L301', 'paymentTerms'),
      finding('BR-RO-110', 'buyer.address.city'),
      finding('BR-RO-110', 'buyer.address.street'),
      finding('BR-RO-L101', 'lines.1.item.name', 'warning'),
    ];
    expect(eInvoiceFindingsOf(prepared)).toEqual([
      { ruleId: 'BR-RO-L301', severity: 'fatal', field: 'paymentTerms' },
      { ruleId: 'BR-RO-110', severity: 'fatal', field: 'partnerId' },
      { ruleId: 'BR-RO-L101', severity: 'warning', field: 'lines.3.name' },
    ]);
  });

  it('applies no rule to an invoice that is never sent (a client without a CNP)', () => {
    domain.findings = [finding('BR-RO-L301', 'paymentTerms')];
    domain.blocked = true;
    expect(eInvoiceFindingsOf(prepared)).toEqual([]);
  });

  it('answers nothing (never an error) while the invoice cannot be mapped', () => {
    domain.mappingFails = true;
    expect(eInvoiceFindingsOf(prepared)).toBeNull();
  });
});

describe('placeFindings', () => {
  const found = (ruleId: string, field: string, severity: 'fatal' | 'warning' = 'fatal'): FormFinding => ({
    ruleId,
    field,
    severity,
  });

  it('puts each finding under its field, on its line, or in the general alert', () => {
    const placed = placeFindings([
      found('BR-RO-L301', 'paymentTerms'),
      found('BR-RO-110', 'partnerId'),
      found('BR-RO-L101', 'lines.2.name'),
      found('BR-16', 'lines.2'),
      found('BR-CO-09', 'seller'),
      found('BR-CO-26', ''),
      found('BR-61', 'companyBankAccountIds.1'),
      found('BR-XX', 'qrCodeText'),
    ]);
    expect([...placed.fields.keys()]).toEqual(['paymentTerms', 'partnerId', 'companyBankAccountIds']);
    expect(placed.lines.get(2)?.map((entry) => [entry.field, entry.finding.ruleId])).toEqual([
      ['name', 'BR-RO-L101'],
      ['', 'BR-16'],
    ]);
    expect(placed.general.map((entry) => entry.ruleId)).toEqual(['BR-CO-09', 'BR-CO-26', 'BR-XX']);
  });

  it('keeps only what blocks publication', () => {
    expect(fatalOnly([found('A', ''), found('B', '', 'warning')]).map((entry) => entry.ruleId)).toEqual([
      'A',
    ]);
  });
});
