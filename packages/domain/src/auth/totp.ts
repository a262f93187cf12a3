// Time-based one-time passwords (RFC 6238 over RFC 4226), as authenticator apps compute them.
// Web Crypto, so the server checks codes and the browser tests compute them with the same code.

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps of clock drift accepted either side of the server's current step. */
export const TOTP_DRIFT_STEPS = 1;
const SECRET_BYTES = 20;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Uint8Array {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Uint8Array.from(bytes);
}

/** A new shared secret, base32 as apps expect it (160 bits, the size RFC 4226 recommends). */
export const newTotpSecret = () => base32Encode(crypto.getRandomValues(new Uint8Array(SECRET_BYTES)));

/** RFC 4226 HOTP of a counter: dynamic truncation of HMAC-SHA1, the low `digits` decimal digits. */
export async function hotp(secret: Uint8Array, counter: number, digits = TOTP_DIGITS): Promise<string> {
  const message = new DataView(new ArrayBuffer(8));
  message.setBigUint64(0, BigInt(counter));
  const key = await crypto.subtle.importKey(
    'raw',
    new Uint8Array(secret),
    { name: 'HMAC', hash: 'SHA-1' },
    false,
    ['sign'],
  );
  const mac = new DataView(await crypto.subtle.sign('HMAC', key, message));
  const offset = mac.getUint8(mac.byteLength - 1) & 0x0f;
  const binary = mac.getUint32(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export const totpStep = (nowMs: number) => Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS);

export const totpAt = (secretBase32: string, nowMs: number, digits = TOTP_DIGITS) =>
  hotp(base32Decode(secretBase32), totpStep(nowMs), digits);

/**
 * The step whose code this is, within the accepted drift, or null. Compared in full every time
 * (no early exit on the first match), so the answer's timing tells nothing about the neighbours.
 */
export async function matchingTotpStep(
  secretBase32: string,
  code: string,
  nowMs: number,
): Promise<number | null> {
  const secret = base32Decode(secretBase32);
  const current = totpStep(nowMs);
  let matched: number | null = null;
  for (let step = current - TOTP_DRIFT_STEPS; step <= current + TOTP_DRIFT_STEPS; step++)
    if ((await hotp(secret, step)) === code && matched === null) matched = step;
  return matched;
}

/** The otpauth URI apps read from the QR code (Key Uri Format). */
export function otpauthUri(input: { issuer: string; account: string; secret: string }): string {
  const label = `${encodeURIComponent(input.issuer)}:${encodeURIComponent(input.account)}`;
  const query = new URLSearchParams({
    secret: input.secret,
    issuer: input.issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
