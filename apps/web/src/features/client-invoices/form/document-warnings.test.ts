import { describe, expect, it } from 'vitest';
import { documentWarnings } from './document-warnings';

const base = { issueDate: '2026-03-02', today: '2026-03-02', seriesStartDate: null, rateFromIssueDate: null };

describe('documentWarnings', () => {
  it('says nothing for a document dated today in a series already started', () => {
    expect(documentWarnings({ ...base, seriesStartDate: '2026-01-01', rateFromIssueDate: true })).toEqual([]);
  });

  it('warns of a future issue date and the earlier drafts it makes unissuable', () => {
    expect(documentWarnings({ ...base, issueDate: '2026-03-03' })).toEqual([
      'issue-date-in-future',
      'earlier-drafts-unissuable',
    ]);
  });

  it('warns of a series that starts after the issue date', () => {
    expect(documentWarnings({ ...base, seriesStartDate: '2026-03-05' })).toEqual([
      'series-starts-after-issue-date',
    ]);
  });

  it('warns of a rate from another day, also the one the server saw until the rate is fetched again', () => {
    expect(documentWarnings({ ...base, rateFromIssueDate: false })).toEqual(['rate-not-from-issue-date']);
    expect(documentWarnings({ ...base, fromServer: ['rate-not-from-issue-date'] })).toEqual([
      'rate-not-from-issue-date',
    ]);
    expect(
      documentWarnings({ ...base, rateFromIssueDate: true, fromServer: ['rate-not-from-issue-date'] }),
    ).toEqual([]);
  });

  it('keeps what only the server knows and ignores a date it cannot read', () => {
    expect(
      documentWarnings({ ...base, issueDate: '2026-13-40', fromServer: ['client-without-cnp'] }),
    ).toEqual(['client-without-cnp']);
  });

  it('warns of a VAT rate out of its period on the tax point date, and of no bank account', () => {
    const historic = { validFrom: null, validTo: '2025-07-31' };
    const current = { validFrom: '2025-08-01', validTo: null };
    expect(
      documentWarnings({ ...base, lineRates: { periods: [current, historic], taxPointDate: '2026-03-02' } }),
    ).toEqual(['vat-rate-not-in-force']);
    expect(
      documentWarnings({ ...base, lineRates: { periods: [historic], taxPointDate: '2025-07-15' } }),
    ).toEqual([]);
    expect(documentWarnings({ ...base, hasBankAccount: false })).toEqual(['seller-without-bank-account']);
    expect(
      documentWarnings({ ...base, hasBankAccount: true, fromServer: ['seller-without-bank-account'] }),
    ).toEqual([]);
    expect(documentWarnings({ ...base, fromServer: ['vat-rate-not-in-force'] })).toEqual([
      'vat-rate-not-in-force',
    ]);
  });
});
