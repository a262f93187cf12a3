import { describe, expect, it } from 'vitest';
import { hasVatRateOutOfPeriod, taxPointDateOf } from './vat-rate-period';

const current = { validFrom: '2025-08-01', validTo: null };
const historic = { validFrom: null, validTo: '2025-07-31' };
const open = { validFrom: null, validTo: null };

describe('VAT rates against the tax point date', () => {
  it('judges on the tax point date when there is one, else on the issue date', () => {
    expect(taxPointDateOf({ issueDate: '2026-01-10', taxPointDate: null })).toBe('2026-01-10');
    expect(taxPointDateOf({ issueDate: '2026-01-10', taxPointDate: '2025-07-20' })).toBe('2025-07-20');
  });

  it('flags 19% (valid until 31 July 2025) on a 2026 invoice, not 21% nor an open rate', () => {
    expect(hasVatRateOutOfPeriod([current, open], '2026-01-10')).toBe(false);
    expect(hasVatRateOutOfPeriod([current, historic], '2026-01-10')).toBe(true);
  });

  it('keeps 19% quiet for a delivery before the change, and flags 21% there', () => {
    expect(hasVatRateOutOfPeriod([historic], '2025-07-31')).toBe(false);
    expect(hasVatRateOutOfPeriod([current], '2025-07-31')).toBe(true);
    expect(hasVatRateOutOfPeriod([current], '2025-08-01')).toBe(false);
  });
});
