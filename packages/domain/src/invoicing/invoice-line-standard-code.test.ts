import { describe, expect, it } from 'vitest';
import { invoiceLineInputSchema } from './invoice-line.schemas';

const line = (extra: Record<string, unknown>) => ({
  name: 'Apă minerală',
  unitCode: 'H87',
  quantity: '2',
  price: '3.5',
  vatRateId: '00000000-0000-4000-8000-000000000001',
  ...extra,
});

/** The codes each field was refused with, or null when the line parses. */
function errorsOf(extra: Record<string, unknown>): Record<string, string[]> | null {
  const parsed = invoiceLineInputSchema.safeParse(line(extra));
  if (parsed.success) return null;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    errors[path] = [...(errors[path] ?? []), issue.message];
  }
  return errors;
}

describe('a line standard code (BT-157) and its scheme (BT-157-1)', () => {
  it('keeps a code with a scheme of the ISO 6523 list, trimmed', () => {
    const parsed = invoiceLineInputSchema.parse(
      line({ standardCode: ' 5941234567890 ', standardCodeScheme: '0160' }),
    );
    expect(parsed.standardCode).toBe('5941234567890');
    expect(parsed.standardCodeScheme).toBe('0160');
  });

  it('takes an empty code and scheme as none', () => {
    const parsed = invoiceLineInputSchema.parse(line({ standardCode: ' ', standardCodeScheme: '' }));
    expect(parsed.standardCode).toBeNull();
    expect(parsed.standardCodeScheme).toBeNull();
  });

  it('asks for the scheme of a code', () => {
    expect(errorsOf({ standardCode: '5941234567890' })).toEqual({ standardCodeScheme: ['required'] });
  });

  it('refuses a scheme without a code', () => {
    expect(errorsOf({ standardCodeScheme: '0160' })).toEqual({ standardCodeScheme: ['prohibited'] });
  });

  it('refuses a scheme outside the list (an unassigned number, text)', () => {
    expect(errorsOf({ standardCode: '123', standardCodeScheme: '0092' })).toEqual({
      standardCodeScheme: ['invalid'],
    });
    expect(errorsOf({ standardCode: '123', standardCodeScheme: 'GTIN' })).toEqual({
      standardCodeScheme: ['invalid'],
    });
  });

  it('limits the code to the 200 characters CIUS-RO allows in an identifier', () => {
    expect(errorsOf({ standardCode: 'x'.repeat(200), standardCodeScheme: '0160' })).toBeNull();
    expect(errorsOf({ standardCode: 'x'.repeat(201), standardCodeScheme: '0160' })?.standardCode).toEqual([
      'max:200',
    ]);
  });
});
