import { describe, expect, it } from 'vitest';
import { allocationState, daysOverdue, paymentState, remainingToPay } from './payment-state';

describe('paymentState', () => {
  const today = '2026-11-21';
  it('is paid once the payments reach the amount due', () => {
    expect(paymentState('100.00', '100.00', '2026-11-01', today)).toBe('paid');
    expect(paymentState('100.00', '120.00', null, today)).toBe('paid');
    expect(paymentState('0.00', '0.00', '2026-01-01', today)).toBe('paid');
  });
  it('is not paid or partially paid before the due date, overdue after it', () => {
    expect(paymentState('100.00', '0.00', '2026-11-21', today)).toBe('not-paid');
    expect(paymentState('100.00', '40.00', '2026-11-30', today)).toBe('partially-paid');
    expect(paymentState('100.00', '40.00', '2026-11-20', today)).toBe('overdue');
    expect(paymentState('100.00', '0.00', '2026-11-20', today)).toBe('overdue');
    expect(paymentState('100.00', '0.00', null, today)).toBe('not-paid');
  });
  it('treats a storno invoice as paid once refunded in full', () => {
    expect(paymentState('-50.00', '-50.00', null, today)).toBe('paid');
    expect(paymentState('-50.00', '-20.00', null, today)).toBe('partially-paid');
    expect(paymentState('-50.00', '0.00', null, today)).toBe('not-paid');
    expect(paymentState('-50.00', '0.00', '2026-01-01', today)).toBe('not-paid');
  });
});

describe('remainingToPay', () => {
  it('never goes past zero', () => {
    expect(remainingToPay('100.00', '30.50')).toBe('69.50');
    expect(remainingToPay('100.00', '130.00')).toBe('0.00');
    expect(remainingToPay('-50.00', '-20.00')).toBe('-30.00');
    expect(remainingToPay('-50.00', '-60.00')).toBe('0.00');
  });
});

describe('allocationState and daysOverdue', () => {
  it('says how much of a payment is allocated', () => {
    expect(allocationState('100.00', '0.00')).toBe('unallocated');
    expect(allocationState('100.00', '99.99')).toBe('partially-allocated');
    expect(allocationState('100.00', '100.00')).toBe('fully-allocated');
  });
  it('counts whole days past the due date', () => {
    expect(daysOverdue('2026-11-01', '2026-11-21')).toBe(20);
    expect(daysOverdue('2026-11-21', '2026-11-21')).toBe(0);
    expect(daysOverdue(null, '2026-11-21')).toBe(0);
    expect(daysOverdue('2026-03-28', '2026-03-30')).toBe(2);
  });
});
