import { describe, expect, it } from 'vitest';
import { assertKnownCompanyId, InvalidCompanyIdError, resolveSelectedCompanyId } from './company-resolution';

const companies = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

describe('resolveSelectedCompanyId', () => {
  it('prefers the query parameter', () => {
    expect(resolveSelectedCompanyId(companies, 'c', 'b')).toBe('c');
  });

  it('falls back to the stored choice', () => {
    expect(resolveSelectedCompanyId(companies, null, 'b')).toBe('b');
    expect(resolveSelectedCompanyId(companies, '', 'b')).toBe('b');
  });

  it('falls back to the first company', () => {
    expect(resolveSelectedCompanyId(companies, null, null)).toBe('a');
  });

  it('skips ids the user does not have', () => {
    expect(resolveSelectedCompanyId(companies, 'zzz', 'b')).toBe('b');
    expect(resolveSelectedCompanyId(companies, 'zzz', 'yyy')).toBe('a');
  });

  it('is null without companies', () => {
    expect(resolveSelectedCompanyId([], 'a', 'b')).toBeNull();
  });
});

describe('assertKnownCompanyId', () => {
  it('accepts a company of the user and refuses any other', () => {
    expect(() => assertKnownCompanyId(companies, 'b')).not.toThrow();
    expect(() => assertKnownCompanyId(companies, 'x')).toThrow(InvalidCompanyIdError);
    expect(() => assertKnownCompanyId(companies, 'x')).toThrow('Invalid company id');
  });
});
