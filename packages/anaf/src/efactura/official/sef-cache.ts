import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The official CIUS-RO stylesheet compiled for SaxonJS (SEF) once per stylesheet and compiler
 * version, cached under node_modules/.cache: the compilation takes 17 s or more. Test files run in
 * parallel workers and several test runs may share a checkout, so the compilation happens under a
 * lock file, and the result is written to a temporary file and renamed: a reader never sees a
 * half-written stylesheet and nobody compiles twice.
 */
const run = promisify(execFile);
const require = createRequire(import.meta.url);

/** A compilation that has held the lock this long is taken for dead (17 s normally, minutes when busy). */
const LOCK_STALE_MS = 10 * 60_000;
const POLL_MS = 250;

export type SefLocation = { xslt: string; cacheDir: string; sef: string; lock: string };

export function sefLocation(xslt: string, cacheDir: string): SefLocation {
  const compilerVersion = JSON.parse(readFileSync(require.resolve('xslt3/package.json'), 'utf8')).version;
  const hash = createHash('sha256')
    .update(readFileSync(xslt))
    .update(`xslt3@${compilerVersion}`)
    .digest('hex');
  const name = hash.slice(0, 24);
  return {
    xslt,
    cacheDir,
    sef: path.join(cacheDir, `${name}.sef.json`),
    lock: path.join(cacheDir, `${name}.lock`),
  };
}

/** Compiles the stylesheet with xslt3 into `output` (the slow step). */
export type SefCompiler = (xslt: string, output: string) => Promise<void>;

export const compileWithXslt3: SefCompiler = async (xslt, output) => {
  const xslt3 = path.join(path.dirname(require.resolve('xslt3/package.json')), 'xslt3.js');
  await run(process.execPath, [xslt3, `-xsl:${xslt}`, `-export:${output}`, '-nogo'], {
    timeout: LOCK_STALE_MS,
    maxBuffer: 16 * 1024 * 1024,
  });
  if (!existsSync(output) || statSync(output).size === 0)
    throw new Error(`xslt3 wrote no stylesheet for ${xslt}`);
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock (true), or false when another live compilation holds it. A dead holder's lock is removed. */
function tryLock(lock: string): boolean {
  try {
    const fd = openSync(lock, 'wx');
    writeSync(fd, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  try {
    const holder = JSON.parse(readFileSync(lock, 'utf8')) as { pid?: number };
    const old = Date.now() - statSync(lock).mtimeMs > LOCK_STALE_MS;
    if (old || (typeof holder.pid === 'number' && !processAlive(holder.pid))) rmSync(lock, { force: true });
  } catch {
    // Being written right now (empty), or just released: look again on the next poll.
  }
  return false;
}

/** The cached SEF file's path, compiling it first when it is not there yet. */
export async function ensureSef(
  location: SefLocation,
  compile: SefCompiler = compileWithXslt3,
): Promise<string> {
  mkdirSync(location.cacheDir, { recursive: true });
  for (;;) {
    if (existsSync(location.sef)) return location.sef;
    if (!tryLock(location.lock)) {
      await sleep(POLL_MS);
      continue;
    }
    try {
      // Compiled by the previous holder between our check and our lock.
      if (existsSync(location.sef)) return location.sef;
      const temporary = `${location.sef}.${process.pid}.${Date.now()}.tmp`;
      try {
        await compile(location.xslt, temporary);
        renameSync(temporary, location.sef);
      } finally {
        rmSync(temporary, { force: true });
      }
      return location.sef;
    } finally {
      rmSync(location.lock, { force: true });
    }
  }
}
