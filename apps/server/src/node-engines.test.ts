import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// The README promises Node 20: `npm install` there must not warn EBADENGINE, so no installed
// package (direct or transitive) may ask for a newer Node than the root package.json admits.
const root = path.resolve(import.meta.dirname, '../../..');
const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: Record<string, string> | string[] }>;
};

describe('Node engines of the installed packages', () => {
  const lowest = semver.minVersion(rootPackage.engines.node);

  it('the root names Node 20 as the lowest version, as the README says', () => {
    expect(lowest?.major).toBe(20);
    expect(readFileSync(path.join(root, 'README.md'), 'utf8')).toContain('Node 20');
  });

  it('every package in package-lock.json runs on the lowest Node the root admits', () => {
    const refusing = Object.entries(lock.packages).flatMap(([where, entry]) => {
      const node = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!node || !lowest) return [];
      return semver.satisfies(lowest, node) ? [] : [`${where}@${entry.version}: node ${node}`];
    });
    expect(refusing).toEqual([]);
  });
});
