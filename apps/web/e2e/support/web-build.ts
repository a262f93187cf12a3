import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/**
 * The browser tests build the web app into a folder of their own, never apps/web/dist: `npm start`
 * (maybe with NODE_ENV=development) and `npm run bench` rebuild that one, and a development bundle
 * or a folder emptied mid-run would fail tests for reasons that are not in the app. Each build
 * lives in a folder named after its sources' fingerprint and is never changed once in place, so a
 * server still serving an older build is not pulled from under another test run.
 */
const CACHE = 'node_modules/.cache/e2e-web';
/** Written by the build itself (apps/web/vite.config.ts) once every asset is on disk. */
const BUILD_INFO_FILE = 'build-info.json';
/** What may change the bundle: the app, the domain code it imports, the build and dependency setup. */
const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
  'tsconfig.base.json',
];
/** Unit tests are not bundled: editing one does not call for a new build. */
const NOT_BUNDLED = /\.test\.tsx?$/;
/** A build that has not finished in this time is taken for dead, and its lock is taken over. */
const LOCK_STALE_MS = 15 * 60_000;
/** Builds unused for this long are removed (a test run still serving one is long over). */
const KEEP_OLD_BUILDS_MS = 6 * 60 * 60_000;

export type WebBuildStatus = 'missing' | 'unmarked' | 'development' | 'stale' | 'current';

/** Builds the app into outDir in production mode, marking it with the sources' fingerprint. */
export type WebBuilder = (outDir: string, fingerprint: string) => void;

/** A hash of every file that goes into the bundle (paths and contents, not modification times). */
export function webSourcesFingerprint(repoRoot: string): string {
  const hash = createHash('sha256');
  const visit = (relative: string) => {
    const absolute = path.join(repoRoot, relative);
    if (!existsSync(absolute)) return;
    if (statSync(absolute).isDirectory()) {
      for (const entry of readdirSync(absolute).sort()) {
        if (entry !== 'node_modules') visit(path.join(relative, entry));
      }
    } else if (!NOT_BUNDLED.test(relative)) {
      hash.update(`${relative.split(path.sep).join('/')}\0`);
      hash.update(readFileSync(absolute));
      hash.update('\0');
    }
  };
  for (const source of SOURCES) visit(source);
  return hash.digest('hex');
}

/**
 * Whether a built folder is the production build of these sources. Only the marker the build wrote
 * counts: a folder's age says nothing about the mode it was built in.
 */
export function webBuildStatus(dir: string, fingerprint: string): WebBuildStatus {
  if (!existsSync(path.join(dir, 'index.html'))) return 'missing';
  let info: { mode?: unknown; production?: unknown; fingerprint?: unknown };
  try {
    info = JSON.parse(readFileSync(path.join(dir, BUILD_INFO_FILE), 'utf8'));
  } catch {
    return 'unmarked';
  }
  if (info.mode !== 'production' || info.production !== true) return 'development';
  return info.fingerprint === fingerprint ? 'current' : 'stale';
}

/** `vite build` with React's production runtime (vitest sets NODE_ENV=test): what users get. */
const viteBuild =
  (repoRoot: string): WebBuilder =>
  (outDir, fingerprint) => {
    const vite = ['--mode', 'production', '--outDir', outDir, '--emptyOutDir'];
    // --logLevel warn: the table of every asset would bury the test output; errors still show.
    execFileSync('npm', ['run', 'build', '-w', '@app/web', '--', ...vite, '--logLevel', 'warn'], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', WEB_BUILD_FINGERPRINT: fingerprint },
    });
  };

/** Blocks the thread (the build check runs before anything else of the suite). */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Runs fn holding a lock file, so test processes started at once (the two browser passes of
 * `npm test`, several people's runs in one tree) build one at a time. A lock left by a process
 * that died, or one older than any build takes, is taken over.
 */
export function withBuildLock<T>(lockFile: string, fn: () => T, waitMs = LOCK_STALE_MS): T {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let owner = Number.NaN;
    let age = 0;
    try {
      owner = Number(readFileSync(lockFile, 'utf8'));
      age = Date.now() - statSync(lockFile).mtimeMs;
    } catch {
      continue; // released between the two calls
    }
    // An empty file is a lock being written right now: its owner is alive.
    const dead = Number.isInteger(owner) && owner > 0 && !isAlive(owner);
    if (dead || age > LOCK_STALE_MS) {
      rmSync(lockFile, { force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`The web build lock ${lockFile} is still held by ${owner}`);
    pause(250);
  }
  try {
    return fn();
  } finally {
    try {
      if (readFileSync(lockFile, 'utf8') === String(process.pid)) unlinkSync(lockFile);
    } catch {
      // Already gone.
    }
  }
}

/** Removes other builds and abandoned temporary folders once nobody can still be serving them. */
function pruneOldBuilds(cache: string, keep: string): void {
  for (const entry of readdirSync(cache)) {
    const dir = path.join(cache, entry);
    if (dir === keep || !/^(build|tmp)-/.test(entry)) continue;
    if (Date.now() - statSync(dir).mtimeMs > KEEP_OLD_BUILDS_MS)
      rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Returns the folder holding the production build of the current sources, building it first when
 * there is none (or only a development, unmarked or half-written one). The server serves it through
 * WEB_DIST.
 */
export function ensureWebBuild(repoRoot: string, options: { build?: WebBuilder } = {}): string {
  const build = options.build ?? viteBuild(repoRoot);
  const cache = path.join(repoRoot, CACHE);
  const fingerprint = webSourcesFingerprint(repoRoot);
  const dir = path.join(cache, `build-${fingerprint.slice(0, 16)}`);
  if (webBuildStatus(dir, fingerprint) === 'current') {
    // Its age says when it was last used: the clean-up leaves it alone for a while yet.
    const now = new Date();
    utimesSync(dir, now, now);
    return dir;
  }
  mkdirSync(cache, { recursive: true });
  withBuildLock(path.join(cache, 'build.lock'), () => {
    // Another process may have built it while this one waited for the lock.
    if (webBuildStatus(dir, fingerprint) === 'current') return;
    // Built aside and moved in whole, so nobody ever sees a half-written folder.
    const temp = mkdtempSync(path.join(cache, 'tmp-'));
    try {
      build(temp, fingerprint);
      const status = webBuildStatus(temp, fingerprint);
      if (status !== 'current') throw new Error(`The web build for the browser tests came out ${status}`);
      rmSync(dir, { recursive: true, force: true });
      renameSync(temp, dir);
    } finally {
      rmSync(temp, { recursive: true, force: true });
    }
    pruneOldBuilds(cache, dir);
  });
  return dir;
}
