import { describe, expect, it } from 'vitest';
import { GENERIC_RULE_MESSAGE, ruleMessage } from './rule-messages';

describe('ruleMessage', () => {
  it('maps plain codes to their own key', () => {
    expect(ruleMessage('required')).toEqual({ key: 'validation.required' });
    expect(ruleMessage('email')).toEqual({ key: 'validation.email' });
    expect(ruleMessage('password.uncompromised')).toEqual({ key: 'validation.password.uncompromised' });
    expect(ruleMessage('auth.failed')).toEqual({ key: 'validation.auth.failed' });
    expect(ruleMessage('invalid_characters')).toEqual({ key: 'validation.invalid_characters' });
  });

  it('passes the number of numeric rules as n', () => {
    expect(ruleMessage('max:50')).toEqual({ key: 'validation.max', params: { n: 50 } });
    expect(ruleMessage('min:8')).toEqual({ key: 'validation.min', params: { n: 8 } });
    expect(ruleMessage('digits:6')).toEqual({ key: 'validation.digits', params: { n: 6 } });
    expect(ruleMessage('gt:0')).toEqual({ key: 'validation.gt', params: { n: 0 } });
  });

  it('words the bounds of a number field as values, not lengths', () => {
    const numeric = { numeric: true };
    expect(ruleMessage('min:0', numeric)).toEqual({ key: 'validation.min-value', params: { n: 0 } });
    expect(ruleMessage('max:9999999.99', numeric)).toEqual({
      key: 'validation.max-value',
      params: { n: 9999999.99 },
    });
    expect(ruleMessage('gt:0', numeric)).toEqual({ key: 'validation.gt', params: { n: 0 } });
    expect(ruleMessage('min:0')).toEqual({ key: 'validation.min', params: { n: 0 } });
    expect(ruleMessage('decimal:0-6', numeric)).toEqual({ key: 'validation.decimal', params: { n: 6 } });
    expect(ruleMessage('decimal:2')).toEqual({ key: 'validation.decimal', params: { n: 2 } });
  });

  it('gives each validator its own text', () => {
    expect(ruleMessage('cui.check-digit')).toEqual({ key: 'validation.cui.check-digit' });
    expect(ruleMessage('cnp.check-digit')).toEqual({ key: 'validation.cnp.check-digit' });
    expect(ruleMessage('iban.checksum')).toEqual({ key: 'validation.iban.checksum' });
    expect(ruleMessage('code.wrong')).toEqual({ key: 'validation.code.wrong' });
    expect(ruleMessage('expired')).toEqual({ key: 'validation.expired' });
  });

  it('passes the other field of "same"', () => {
    expect(ruleMessage('same:password')).toEqual({ key: 'validation.same', params: { field: 'password' } });
  });

  it('falls back to the generic text for unknown or malformed codes', () => {
    expect(ruleMessage('something.new')).toBe(GENERIC_RULE_MESSAGE);
    expect(ruleMessage('max:abc')).toBe(GENERIC_RULE_MESSAGE);
    expect(ruleMessage('regex:^a$')).toBe(GENERIC_RULE_MESSAGE);
    expect(ruleMessage('')).toBe(GENERIC_RULE_MESSAGE);
  });
});
