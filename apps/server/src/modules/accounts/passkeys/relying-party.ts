import type { FastifyRequest } from 'fastify';
import type { Config } from '../../../config';

export type RelyingParty = { rpID: string; origin: string };

/**
 * The site passkeys belong to: APP_URL's host. Outside production the app also runs on other ports
 * and names of this machine (development servers, browser tests): there the browser's own origin
 * is taken when it is local, since a passkey is bound to the name the browser saw.
 */
export function relyingPartyOf(config: Config, request: FastifyRequest): RelyingParty {
  const configured = new URL(config.appUrl);
  const own = { rpID: configured.hostname, origin: configured.origin };
  if (config.env === 'production') return own;
  const header = request.headers.origin;
  if (!header) return own;
  try {
    const origin = new URL(header);
    if (origin.hostname === 'localhost' || origin.hostname === configured.hostname)
      return { rpID: origin.hostname, origin: origin.origin };
  } catch {
    // A malformed Origin header: the configured site, which the check will then refuse.
  }
  return own;
}
