import path from 'node:path';
import { assertServesWebApp, type RunningServer, startServer } from './server';
import { ensureWebBuild } from './web-build';

/** The monorepo's root, where the server's sources and the web app's build live. */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * What every browser suite starts with: the web app built if it is stale, the real server on a free
 * port, and a check that it really serves the app (so a broken build fails at once, with its reason).
 */
export async function startAppServer(): Promise<RunningServer> {
  ensureWebBuild(repoRoot);
  const server = await startServer(repoRoot);
  try {
    await assertServesWebApp(server.baseUrl);
  } catch (error) {
    // The suite never gets the server to stop it in afterAll.
    await server.stop();
    throw error;
  }
  return server;
}
