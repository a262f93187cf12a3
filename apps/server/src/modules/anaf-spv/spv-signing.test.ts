import { describe, expect, it } from 'vitest';
import { checkAccountantLink, readState, signAccountantLink, signState } from './spv-signing';

const key = Buffer.alloc(32, 5);
const now = new Date('2026-11-25T10:00:00Z');
const companyId = '6b0c1f8e-2f44-4a57-9a53-0e2f7c1d9b10';

describe('SPV signing', () => {
  it('reads back its own state until it expires, and refuses any other', () => {
    const state = signState(key, { companyId, userId: 'u1', kind: 'owner' }, now);
    expect(readState(key, state, now)).toMatchObject({ companyId, userId: 'u1', kind: 'owner' });
    expect(readState(key, state, new Date(now.getTime() + 31 * 60_000))).toBe('expired');
    expect(readState(Buffer.alloc(32, 6), state, now)).toBe('invalid');
    const [body, sig] = state.split('.');
    const forged = Buffer.from(
      JSON.stringify({ companyId: 'other', expiresAt: now.getTime() + 1e6 }),
    ).toString('base64url');
    expect(readState(key, `${forged}.${sig}`, now)).toBe('invalid');
    expect(readState(key, `${body}.${sig}.x`, now)).toBe('invalid');
    expect(readState(key, 'garbage', now)).toBe('invalid');
  });

  it('signs accountant links for 7 days: tampering is invalid, age is expired', () => {
    const link = signAccountantLink(
      key,
      { businessId: '18547290', businessName: 'Firma SRL', userName: 'Ioana', other: companyId },
      now,
    );
    expect(Number(link.expiry)).toBe(now.getTime() / 1000 + 7 * 86_400);
    expect(checkAccountantLink(key, link, now)).toBe('ok');
    expect(checkAccountantLink(key, { ...link, businessName: 'Alta SRL' }, now)).toBe('invalid');
    expect(checkAccountantLink(key, { ...link, expiry: String(Number(link.expiry) + 86_400) }, now)).toBe(
      'invalid',
    );
    expect(checkAccountantLink(key, link, new Date(now.getTime() + 7 * 86_400_000 + 1000))).toBe('expired');
  });
});
