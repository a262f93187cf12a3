import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, normaliseEmail } from './email';

describe('normaliseEmail', () => {
  it('trims and lowercases', () => {
    expect(normaliseEmail('  Ana.Pop@Example.RO \n')).toBe('ana.pop@example.ro');
  });

  it('is idempotent', () => {
    const once = normaliseEmail(' X@Y.Ro ');
    expect(normaliseEmail(once)).toBe(once);
  });

  it('keeps the inner characters', () => {
    expect(normaliseEmail('a+tag_1@sub.example.com')).toBe('a+tag_1@sub.example.com');
  });

  it('bounds addresses at 255 characters', () => {
    expect(EMAIL_MAX_LENGTH).toBe(255);
  });
});
