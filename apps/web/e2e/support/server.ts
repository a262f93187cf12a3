import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serverDatabase } from './server-database';

export interface RunningServer {
  baseUrl: string;
  /** Everything the server printed, for diagnosing a failure. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Ports below Linux's ephemeral range (32768 and up), so neither an outgoing connection nor another
 * process's bind to port 0 is handed the port between our probe and the server's own bind.
 */
const PORT_LOW = 20_000;
const PORT_HIGH = 32_000;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A port nobody listens on right now; the server binds it a few seconds later. */
async function freePort(): Promise<number> {
  for (;;) {
    const port = PORT_LOW + Math.floor(Math.random() * (PORT_HIGH - PORT_LOW));
    if (await isFree(port)) return port;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** The servers started and not yet stopped, whose logs a failed test prints (see failure-logs.ts). */
export const runningServers = new Set<RunningServer>();

/** A server whose bind lost the port to another process: started again on another port. */
class PortTaken extends Error {}

const ATTEMPTS = 3;

/**
 * Starts the real server (embedded database in a fresh folder, or a fresh PostgreSQL database with
 * E2E_DATABASE_URL; development mode so the mailbox is served) and waits until it answers.
 * webDist is the built app it serves (the tests' own build; apps/web/dist when not given).
 */
export async function startServer(
  repoRoot: string,
  timeoutMs = 210_000,
  { webDist }: { webDist?: string } = {},
): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(repoRoot, timeoutMs, webDist);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === ATTEMPTS) throw error;
    }
  }
}

async function startOnce(repoRoot: string, timeoutMs: number, webDist?: string): Promise<RunningServer> {
  const port = await freePort();
  const database = await serverDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: baseUrl,
    DATA_DIR: dataDir,
    DEMO_EMAIL: 'demo-e2e@example.test',
    DEMO_PASSWORD: 'Demo-e2e-Passw0rd',
  };
  delete env.DATABASE_URL;
  if (webDist) env.WEB_DIST = webDist;
  else delete env.WEB_DIST;
  Object.assign(env, database.env);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  // Set once the server answers, cleared when the suite stops it. A server that dies in between
  // leaves only refused connections in the tests' errors: its own last words go to the log. (One
  // that dies while starting is reported by the error below.)
  let serving = false;
  child.once('exit', (code, signal) => {
    if (serving) {
      console.error(
        `[e2e] The server at ${baseUrl} exited (${signal ?? `code ${code}`}):\n${output.slice(-4000)}`,
      );
    }
  });

  const stop = async () => {
    serving = false;
    runningServers.delete(running);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 15_000))) {
        child.kill('SIGKILL');
        await waitForExit(child, 5_000);
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  };

  // The banner names the address, so a health answer from another process on the port is not taken
  // for this server's.
  const running: RunningServer = { baseUrl, output: () => output, stop };
  const banner = `running at ${baseUrl} `;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      if (output.includes('EADDRINUSE')) throw new PortTaken(`Port ${port} was taken:\n${output}`);
      throw new Error(`The server exited before answering /v1/health:\n${output}`);
    }
    if (output.includes(banner)) {
      try {
        const response = await fetch(`${baseUrl}/v1/health`);
        if (response.status === 200) {
          serving = true;
          runningServers.add(running);
          return running;
        }
      } catch {
        // Not answering yet.
      }
    }
    await sleep(500);
  }
  await stop();
  throw new Error(`The server did not answer /v1/health within ${timeoutMs / 1000} s:\n${output}`);
}

/**
 * Fails fast, with the reason, when the server does not deliver the built app (otherwise every step
 * would only time out waiting for a page that never renders).
 */
export async function assertServesWebApp(baseUrl: string): Promise<void> {
  const page = await fetch(`${baseUrl}/login`);
  const html = await page.text();
  if (page.status !== 200 || !html.includes('id="root"')) {
    throw new Error(`GET /login answered ${page.status} without the app's page:\n${html.slice(0, 500)}`);
  }
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  for (const asset of assets) {
    const response = await fetch(`${baseUrl}${asset}`);
    if (response.status !== 200) {
      throw new Error(`GET ${asset} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    }
  }
}
