import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

/**
 * Signed double-submit token: the readable cookie must come back in the header, and only this
 * server can make a token whose signature holds, so a planted cookie does not pass.
 */
export function createCsrf(secret: Buffer) {
  const sign = (nonce: string) => createHmac('sha256', secret).update(`csrf:${nonce}`).digest('base64url');
  return {
    issue(): string {
      const nonce = randomBytes(18).toString('base64url');
      return `${nonce}.${sign(nonce)}`;
    },
    verify(cookie: string | undefined, header: string | undefined): boolean {
      if (!cookie || !header || cookie !== header) return false;
      const [nonce, signature] = cookie.split('.');
      if (!nonce || !signature) return false;
      const expected = Buffer.from(sign(nonce));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
export type Csrf = ReturnType<typeof createCsrf>;
