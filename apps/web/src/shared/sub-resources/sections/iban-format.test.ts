import { describe, expect, it } from 'vitest';
import { formatIban } from './iban-format';

describe('formatIban', () => {
  it('groups by four', () => {
    expect(formatIban('RO49AAAA1B31007593840000')).toBe('RO49 AAAA 1B31 0075 9384 0000');
    expect(formatIban('ro49 aaaa 1b31 0075 9384 0000')).toBe('RO49 AAAA 1B31 0075 9384 0000');
  });
});
