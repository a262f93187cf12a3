import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMINGS } from '../efactura-sending/submission-step';
import { type EtransportSendState, etransportActionOf, etransportStep } from './etransport-step';

const NOW = new Date('2026-11-26T10:00:00Z');
const UIT = '3V0P0L0P0T3JUW46';
const intended: EtransportSendState = {
  status: 'intended',
  uploadIndex: null,
  uploadTries: 0,
  polls: 0,
  uploadedAt: null,
};
const uploaded: EtransportSendState = {
  ...intended,
  status: 'uploaded',
  uploadIndex: '4001000000',
  uploadTries: 1,
  uploadedAt: NOW,
};
const step = (row: EtransportSendState, answer: Parameters<typeof etransportStep>[1]) =>
  etransportStep(row, answer, NOW, DEFAULT_TIMINGS);
const after = (result: { nextCheckAt: Date | null }) => (result.nextCheckAt?.getTime() ?? 0) - NOW.getTime();

describe('one upload to RO e-Transport, step by step', () => {
  it('uploads first, checks ANAF list before a second try, then polls', () => {
    expect(etransportActionOf(intended)).toBe('upload');
    expect(etransportActionOf({ ...intended, uploadTries: 1 })).toBe('check-then-upload');
    expect(etransportActionOf(uploaded)).toBe('poll');
    expect(etransportActionOf({ ...uploaded, status: 'accepted' })).toBe('none');
    expect(etransportActionOf({ ...uploaded, status: 'rejected' })).toBe('none');
  });

  it('records the index and the UIT of an accepted upload, registered, and polls 5 s later', () => {
    const result = step(intended, {
      kind: 'upload',
      result: {
        ok: true,
        uploadIndex: '42',
        uit: UIT,
        dateResponse: '',
        traceId: null,
        referenceCode: null,
        attention: null,
      },
    });
    expect(result.patch).toMatchObject({ status: 'uploaded', uploadIndex: '42', uit: UIT, uploadedAt: NOW });
    expect(result.outcome).toBe('registered');
    expect(after(result)).toBe(5_000);
  });

  it('takes an upload found in the list for this send, and waits while the list cannot tell yet', () => {
    const found = step({ ...intended, uploadTries: 1 }, { kind: 'found', uploadIndex: '43', uit: UIT });
    expect(found.patch).toMatchObject({ status: 'uploaded', uploadIndex: '43', uit: UIT });
    const waiting = step({ ...intended, uploadTries: 1 }, { kind: 'unsettled' });
    expect(waiting.patch.status).toBeUndefined();
    expect(waiting.outcome).toBeNull();
    expect(after(waiting)).toBe(30_000);
  });

  it('ends refused at the door, rejected on nok with ANAF errors, accepted on ok', () => {
    const refused = step(intended, {
      kind: 'upload',
      result: { ok: false, errors: ['CIF invalid'], dateResponse: '', traceId: null },
    });
    expect(refused).toMatchObject({
      patch: { status: 'rejected', errors: ['CIF invalid'] },
      nextCheckAt: null,
      outcome: 'refused',
    });
    const nok = step(uploaded, { kind: 'state', state: { state: 'nok', errors: ['BR-019 UIT invalid'] } });
    expect(nok).toMatchObject({
      patch: { status: 'rejected', errors: ['BR-019 UIT invalid'], polls: 1 },
      outcome: 'rejected',
    });
    const broken = step(uploaded, {
      kind: 'state',
      state: { state: 'XML cu erori nepreluat de sistem', errors: [] },
    });
    expect(broken.patch.errors).toEqual(['XML cu erori nepreluat de sistem']);
    const ok = step(uploaded, { kind: 'state', state: { state: 'ok', errors: [] } });
    expect(ok).toMatchObject({ patch: { status: 'accepted' }, nextCheckAt: null, outcome: 'accepted' });
  });

  it('polls further apart while ANAF processes, and backs off on failures', () => {
    const first = step(uploaded, { kind: 'state', state: { state: 'in prelucrare', errors: [] } });
    expect(after(first)).toBe(15_000);
    const later = step(
      { ...uploaded, polls: 20 },
      { kind: 'state', state: { state: 'in prelucrare', errors: [] } },
    );
    expect(after(later)).toBe(30 * 60_000);
    const limit = step(uploaded, { kind: 'failure', failure: 'limit', message: '429' });
    expect(after(limit)).toBe(10 * 60_000);
    expect(limit.patch.polls).toBe(1);
    const offline = step(intended, { kind: 'failure', failure: 'unavailable', message: 'no connection' });
    expect(offline.patch).toEqual({ lastError: 'no connection' });
    const retry = step(
      { ...intended, uploadTries: 2 },
      { kind: 'failure', failure: 'retry', message: 'timeout' },
    );
    expect(after(retry)).toBe(60_000);
  });
});
