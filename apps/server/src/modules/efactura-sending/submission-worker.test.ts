import { writeUbl } from '@app/anaf/efactura/ubl-writer';
import { AnafCallError } from '@app/anaf/spv/efactura-api.types';
import { sampleEInvoice } from '@app/domain/einvoice/einvoice.test-helpers';
import { describe, expect, it } from 'vitest';
import { SpvUnavailableError } from '../../platform/anaf/spv-access';
import { createdAtUpperBound, failureOf, isB2c } from './submission-worker';

describe('how a failed ANAF call counts for a send', () => {
  it('waits on limits, parks without a connection or permission, retries the rest', () => {
    expect(failureOf(new AnafCallError('limit', 'HTTP 429', 429)).failure).toBe('limit');
    expect(failureOf(new SpvUnavailableError('c1', 'inactive')).failure).toBe('unavailable');
    expect(failureOf(new AnafCallError('forbidden', 'HTTP 403', 403)).failure).toBe('unavailable');
    for (const kind of ['timeout', 'network', 'server', 'bad-request', 'unauthorized'] as const)
      expect(failureOf(new AnafCallError(kind, kind)).failure).toBe('retry');
    expect(failureOf(new Error('socket hang up'))).toEqual({
      kind: 'failure',
      failure: 'retry',
      message: 'socket hang up',
    });
  });

  it('reads data_creare (Romanian time) never earlier than the real moment', () => {
    // 14:15 in Bucharest (UTC+2 in November) is 12:15 UTC; read as UTC it is later, never earlier.
    const real = Date.UTC(2026, 10, 1, 12, 15);
    expect(createdAtUpperBound('202611011415')).toBeGreaterThanOrEqual(real);
    expect(createdAtUpperBound('not a date')).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('which upload an invoice takes', () => {
  it('sends an invoice to a natural person by uploadb2c, one to a company by upload', () => {
    const invoice = sampleEInvoice();
    expect(isB2c(writeUbl(invoice))).toBe(false);
    const person = { ...invoice.buyer, vatId: null, legalId: { id: '1800101221144', schemeId: null } };
    expect(isB2c(writeUbl({ ...invoice, buyer: person }))).toBe(true);
    expect(isB2c('not xml')).toBe(false);
  });
});
