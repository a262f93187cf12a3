import { describe, expect, it } from 'vitest';
import { createTokenCrypto, derivedTokenKey, keyIdOf } from './token-crypto';

const key = (fill: number) => Buffer.alloc(32, fill);

describe('SPV token encryption', () => {
  it('round-trips, with a fresh IV each time and the key id in front', () => {
    const crypto = createTokenCrypto([key(1)]);
    const a = crypto.encrypt('eyJ.secret.token');
    const b = crypto.encrypt('eyJ.secret.token');
    expect(a).not.toBe(b);
    expect(a.startsWith(`v1.${keyIdOf(key(1))}.`)).toBe(true);
    expect(a).not.toContain('secret');
    expect(crypto.decrypt(a)).toBe('eyJ.secret.token');
  });

  it('refuses a tampered value and an unknown key, and reads old values after a rotation', () => {
    const old = createTokenCrypto([key(1)]);
    const stored = old.encrypt('refresh-token');
    const flipped = `${stored.slice(0, -2)}${stored.endsWith('A') ? 'B' : 'A'}${stored.slice(-1)}`;
    expect(() => old.decrypt(flipped)).toThrow();
    expect(() => createTokenCrypto([key(2)]).decrypt(stored)).toThrow(/unknown key/);
    const rotated = createTokenCrypto([key(2), key(1)]);
    expect(rotated.decrypt(stored)).toBe('refresh-token');
    expect(rotated.encrypt('x').startsWith(`v1.${keyIdOf(key(2))}.`)).toBe(true);
  });

  it('derives a stable 32-byte key from the app key', () => {
    expect(derivedTokenKey(key(3))).toEqual(derivedTokenKey(key(3)));
    expect(derivedTokenKey(key(3))).not.toEqual(derivedTokenKey(key(4)));
    expect(derivedTokenKey(key(3)).length).toBe(32);
  });
});
