import type { AdminPayment, AdminSubscription, BillingAuditEntry } from './platform-admin.api';

/** What an audit entry is about, found among the loaded subscriptions and payments. */
export type AuditSubject =
  | { kind: 'subscription'; subscription: AdminSubscription }
  | { kind: 'payment'; payment: AdminPayment }
  | { kind: 'unknown'; id: string };

export function auditSubject(
  entry: Pick<BillingAuditEntry, 'subjectId'>,
  subscriptions: readonly AdminSubscription[],
  payments: readonly AdminPayment[],
): AuditSubject {
  const subscription = subscriptions.find((item) => item.id === entry.subjectId);
  if (subscription) return { kind: 'subscription', subscription };
  const payment = payments.find((item) => item.id === entry.subjectId);
  if (payment) return { kind: 'payment', payment };
  return { kind: 'unknown', id: entry.subjectId };
}

/** One line of an entry's details: a text, a number, or an instant to format as a date and time. */
export type AuditDetail =
  | { key: string; kind: 'text'; value: string }
  | { key: string; kind: 'number'; value: number }
  | { key: string; kind: 'instant'; value: string };

/** The details the known actions write, in the order people read them; others follow. */
const ORDER = ['months', 'from', 'to', 'reference', 'reason'];
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * An entry's details as lines to show. The server writes free-form details per action (an
 * extension: months, from, to, reason; a received transfer: the bank reference), so unknown keys
 * and values are shown as they are rather than dropped.
 */
export function auditDetails(details: Record<string, unknown>): AuditDetail[] {
  const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length);
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]): AuditDetail => {
      if (typeof value === 'number') return { key, kind: 'number', value };
      if (typeof value === 'string') {
        return INSTANT.test(value) && !Number.isNaN(Date.parse(value))
          ? { key, kind: 'instant', value }
          : { key, kind: 'text', value };
      }
      return { key, kind: 'text', value: typeof value === 'object' ? JSON.stringify(value) : String(value) };
    });
}
