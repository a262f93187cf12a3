import type { Subscription } from '@app/domain/billing/billing.schemas';
import { describe, expect, it } from 'vitest';
import { subscriptionRows } from './subscription-rows';

const subscription = (over: Partial<Subscription>): Subscription => ({
  id: 's1',
  planId: 'p1',
  planCode: '',
  myCompanyId: 'c1',
  status: 'active',
  startsAt: '2025-01-01T00:00:00.000Z',
  expiresAt: '2026-01-01T00:00:00.000Z',
  autoRenew: false,
  cardKept: false,
  paymentStatus: null,
  ...over,
});

describe('subscriptionRows', () => {
  const plans = [
    { id: 'p1', code: 'plan:invoicing-basic:yearly' },
    { id: 'p2', code: 'addon:etransport:monthly' },
  ];

  it('keeps the company’s subscriptions, newest first, with their plan codes', () => {
    const rows = subscriptionRows(
      [
        subscription({ id: 'a' }),
        subscription({ id: 'b', myCompanyId: 'c2' }),
        subscription({ id: 'c', planId: 'p2', startsAt: '2025-06-01T00:00:00.000Z' }),
        subscription({
          id: 'd',
          planId: 'unknown',
          planCode: 'plan:invoicing-smart:monthly',
          startsAt: '2024-01-01T00:00:00.000Z',
        }),
      ],
      plans,
      'c1',
    );
    expect(rows.map((row) => [row.id, row.planCode])).toEqual([
      ['c', 'addon:etransport:monthly'],
      ['a', 'plan:invoicing-basic:yearly'],
      ['d', 'plan:invoicing-smart:monthly'],
    ]);
  });

  it('leaves the code empty when the plan is unknown', () => {
    expect(subscriptionRows([subscription({ planId: 'x' })], [], 'c1')[0]?.planCode).toBeNull();
  });
});
