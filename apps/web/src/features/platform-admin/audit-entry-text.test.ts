import { describe, expect, it } from 'vitest';
import { auditDetails, auditSubject } from './audit-entry-text';
import type { AdminPayment, AdminSubscription } from './platform-admin.api';

const subscription: AdminSubscription = {
  id: 'sub-1',
  myCompanyId: 'company-1',
  companyName: 'Exemplu SRL',
  planCode: 'plan:invoicing-basic:yearly',
  startsAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2027-01-01T00:00:00.000Z',
  autoRenew: false,
  ended: false,
};
const payment: AdminPayment = {
  id: 'pay-1',
  myCompanyId: 'company-1',
  companyName: 'Exemplu SRL',
  planCode: 'plan:invoicing-smart:monthly',
  amount: '59.00',
  currency: 'RON',
  method: 'bank-transfer',
  status: 'pending',
  renewal: false,
  proformaNumber: 'PROF0001',
  invoiceNumber: null,
  createdAt: '2026-02-01T10:00:00.000Z',
};

describe('auditSubject', () => {
  it('finds the subscription or the payment an entry is about, else keeps the id', () => {
    expect(auditSubject({ subjectId: 'sub-1' }, [subscription], [payment])).toEqual({
      kind: 'subscription',
      subscription,
    });
    expect(auditSubject({ subjectId: 'pay-1' }, [subscription], [payment])).toEqual({
      kind: 'payment',
      payment,
    });
    expect(auditSubject({ subjectId: 'gone' }, [subscription], [payment])).toEqual({
      kind: 'unknown',
      id: 'gone',
    });
  });
});

describe('auditDetails', () => {
  it('orders an extension’s details and knows its instants', () => {
    expect(
      auditDetails({
        reason: 'Compensare',
        to: '2027-02-01T00:00:00.000Z',
        months: 1,
        from: '2027-01-01T00:00:00.000Z',
      }),
    ).toEqual([
      { key: 'months', kind: 'number', value: 1 },
      { key: 'from', kind: 'instant', value: '2027-01-01T00:00:00.000Z' },
      { key: 'to', kind: 'instant', value: '2027-02-01T00:00:00.000Z' },
      { key: 'reason', kind: 'text', value: 'Compensare' },
    ]);
  });

  it('keeps unknown details as text and leaves out empty ones', () => {
    expect(auditDetails({ reference: 'OP 123', extra: { a: 1 }, flag: true, none: null, empty: '' })).toEqual(
      [
        { key: 'reference', kind: 'text', value: 'OP 123' },
        { key: 'extra', kind: 'text', value: '{"a":1}' },
        { key: 'flag', kind: 'text', value: 'true' },
      ],
    );
  });

  it('does not take a date-like text without a time for an instant', () => {
    expect(auditDetails({ reference: '2026-03-01 OP' })).toEqual([
      { key: 'reference', kind: 'text', value: '2026-03-01 OP' },
    ]);
  });
});
