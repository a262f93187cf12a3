import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { watchMailbox } from './mailbox';

/**
 * The CSRF header the API wants on every write. The calls go through context.request, which shares
 * the browser's cookies, so a session made here is the session the pages see.
 */
export async function csrfHeaders(context: BrowserContext): Promise<{ 'X-XSRF-TOKEN': string }> {
  await context.request.get('/v1/auth/csrf-cookie');
  const cookie = (await context.cookies()).find((entry) => entry.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('no XSRF-TOKEN cookie after GET /v1/auth/csrf-cookie');
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie.value) };
}

export interface NewUser {
  fname: string;
  lname: string;
  email: string;
  password: string;
}

/** Signs up and verifies the e-mail with the mailed code, skipping the forms other suites test. */
export async function signUpAndVerify(context: BrowserContext, baseUrl: string, user: NewUser) {
  const mailbox = await watchMailbox(baseUrl, user.email);
  const signup = await context.request.post('/v1/auth/signup', {
    headers: await csrfHeaders(context),
    data: {
      ...user,
      confirmPassword: user.password,
      locale: 'ro-RO',
      tos: true,
      marketingOptIn: false,
      signupCompanyBusinessId: null,
      signupCompanyLegalName: null,
    },
  });
  expect(signup.status(), await signup.text()).toBeLessThan(300);
  const verify = await context.request.post('/v1/auth/verify-email/finish', {
    headers: await csrfHeaders(context),
    data: { code: await mailbox.nextCode(), email: user.email },
  });
  expect(verify.status(), await verify.text()).toBeLessThan(300);
}

/** Signs in and returns the CSRF header, which the suite's further writes in the session reuse. */
export async function logIn(context: BrowserContext, credentials: { email: string; password: string }) {
  const headers = await csrfHeaders(context);
  expect((await context.request.post('/v1/auth/login', { headers, data: credentials })).status()).toBe(200);
  return headers;
}
