import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** Numeric comparison of dotted versions ("2.10.0" > "2.9.1"); missing parts count as 0. */
export function isOlderVersion(version: string, minimum: string): boolean {
  const a = version.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const b = minimum.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff < 0;
  }
  return false;
}

/** Maintenance (503) and outdated-client (426) answers for the API, before anything else runs. */
export function installGates(
  app: FastifyInstance,
  options: { maintenance: boolean; minAppVersion: string },
): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/v1/')) return;
    if (options.maintenance)
      throw new HttpError(503, 'common.errors.maintenance', {}, { 'retry-after': '300' });
    const version = request.headers['x-app-version'];
    if (typeof version === 'string' && isOlderVersion(version, options.minAppVersion)) {
      throw new HttpError(426, 'common.errors.outdated-client', { minVersion: options.minAppVersion });
    }
  });
}
