import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption at rest of the SPV tokens (AES-256-GCM). A stored value is
 * `v1.<key id>.<base64url(iv | ciphertext | tag)>`: a random 12-byte IV per value, the key id (the
 * first bytes of the key's SHA-256) naming which key wrote it, so a key can be rotated by adding the
 * new one in front and keeping the old one to read until every row was rewritten.
 */
export type TokenCrypto = {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
};

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

/**
 * The key of development and test runs without ANAF_TOKEN_KEY: derived from the app key (HKDF), so
 * it stays the same across restarts of the same database.
 */
export function derivedTokenKey(appKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', appKey, 'anaf-spv', 'token-encryption', 32));
}

/** `keys[0]` encrypts; every key of the list decrypts what it wrote. */
export function createTokenCrypto(keys: Buffer[]): TokenCrypto {
  const [current] = keys;
  if (!current) throw new Error('token encryption needs a key');
  for (const key of keys) if (key.length !== 32) throw new Error('token encryption keys are 32 bytes');
  const byId = new Map(keys.map((key) => [keyIdOf(key), key]));
  const currentId = keyIdOf(current);
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      cipher.setAAD(Buffer.from(`${VERSION}.${currentId}`));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const sealed = Buffer.concat([iv, body, cipher.getAuthTag()]);
      return `${VERSION}.${currentId}.${sealed.toString('base64url')}`;
    },
    decrypt(stored) {
      const [version, keyId, payload] = stored.split('.');
      if (version !== VERSION || !keyId || !payload) throw new Error('not an encrypted token');
      const key = byId.get(keyId);
      if (!key) throw new Error(`token encrypted with an unknown key (${keyId})`);
      const sealed = Buffer.from(payload, 'base64url');
      if (sealed.length < IV_BYTES + TAG_BYTES) throw new Error('encrypted token too short');
      const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(`${VERSION}.${keyId}`));
      decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
