import type { DownloadedArchive } from '@app/anaf/spv/efactura-api.types';
import { describe, expect, it } from 'vitest';
import {
  actionOf,
  DEFAULT_TIMINGS,
  repeatedUploadIndex,
  type SubmissionState,
  scaledTimings,
  step,
} from './submission-step';

const now = new Date('2026-03-02T10:00:00Z');
const row = (over: Partial<SubmissionState> = {}): SubmissionState => ({
  status: 'intended',
  uploadIndex: null,
  downloadId: null,
  uploadTries: 0,
  polls: 0,
  uploadedAt: null,
  ...over,
});
const after = (ms: number) => new Date(now.getTime() + ms);
const archive = (over: Partial<DownloadedArchive> = {}): DownloadedArchive => ({
  zip: new Uint8Array([0x50, 0x4b]),
  xml: '<Invoice/>',
  xmlFileName: '1.xml',
  signature: '<Signature/>',
  signatureFileName: 'semnatura_1.xml',
  isErrorFile: false,
  errors: [],
  ...over,
});

describe('what a send does next', () => {
  it('uploads a fresh intent, and checks what ANAF holds before uploading again', () => {
    expect(actionOf(row())).toBe('upload');
    expect(actionOf(row({ uploadTries: 1 }))).toBe('check-then-upload');
    expect(actionOf(row({ status: 'uploaded', uploadIndex: '5' }))).toBe('poll');
    expect(actionOf(row({ status: 'uploaded', uploadIndex: '5', downloadId: '9' }))).toBe('download');
    expect(actionOf(row({ status: 'accepted' }))).toBe('none');
    expect(actionOf(row({ status: 'rejected' }))).toBe('none');
  });
});

describe('a step of a send', () => {
  it('records the upload index and polls 5 s later', () => {
    const result = step(row({ uploadTries: 1 }), { kind: 'upload', result: ok('77') }, now);
    expect(result.patch).toMatchObject({ status: 'uploaded', uploadIndex: '77', uploadedAt: now, polls: 0 });
    expect(result.nextCheckAt).toEqual(after(5000));
  });

  it('adopts the original index of a refused repeated upload', () => {
    const refused = {
      ok: false as const,
      errors: ['Factura a mai fost transmisa anterior cu index=3828'],
      dateResponse: '202603021000',
    };
    expect(step(row({ uploadTries: 2 }), { kind: 'upload', result: refused }, now).patch).toMatchObject({
      status: 'uploaded',
      uploadIndex: '3828',
    });
    expect(repeatedUploadIndex(['Factura a mai fost transmisă anterior cu index = 12'])).toBe('12');
    expect(repeatedUploadIndex(['Fisierul nu este XML'])).toBeNull();
  });

  it('adopts an index found in the message lists', () => {
    const result = step(row({ uploadTries: 1 }), { kind: 'found', uploadIndex: '41' }, now);
    expect(result.patch).toMatchObject({ status: 'uploaded', uploadIndex: '41' });
  });

  it('ends a send refused at upload as rejected with ANAF texts', () => {
    const refused = { ok: false as const, errors: ['CIF introdus nu este valid'], dateResponse: 'x' };
    const result = step(row({ uploadTries: 1 }), { kind: 'upload', result: refused }, now);
    expect(result.patch).toMatchObject({ status: 'rejected', errors: ['CIF introdus nu este valid'] });
    expect(result.nextCheckAt).toBeNull();
  });

  it('polls with a growing backoff while processing, capped at 30 minutes', () => {
    const processing = {
      kind: 'state' as const,
      state: { state: 'in prelucrare' as const, downloadId: null, errors: [] },
    };
    const delays: number[] = [];
    let current = row({ status: 'uploaded', uploadIndex: '1', uploadedAt: now });
    for (let i = 0; i < 12; i++) {
      const result = step(current, processing, now);
      delays.push((result.nextCheckAt as Date).getTime() - now.getTime());
      current = { ...current, ...result.patch };
    }
    expect(delays.slice(0, 8)).toEqual([15e3, 30e3, 60e3, 120e3, 300e3, 600e3, 1800e3, 1800e3]);
    expect(current.polls).toBe(12);
    // At most 48 polls a day once capped, with the first ones: well inside 100 a day.
    const pollsInADay =
      DEFAULT_TIMINGS.polls.length + (24 * 3600e3) / (DEFAULT_TIMINGS.polls.at(-1) as number);
    expect(pollsInADay).toBeLessThan(100);
  });

  it('downloads at once when processed, ok or nok', () => {
    for (const state of ['ok', 'nok'] as const) {
      const result = step(
        row({ status: 'uploaded', uploadIndex: '1' }),
        { kind: 'state', state: { state, downloadId: '99', errors: [] } },
        now,
      );
      expect(result.patch).toMatchObject({ downloadId: '99', polls: 1 });
      expect(result.nextCheckAt).toEqual(now);
    }
  });

  it('rejects an XML the system did not take', () => {
    const result = step(
      row({ status: 'uploaded', uploadIndex: '1' }),
      { kind: 'state', state: { state: 'XML cu erori nepreluat de sistem', downloadId: null, errors: [] } },
      now,
    );
    expect(result.patch).toMatchObject({ status: 'rejected', errors: ['XML cu erori nepreluat de sistem'] });
    expect(result.nextCheckAt).toBeNull();
  });

  it('accepts with the archive, or rejects with the error file texts', () => {
    const uploaded = row({ status: 'uploaded', uploadIndex: '1', downloadId: '2' });
    const accepted = step(uploaded, { kind: 'downloaded', archive: archive() }, now);
    expect(accepted.patch).toMatchObject({ status: 'accepted', errors: [], finishedAt: now });
    expect(accepted.archive?.signature).toBe('<Signature/>');
    expect(accepted.nextCheckAt).toBeNull();
    const errors = ['E: BR-RO-110 ...'];
    const rejected = step(
      uploaded,
      { kind: 'downloaded', archive: archive({ isErrorFile: true, errors }) },
      now,
    );
    expect(rejected.patch).toMatchObject({ status: 'rejected', errors });
  });

  it('waits on a limit, retries with backoff on failures, parks without a connection', () => {
    const intended = row({ uploadTries: 1 });
    expect(step(intended, { kind: 'failure', failure: 'limit', message: '429' }, now).nextCheckAt).toEqual(
      after(DEFAULT_TIMINGS.limit),
    );
    const retried = step(intended, { kind: 'failure', failure: 'retry', message: 'timeout' }, now);
    expect(retried.nextCheckAt).toEqual(after(30e3));
    expect(retried.patch).toEqual({ lastError: 'timeout' });
    const parked = step(intended, { kind: 'failure', failure: 'unavailable', message: 'inactive' }, now);
    expect(parked.nextCheckAt).toEqual(after(DEFAULT_TIMINGS.park));
    expect(parked.patch.status).toBeUndefined();
    // A failed poll counts as a call against the daily limit and spaces the next one.
    const polling = row({ status: 'uploaded', uploadIndex: '1', polls: 3 });
    const failed = step(polling, { kind: 'failure', failure: 'retry', message: '503' }, now);
    expect(failed.patch.polls).toBe(4);
    expect(failed.nextCheckAt).toEqual(after(5 * 60e3));
  });

  it('scales every delay for tests', () => {
    const fast = scaledTimings(0.001);
    expect(fast.polls[0]).toBe(5);
    expect(fast.limit).toBe(600);
  });
});

function ok(uploadIndex: string) {
  return { ok: true as const, uploadIndex, dateResponse: '202603021000' };
}
