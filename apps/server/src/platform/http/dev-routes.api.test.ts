import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';

// Every development trigger: the mailbox shows sign-in codes, the others change data at will.
const DEV_REQUESTS = [
  ['GET', '/dev/mailbox'],
  ['GET', '/dev/mailbox.json'],
  ['POST', '/dev/notifications'],
  ['POST', '/dev/subscriptions/expire'],
  ['POST', '/dev/members'],
] as const;

async function answers(h: Harness) {
  const { client } = await h.signUp();
  const statuses: Record<string, number> = {};
  for (const [method, url] of DEV_REQUESTS) {
    const response = method === 'GET' ? await client.get(url) : await client.post(url, {});
    statuses[`${method} ${url}`] = response.status;
  }
  return statuses;
}

describe('development routes', () => {
  it('exist outside production (so the production check below tests real routes)', async () => {
    const h = await startHarness({ env: 'development' });
    try {
      const statuses = await answers(h);
      for (const [request, status] of Object.entries(statuses))
        expect([request, status]).not.toEqual([request, 404]);
    } finally {
      await h.close();
    }
  });

  it('answer 404 in production, also to a signed-in user and with the web app served', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    const h = await startHarness({ env: 'production', webDist: dist });
    try {
      const statuses = await answers(h);
      expect(Object.values(statuses)).toEqual(DEV_REQUESTS.map(() => 404));
      for (const [method, url] of DEV_REQUESTS) expect(h.app.hasRoute({ method, url })).toBe(false);
      // The web app's own routes still answer with the page.
      expect((await h.client().get('/login')).status).toBe(200);
    } finally {
      await h.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
