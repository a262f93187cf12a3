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
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));
const RFC_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP', () => {
  it.each(RFC_VECTORS)('gives the RFC 6238 code at %i s', (seconds, code) => {
    expect(totpAt(RFC_SECRET, seconds * 1000, 8)).toBe(code);
  });

  it('reads back what it writes in base32, RFC 4648 test strings included', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar');
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
  });

  it('accepts one step of clock drift either way and no more', () => {
    const secret = newTotpSecret();
    const now = 1_800_000_000_000;
    const step = totpStep(now);
    const at = (offsetSteps: number) => totpAt(secret, now + offsetSteps * TOTP_STEP_SECONDS * 1000);
    expect(matchingTotpStep(secret, at(0), now)).toBe(step);
    expect(matchingTotpStep(secret, at(-1), now)).toBe(step - 1);
    expect(matchingTotpStep(secret, at(1), now)).toBe(step + 1);
    // Two steps away is a different code; the rare collision with a nearby step is not this test's point.
    if (![at(-1), at(0), at(1)].includes(at(-2))) expect(matchingTotpStep(secret, at(-2), now)).toBeNull();
    if (![at(-1), at(0), at(1)].includes(at(2))) expect(matchingTotpStep(secret, at(2), now)).toBeNull();
  });

  it('writes the otpauth URI authenticator apps scan', () => {
    const uri = otpauthUri({ issuer: 'Facturare', account: 'ana@firma.ro', secret: 'JBSWY3DPEHPK3PXP' });
    expect(uri).toBe(
      'otpauth://totp/Facturare:ana%40firma.ro?secret=JBSWY3DPEHPK3PXP&issuer=Facturare&algorithm=SHA1&digits=6&period=30',
    );
  });
});
