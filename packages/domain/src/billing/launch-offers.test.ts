import { describe, expect, it } from 'vitest';
import { type LaunchOffer, offerOn } from './launch-offers';

const smartFree: LaunchOffer = {
  product: 'invoicing-smart',
  price: '0.00',
  startsOn: '2024-10-01',
  endsOn: '2025-03-31',
};

describe('launch offers', () => {
  it('applies from the first day to the last, both included, and never after', () => {
    expect(offerOn([smartFree], 'invoicing-smart', '2024-09-30')).toBeNull();
    expect(offerOn([smartFree], 'invoicing-smart', '2024-10-01')).toBe(smartFree);
    expect(offerOn([smartFree], 'invoicing-smart', '2025-03-31')).toBe(smartFree);
    // The past offer of the spec no longer applies.
    expect(offerOn([smartFree], 'invoicing-smart', '2025-04-01')).toBeNull();
    expect(offerOn([smartFree], 'invoicing-smart', '2026-11-26')).toBeNull();
  });

  it('is the product’s own, and the latest-starting of two that overlap wins', () => {
    expect(offerOn([smartFree], 'invoicing-basic', '2025-01-15')).toBeNull();
    const later: LaunchOffer = { ...smartFree, price: '29.00', startsOn: '2025-02-01' };
    expect(offerOn([later, smartFree], 'invoicing-smart', '2025-01-15')).toBe(smartFree);
    expect(offerOn([smartFree, later], 'invoicing-smart', '2025-02-10')).toBe(later);
  });
});
