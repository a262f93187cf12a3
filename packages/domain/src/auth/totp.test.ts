import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  matchingTotpStep,
  newTotpSecret,
  otpauthUri,
  TOTP_STEP_SECONDS,
  totpAt,
  totpStep,
} from './totp';

// RFC 6238 appendix B, SHA-1: the ASCII secret "12345678901234567890", 8 digits.
const RFC_SECRET = base32Encode(new TextEncoder().encode('12345678901234567890'));
const RFC_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP', () => {
  it.each(RFC_VECTORS)('gives the RFC 6238 code at %i s', async (seconds, code) => {
    expect(await totpAt(RFC_SECRET, seconds * 1000, 8)).toBe(code);
  });

  it('reads back what it writes in base32, RFC 4648 test strings included', () => {
    const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
    expect(base32Encode(new TextEncoder().encode('foobar'))).toBe('MZXW6YTBOI');
    expect(text(base32Decode('MZXW6YTBOI'))).toBe('foobar');
    expect(text(base32Decode('mzxw 6ytb oi======'))).toBe('foobar');
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
  });

  it('accepts one step of clock drift either way and no more', async () => {
    const secret = newTotpSecret();
    const now = 1_800_000_000_000;
    const step = totpStep(now);
    const [m2, m1, zero, p1, p2] = await Promise.all(
      [-2, -1, 0, 1, 2].map((offset) => totpAt(secret, now + offset * TOTP_STEP_SECONDS * 1000)),
    );
    expect(await matchingTotpStep(secret, zero as string, now)).toBe(step);
    expect(await matchingTotpStep(secret, m1 as string, now)).toBe(step - 1);
    expect(await matchingTotpStep(secret, p1 as string, now)).toBe(step + 1);
    // Two steps away is a different code; the rare collision with a nearby step is not this test's point.
    const near = [m1, zero, p1];
    if (!near.includes(m2)) expect(await matchingTotpStep(secret, m2 as string, now)).toBeNull();
    if (!near.includes(p2)) expect(await matchingTotpStep(secret, p2 as string, now)).toBeNull();
  });

  it('writes the otpauth URI authenticator apps scan', () => {
    const uri = otpauthUri({ issuer: 'Facturare', account: 'ana@firma.ro', secret: 'JBSWY3DPEHPK3PXP' });
    expect(uri).toBe(
      'otpauth://totp/Facturare:ana%40firma.ro?secret=JBSWY3DPEHPK3PXP&issuer=Facturare&algorithm=SHA1&digits=6&period=30',
    );
  });
});
