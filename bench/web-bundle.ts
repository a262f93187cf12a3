import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestEntry = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
};
type Manifest = Record<string, ManifestEntry>;

const WEB = path.resolve(import.meta.dirname, '../apps/web');
const DIST = path.join(WEB, 'dist');

export type BundleSizes = { loginRouteKb: number; largestLazyChunk: { file: string; kb: number } };

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length / 1024;

/** The chunk files an entry loads before it runs: itself and its static imports, transitively. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const imported of entry.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/**
 * Gzip size of the JavaScript a first visit to /login downloads (the app entry plus the login
 * page's lazy chunk, with their static imports, plus the default language's core texts, which
 * load before the first render), and of the largest lazy chunk.
 */
export function measureBundle(): BundleSizes {
  // Always a fresh production build: a leftover dist may be older or built in another mode.
  execFileSync('npm', ['run', 'build', '-w', '@app/web'], {
    cwd: path.resolve(WEB, '../..'),
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loginKey = Object.keys(manifest).find((key) => key.endsWith('features/auth/pages/LoginPage.tsx'));
  if (!entryKey || !loginKey) throw new Error('web manifest has no entry or no login page chunk');
  const files = closure(manifest, loginKey, closure(manifest, entryKey));
  const coreTexts = JSON.parse(
    readFileSync(path.join(WEB, 'src/locales/core-texts.json'), 'utf8'),
  ) as string[];
  for (const name of coreTexts) closure(manifest, `src/locales/ro-RO/${name}.json`, files);
  const loginRouteKb = [...files]
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipKb(file), 0);
  const lazy = Object.values(manifest)
    .filter((entry) => entry.isDynamicEntry && entry.file.endsWith('.js'))
    .map((entry) => ({ file: entry.file, kb: gzipKb(entry.file) }))
    .sort((a, b) => b.kb - a.kb);
  return { loginRouteKb, largestLazyChunk: lazy[0] ?? { file: 'none', kb: 0 } };
}
