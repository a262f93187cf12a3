import { describe, expect, it } from 'vitest';
import { type LifecycleView, lifecycleStep, retryAfter } from './subscription-lifecycle';

const expiresAt = new Date('2026-12-26T10:00:00Z');
const at = (days: number) => new Date(expiresAt.getTime() + days * 24 * 3600_000);
const view = (extra: Partial<LifecycleView> = {}): LifecycleView => ({
  expiresAt,
  autoRenew: false,
  hasCard: false,
  remindedAt: null,
  endedAt: null,
  renewedBy: null,
  renewalAttempts: 0,
  nextRenewalAt: null,
  ...extra,
});

describe('lifecycleStep', () => {
  it('reminds 2 days before the expiry of a subscription that will not renew, once, then ends it', () => {
    expect(lifecycleStep(view(), at(-2.1))).toBeNull();
    expect(lifecycleStep(view(), at(-2))).toBe('remind');
    expect(lifecycleStep(view({ remindedAt: at(-2) }), at(-1))).toBeNull();
    expect(lifecycleStep(view({ remindedAt: at(-2) }), at(0))).toBe('end');
    expect(lifecycleStep(view({ endedAt: at(0) }), at(5))).toBeNull();
  });

  it('renews an hour before expiry with the saved card, and needs no reminder', () => {
    const auto = view({ autoRenew: true, hasCard: true });
    expect(lifecycleStep(auto, at(-1))).toBeNull();
    expect(lifecycleStep(auto, at(-0.04))).toBe('renew');
    expect(lifecycleStep(auto, at(0))).toBe('renew');
    expect(lifecycleStep({ ...auto, renewedBy: 'next' }, at(0.5))).toBeNull();
  });

  it('tries a failed renewal again after a day, and ends after the second failure', () => {
    const failedOnce = view({
      autoRenew: true,
      hasCard: true,
      renewalAttempts: 1,
      nextRenewalAt: retryAfter(at(0)),
    });
    expect(lifecycleStep(failedOnce, at(0.5))).toBeNull();
    expect(lifecycleStep(failedOnce, at(1))).toBe('renew');
    expect(lifecycleStep({ ...failedOnce, renewalAttempts: 2 }, at(1.1))).toBe('end');
  });

  it('treats auto-renewal without a card, or cancelled, as no renewal', () => {
    expect(lifecycleStep(view({ autoRenew: true }), at(-2))).toBe('remind');
    expect(lifecycleStep(view({ autoRenew: true }), at(0))).toBe('end');
    expect(lifecycleStep(view({ hasCard: true }), at(0))).toBe('end');
  });
});
