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
});
