import { describe, expect, it } from 'vitest';
import { emptyInvoiceLinesValues, emptyLine } from './line-form-values';
import { documentRuleCode } from './rule-codes';
import { routeServerErrors } from './server-errors';

// A form with a list field besides the lines (as the client invoice's bank accounts).
const values = {
  ...emptyInvoiceLinesValues('2026-03-02'),
  companyBankAccountIds: [] as string[],
  lines: [emptyLine(), emptyLine()],
};

describe('routeServerErrors', () => {
  it('puts document fields under their inputs and line fields on their lines', () => {
    const routed = routeServerErrors(
      {
        partnerId: ['exists'],
        'lines.1.price': ['min:0'],
        'lines.0.vatCategory': ['vat-o-mixed'],
        'lines.0.vatRateId': ['exists'],
        'companyBankAccountIds.1': ['exists'],
      },
      values,
    );
    expect(routed).toEqual({
      fields: {
        partnerId: ['exists'],
        'lines.1.price': ['min:0'],
        'lines.0.vatRateId': ['vat-o-mixed', 'exists'],
        companyBankAccountIds: ['exists'],
      },
      other: [],
    });
  });

  it('puts a line rule without a field of its own on the line', () => {
    expect(routeServerErrors({ 'lines.0.somethingElse': ['invalid'] }, values).fields).toEqual({
      'lines.0': ['invalid'],
    });
  });

  it('gives the discount to its value and the rest to a toast', () => {
    expect(
      routeServerErrors({ 'discount.value': ['max:10.00'], csrf: ['x'], 'lines.7.price': ['min:0'] }, values),
    ).toEqual({
      fields: { discountValue: ['max:10.00'] },
      other: ['x', 'min:0'],
    });
  });

  it('puts a rule on the whole list of lines on the lines', () => {
    expect(routeServerErrors({ lines: ['min:1'] }, { ...values, lines: [] }).fields).toEqual({
      lines: ['min:1'],
    });
  });
});

describe('documentRuleCode', () => {
  it('words a rule naming another field by its own code, and keeps dates as parameters', () => {
    expect(documentRuleCode('after_or_equal:issueDate')).toBe('after-field-issueDate');
    expect(documentRuleCode('after_or_equal:2026-11-10')).toBe('after_or_equal:2026-11-10');
    expect(documentRuleCode('max:100')).toBe('max:100');
  });
});
