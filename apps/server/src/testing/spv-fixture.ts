import { formAction, formFields } from '@app/anaf/spv/oauth/simulated-oauth.testing';
import type { Harness } from './harness';
import type { TestClient } from './test-client';

export type SpvAuthorization = {
  /** The postback code of the web page ANAF's redirect ends on. */
  postback: string | null;
  /** Where the callback sent the browser. */
  location: string;
};

/**
 * Goes through ANAF's (the simulator's) authorization with plain HTTP, as a browser would: opens the
 * authorize URL, posts the login stand-in's form (the certificate may act for `cuis`, by default
 * the company's CUI; or refuses), and follows the redirect into the app's callback. Returns the
 * postback the web page would get.
 */
export async function authorizeAtSimulator(
  client: TestClient,
  authorizeUrl: string,
  options: { cuis: string[]; deny?: boolean },
): Promise<SpvAuthorization> {
  const page = await fetch(authorizeUrl);
  const html = await page.text();
  if (page.status !== 200) throw new Error(`authorize page answered ${page.status}: ${html.slice(0, 300)}`);
  const action = formAction(html, authorizeUrl);
  const fields = formFields(html);
  fields.set('holder', 'Contabil Test');
  fields.set('cuis', options.cuis.join(', '));
  fields.set('decision', options.deny ? 'deny' : 'authorize');
  const posted = await fetch(action, {
    method: 'POST',
    body: fields,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  const redirect = posted.headers.get('location');
  if (posted.status !== 302 || !redirect)
    throw new Error(`authorize form answered ${posted.status}: ${await posted.text()}`);
  // ANAF sends the browser to the app's redirect URL; in a test the app answers through inject.
  const callback = new URL(redirect);
  const answered = await client.get(`${callback.pathname}${callback.search}`);
  const location = String(answered.headers.location ?? '');
  if (answered.status !== 302)
    throw new Error(`callback answered ${answered.status}: ${JSON.stringify(answered.body)}`);
  return { postback: new URL(location, 'http://app.test').searchParams.get('postback'), location };
}

/**
 * Connects a company to SPV in a test through the real routes and the in-process simulator: start,
 * the simulator's authorize page, the callback. Throws unless the connection ends active.
 */
export async function connectSpv(
  _h: Harness,
  client: TestClient,
  companyId: string,
  options: { cuis?: string[] } = {},
): Promise<SpvAuthorization> {
  const base = `/v1/my-companies/${companyId}/anaf-spv`;
  const view = await client.get(base);
  if (view.status !== 200)
    throw new Error(`SPV connection not readable: ${view.status} ${JSON.stringify(view.body)}`);
  const started = await client.post(`${base}/start`);
  if (started.status !== 200)
    throw new Error(`SPV start refused: ${started.status} ${JSON.stringify(started.body)}`);
  const result = await authorizeAtSimulator(client, started.body.url as string, {
    cuis: options.cuis ?? [view.body.cif as string],
  });
  if (result.postback !== 'success') throw new Error(`SPV connection not activated: ${result.location}`);
  return result;
}
