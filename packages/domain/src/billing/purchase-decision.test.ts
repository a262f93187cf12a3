import { describe, expect, it } from 'vitest';
import { fromBani, productOfPlanCode, purchaseDecision, toBani } from './purchase-decision';

const now = new Date('2026-11-26T10:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 24 * 3600_000);

describe('purchaseDecision', () => {
  it('starts Smart now beside the free Basic plan, for the months bought', () => {
    const decision = purchaseDecision({
      product: 'invoicing-smart',
      months: 1,
      held: [{ product: 'invoicing-basic', expiresAt: inDays(300) }],
      paymentPending: false,
      now,
    });
    expect(decision).toEqual({
      refused: null,
      startsAt: now,
      expiresAt: new Date('2026-12-26T10:00:00Z'),
    });
  });

  it('refuses while another payment of the company is pending', () => {
    expect(
      purchaseDecision({ product: 'etransport', months: 3, held: [], paymentPending: true, now }).refused,
    ).toBe('payment-in-process');
  });

  it('refuses a product already held, and Basic while Smart is held', () => {
    const held = [{ product: 'invoicing-smart' as const, expiresAt: inDays(40) }];
    for (const product of ['invoicing-smart', 'invoicing-basic'] as const) {
      expect(purchaseDecision({ product, months: 1, held, paymentPending: false, now }).refused).toBe(
        'subscription-exists',
      );
    }
  });

  it('follows a subscription expiring soon without a gap', () => {
    const decision = purchaseDecision({
      product: 'etransport',
      months: 12,
      held: [{ product: 'etransport', expiresAt: inDays(10) }],
      paymentPending: false,
      now,
    });
    expect(decision).toEqual({
      refused: null,
      startsAt: inDays(10),
      expiresAt: new Date('2027-12-06T10:00:00Z'),
    });
  });

  it('ignores an expired subscription', () => {
    const held = [{ product: 'invoicing-smart' as const, expiresAt: inDays(-1) }];
    const decision = purchaseDecision({
      product: 'invoicing-smart',
      months: 3,
      held,
      paymentPending: false,
      now,
    });
    expect(decision).toMatchObject({ refused: null, startsAt: now });
  });
});

describe('plan codes and amounts', () => {
  it('names the product of a plan code', () => {
    expect(productOfPlanCode('plan:invoicing-smart:monthly')).toBe('invoicing-smart');
    expect(productOfPlanCode('plan:invoicing-basic:yearly')).toBe('invoicing-basic');
    expect(productOfPlanCode('addon:etransport:quarterly')).toBe('etransport');
    expect(productOfPlanCode('plan:other:monthly')).toBeNull();
  });

  it('converts RON to bani exactly', () => {
    expect(toBani('59.00')).toBe(5900);
    expect(toBani('0.1')).toBe(10);
    expect(toBani('1234567.89')).toBe(123456789);
    expect(fromBani(123456789)).toBe('1234567.89');
    expect(fromBani(10)).toBe('0.10');
    expect(() => toBani('1.234')).toThrow();
  });
});
