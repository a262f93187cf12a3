import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom } from '../validation/rule-codes';
import { supplierInvoiceInputSchema, supplierInvoiceMessageInputSchema } from './supplier-invoice.schemas';

const id = '00000000-0000-4000-8000-000000000001';
const line = { name: 'Hârtie A4', unitCode: 'H87', quantity: '2', price: '10.50', vatRateId: id };
const valid = {
  partnerId: id,
  series: ' ab ',
  number: '0042',
  issueDate: '2026-11-02',
  dueDate: '2026-12-02',
  lines: [line],
};

const errorsOf = (input: unknown) => {
  const result = supplierInvoiceInputSchema.safeParse(input);
  return result.success ? {} : fieldErrorsFrom(result.error.issues);
};

describe('supplierInvoiceInputSchema', () => {
  it('takes a supplier invoice with the supplier series and number as written, trimmed', () => {
    const parsed = supplierInvoiceInputSchema.parse(valid);
    expect(parsed).toMatchObject({ series: 'ab', number: '0042', currency: 'RON', discountType: null });
  });

  it('requires series, number, issue date and at least one line', () => {
    expect(errorsOf({ ...valid, series: '', number: ' ', issueDate: '', lines: [] })).toEqual({
      series: ['required'],
      number: ['required'],
      issueDate: ['required'],
      lines: ['required'],
    });
  });

  it('limits series and number and refuses line breaks in them', () => {
    expect(errorsOf({ ...valid, series: 'S'.repeat(21), number: '1\n2' })).toEqual({
      series: ['max:20'],
      number: ['invalid'],
    });
  });

  it('refuses a due date before the issue date and a foreign currency without its rate', () => {
    expect(errorsOf({ ...valid, dueDate: '2026-11-01', currency: 'EUR' })).toEqual({
      dueDate: ['after_or_equal:issueDate'],
      currencyRate: ['required'],
    });
  });

  it('wants a value for a discount and at most 100 for a percent', () => {
    expect(errorsOf({ ...valid, discountType: 'fixed' })).toEqual({ discountValue: ['required'] });
    expect(errorsOf({ ...valid, discountType: 'percent', discountValue: '101' })).toEqual({
      discountValue: ['max:100'],
    });
  });
});

describe('supplierInvoiceMessageInputSchema', () => {
  it('wants a message and the ticked confirmation', () => {
    const result = supplierInvoiceMessageInputSchema.safeParse({ message: ' ', confirmed: false });
    expect(result.success ? {} : fieldErrorsFrom(result.error.issues)).toEqual({
      message: ['required'],
      confirmed: ['accepted'],
    });
    expect(
      supplierInvoiceMessageInputSchema.safeParse({ message: 'Cantitate greșită, 3 buc.', confirmed: true })
        .success,
    ).toBe(true);
  });

  it('refuses characters outside the allowed set', () => {
    const result = supplierInvoiceMessageInputSchema.safeParse({ message: 'a\u0000b', confirmed: true });
    expect(result.success).toBe(false);
  });
});
