import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { xmlFileName, xmlRefusalKey } from './xml-actions';

describe('xml actions', () => {
  it('names the file after the invoice number', () => {
    expect(xmlFileName('FACT 0007/B', 'abc')).toBe('FACT-0007-B.xml');
    expect(xmlFileName(null, '0123456789')).toBe('invoice-01234567.xml');
  });

  it('reads why the server refused the XML', () => {
    const refused = new ApiError(422, {
      message: 'client-invoices.errors.xml-client-without-cnp',
      errors: {},
    });
    expect(xmlRefusalKey(refused)).toBe('client-invoices.errors.xml-client-without-cnp');
    expect(xmlRefusalKey(new ApiError(422, { message: 'other.text' }))).toBeNull();
    expect(xmlRefusalKey(new ApiError(500, { message: 'client-invoices.errors.x' }))).toBeNull();
    expect(xmlRefusalKey(new Error('x'))).toBeNull();
  });
});
