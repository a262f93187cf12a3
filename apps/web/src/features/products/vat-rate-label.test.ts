import { describe, expect, it } from 'vitest';
import { vatRateLabel } from './vat-rate-label';

describe('vatRateLabel', () => {
  const name = (code: string) => `name of ${code}`;
  it('shows the percentage, the code when it is not the standard one, or the code name', () => {
    expect(vatRateLabel({ id: '1', code: 'S', value: '21.00' }, name)).toBe('21%');
    expect(vatRateLabel({ id: '2', code: 'S', value: '5.50' }, name)).toBe('5,5%');
    expect(vatRateLabel({ id: '3', code: 'Z', value: '0.00' }, name)).toBe('0% (Z)');
    expect(vatRateLabel({ id: '4', code: 'O', value: null }, name)).toBe('name of O');
  });
});
