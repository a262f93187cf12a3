import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';

let h: Harness;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
  h = await startHarness({ webDist: dist });
});
afterAll(async () => {
  await h?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('serves assets to visitors without a session, cached for good', async () => {
    const response = await h.client().get('/assets/app-1a2b.js');
    expect(response.status).toBe(200);
    expect(response.body).toBe('console.log(1)');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers client routes with index.html, and unknown API paths with the JSON 404', async () => {
    for (const route of ['/', '/login', '/partners/123/contacts']) {
      const response = await h.client().get(route);
      expect(response.status).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const api = await h.client().get('/v1/unknown');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ message: 'common.errors.not-found' });
  });

  it('never serves files outside the build folder', async () => {
    const response = await h.client().get('/..%2f..%2fetc%2fpasswd');
    expect(response.body).not.toContain('root:');
  });
});
