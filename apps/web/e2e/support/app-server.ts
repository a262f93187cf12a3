import path from 'node:path';
import { inject } from 'vitest';
import { assertServesWebApp, type RunningServer, startServer } from './server';
import { ensureWebBuild } from './web-build';

/** The monorepo's root, where the server's sources and the web app's build live. */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * What every browser suite starts with: the tests' own production build of the web app, the real
 * server on a free port serving it, and a check that it really serves the app (so a broken build
 * fails at once, with its reason).
 */
export async function startAppServer(): Promise<RunningServer> {
  // Built once by global-setup.ts; checked here when a suite runs without it.
  const webDist = inject('webDist') ?? ensureWebBuild(repoRoot);
  const server = await startServer(repoRoot, undefined, { webDist });
  try {
    await assertServesWebApp(server.baseUrl);
  } catch (error) {
    // The suite never gets the server to stop it in afterAll.
    await server.stop();
    throw error;
  }
  return server;
}
