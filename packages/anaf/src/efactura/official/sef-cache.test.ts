import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureSef, type SefCompiler, type SefLocation, sefLocation } from './sef-cache';

let dir: string;
let location: SefLocation;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'sef-cache-'));
  writeFileSync(path.join(dir, 'rules.xslt'), '<xsl:stylesheet/>');
  location = sefLocation(path.join(dir, 'rules.xslt'), path.join(dir, 'cache'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A compiler that writes slowly, in two steps, and counts its runs. */
function slowCompiler(): SefCompiler & { runs: number } {
  const compiler = Object.assign(
    async (_xslt: string, output: string) => {
      compiler.runs += 1;
      writeFileSync(output, '{"half":');
      await new Promise((resolve) => setTimeout(resolve, 300));
      writeFileSync(output, '{"compiled":true}');
    },
    { runs: 0 },
  );
  return compiler;
}

describe('the compiled stylesheet cache', () => {
  it('is named after the stylesheet contents, so a new stylesheet gets a new compilation', () => {
    writeFileSync(path.join(dir, 'other.xslt'), '<xsl:stylesheet version="3.0"/>');
    const other = sefLocation(path.join(dir, 'other.xslt'), location.cacheDir);
    expect(path.basename(location.sef)).toMatch(/^[0-9a-f]{24}\.sef\.json$/);
    expect(other.sef).not.toBe(location.sef);
  });

  it('compiles once for callers racing each other, and none of them reads a half-written file', async () => {
    const compiler = slowCompiler();
    const files = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const file = await ensureSef(location, compiler);
        return readFileSync(file, 'utf8');
      }),
    );
    expect(compiler.runs).toBe(1);
    expect(new Set(files)).toEqual(new Set(['{"compiled":true}']));
    expect(readdirSync(location.cacheDir)).toEqual([path.basename(location.sef)]);
    // Cached: a later call does not compile again.
    await ensureSef(location, compiler);
    expect(compiler.runs).toBe(1);
  });

  it('compiles once for processes racing each other (test files of parallel runs)', async () => {
    const counter = path.join(dir, 'compilations');
    const child = path.join(dir, 'child.mts');
    // Each process compiles slowly through the same cache; the counter gets one line per compilation.
    writeFileSync(
      child,
      `import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
      import { ensureSef, sefLocation } from ${JSON.stringify(path.join(import.meta.dirname, 'sef-cache.ts'))};
      const file = await ensureSef(sefLocation(${JSON.stringify(location.xslt)}, ${JSON.stringify(location.cacheDir)}), async (_xslt, output) => {
        appendFileSync(${JSON.stringify(counter)}, 'compiled\\n');
        writeFileSync(output, '{"half":');
        await new Promise((resolve) => setTimeout(resolve, 500));
        writeFileSync(output, '{"compiled":true}');
      });
      // A reader never sees the half-written file.
      JSON.parse(readFileSync(file, 'utf8'));`,
    );
    const run = promisify(execFile);
    await Promise.all(
      [1, 2, 3].map(() => run(process.execPath, ['--import', 'tsx', child], { timeout: 60_000 })),
    );
    expect(readFileSync(counter, 'utf8')).toBe('compiled\n');
    expect(readFileSync(location.sef, 'utf8')).toBe('{"compiled":true}');
  }, 90_000);

  it('takes over the lock of a compilation whose process is gone', async () => {
    await ensureSef(location, async (_xslt, output) => writeFileSync(output, '{}'));
    rmSync(location.sef);
    writeFileSync(location.lock, JSON.stringify({ pid: 2 ** 22 + 1, since: '2026-01-01T00:00:00Z' }));
    const compiler = slowCompiler();
    await ensureSef(location, compiler);
    expect(compiler.runs).toBe(1);
    expect(existsSync(location.lock)).toBe(false);
  });

  it('a failed compilation leaves neither a stylesheet nor a lock behind, and says why', async () => {
    const failing: SefCompiler = async (_xslt, output) => {
      writeFileSync(output, '{"half":');
      throw new Error('xslt3: syntax error');
    };
    await expect(ensureSef(location, failing)).rejects.toThrow('syntax error');
    expect(readdirSync(location.cacheDir)).toEqual([]);
  });
});
