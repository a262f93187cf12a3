import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ensureWebBuild,
  type WebBuilder,
  webBuildStatus,
  webSourcesFingerprint,
  withBuildLock,
} from './web-build';

/** A build as vite.config.ts writes it: index.html and the build-info marker. */
function writeBuild(dir: string, info: Record<string, unknown> | null) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<div id="root"></div>');
  if (info) writeFileSync(path.join(dir, 'build-info.json'), JSON.stringify(info));
}

const production = (fingerprint: string) => ({ mode: 'production', production: true, fingerprint });

describe('the web build the browser tests serve', () => {
  let repo: string;
  let builder: ReturnType<typeof vi.fn<WebBuilder>>;

  const source = (relative: string, text: string) => {
    const file = path.join(repo, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  };

  beforeEach(() => {
    repo = mkdtempSync(path.join(os.tmpdir(), 'web-build-test-'));
    source('apps/web/src/main.tsx', 'render(<App />);');
    source('apps/web/index.html', '<div id="root"></div>');
    source('packages/domain/src/money.ts', 'export const cents = 100;');
    builder = vi.fn<WebBuilder>((outDir, fingerprint) => writeBuild(outDir, production(fingerprint)));
  });

  afterEach(() => {
    rmSync(repo, { recursive: true, force: true });
  });

  it('does not reuse a development build left in apps/web/dist, however new it is', () => {
    // What `NODE_ENV=development npm start` leaves behind: newer than every source.
    const dist = path.join(repo, 'apps/web/dist');
    writeBuild(dist, { mode: 'production', production: false, nodeEnv: 'development', fingerprint: null });
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(dist, 'index.html'), later, later);

    const served = ensureWebBuild(repo, { build: builder });

    expect(builder).toHaveBeenCalledTimes(1);
    expect(served).not.toBe(dist);
    expect(webBuildStatus(served, webSourcesFingerprint(repo))).toBe('current');
  });

  it('builds once, then reuses the build until a source changes', () => {
    const first = ensureWebBuild(repo, { build: builder });
    expect(ensureWebBuild(repo, { build: builder })).toBe(first);
    expect(builder).toHaveBeenCalledTimes(1);

    source('packages/domain/src/money.ts', 'export const cents = 1000;');
    const second = ensureWebBuild(repo, { build: builder });
    expect(builder).toHaveBeenCalledTimes(2);
    expect(second).not.toBe(first);
    // A unit test is not part of the bundle: no rebuild for it.
    source('packages/domain/src/money.test.ts', 'it("adds", () => {});');
    expect(ensureWebBuild(repo, { build: builder })).toBe(second);
    expect(builder).toHaveBeenCalledTimes(2);
  });

  it('rebuilds a development, unmarked or half-written build found in its own folder', () => {
    const fingerprint = webSourcesFingerprint(repo);
    const dir = ensureWebBuild(repo, { build: builder });
    for (const info of [{ mode: 'development', production: false, fingerprint }, null]) {
      rmSync(dir, { recursive: true });
      writeBuild(dir, info);
      expect(webBuildStatus(dir, fingerprint)).not.toBe('current');
      ensureWebBuild(repo, { build: builder });
      expect(webBuildStatus(dir, fingerprint)).toBe('current');
    }
    rmSync(path.join(dir, 'index.html'));
    expect(webBuildStatus(dir, fingerprint)).toBe('missing');
    ensureWebBuild(repo, { build: builder });
    expect(builder).toHaveBeenCalledTimes(4);
  });

  it('tells a stale marker from a current one', () => {
    const dir = path.join(repo, 'out');
    writeBuild(dir, production('other sources'));
    expect(webBuildStatus(dir, 'these sources')).toBe('stale');
    writeBuild(dir, production('these sources'));
    expect(webBuildStatus(dir, 'these sources')).toBe('current');
  });

  it('fails, leaving nothing in place, when the build does not come out as a production build', () => {
    const development = vi.fn<WebBuilder>((outDir, fingerprint) =>
      writeBuild(outDir, { mode: 'production', production: false, fingerprint }),
    );
    expect(() => ensureWebBuild(repo, { build: development })).toThrow(/came out development/);
    expect(ensureWebBuild(repo, { build: builder })).toBeTruthy();
    expect(builder).toHaveBeenCalledTimes(1);
  });

  it('waits while another live process holds the build lock, and frees its own lock', () => {
    const lock = path.join(repo, 'build.lock');
    writeFileSync(lock, String(process.ppid));
    const fn = vi.fn(() => 'built');
    expect(() => withBuildLock(lock, fn, 600)).toThrow(/still held/);
    expect(fn).not.toHaveBeenCalled();
    rmSync(lock);
    expect(withBuildLock(lock, fn)).toBe('built');
    expect(existsSync(lock)).toBe(false);
  });

  it('takes over the build lock of a process that died', () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    const cache = path.join(repo, 'node_modules/.cache/e2e-web');
    mkdirSync(cache, { recursive: true });
    writeFileSync(path.join(cache, 'build.lock'), String(gone));
    ensureWebBuild(repo, { build: builder });
    expect(builder).toHaveBeenCalledTimes(1);
  });
});
