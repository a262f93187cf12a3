import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('jobs (pg-boss on the same database)', () => {
  it('runs a job enqueued in a committed transaction, and never one from a rolled-back transaction', async () => {
    const seen: string[] = [];
    await h.ctx.jobs.register<{ word: string }>('test.echo', async ({ word }) => {
      seen.push(word);
    });
    await h.ctx.database.transaction((tx) => h.ctx.jobs.enqueue(tx, 'test.echo', { word: 'committed' }));
    await expect(
      h.ctx.database.transaction(async (tx) => {
        await h.ctx.jobs.enqueue(tx, 'test.echo', { word: 'rolled-back' });
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && seen.length === 0)
      await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(seen).toEqual(['committed']);
  });

  it('runs a concurrent queue up to its concurrency, a slow job holding only its slot, a failed one retried alone', async () => {
    const runs = new Map<string, number>();
    let running = 0;
    let most = 0;
    let releaseSlow = () => {};
    const slowHeld = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    await h.ctx.jobs.register<{ key: string }>(
      'test.pool',
      async ({ key }) => {
        runs.set(key, (runs.get(key) ?? 0) + 1);
        running++;
        most = Math.max(most, running);
        try {
          // Held until every other job has run: jobs fetched in batches would wait for it forever.
          if (key === 'slow') await slowHeld;
          else await new Promise((resolve) => setTimeout(resolve, 20));
          if (key === 'flaky' && runs.get(key) === 1) throw new Error('first try fails');
        } finally {
          running--;
        }
      },
      { concurrency: 4 },
    );
    const keys = ['slow', 'flaky', ...Array.from({ length: 10 }, (_, i) => `job-${i}`)];
    for (const key of keys) await h.ctx.jobs.send('test.pool', { key });
    await expect.poll(() => keys.filter((key) => key !== 'slow' && runs.get(key)).length).toBe(11);
    releaseSlow();
    await expect.poll(() => runs.get('flaky')).toBe(2);
    const states = async () =>
      (
        await h.ctx.database.pool.query(
          `select state, count(*)::int as n from pgboss.job where name = 'test.pool' group by state`,
        )
      ).rows;
    await expect.poll(states).toEqual([{ state: 'completed', n: 12 }]);
    expect(most).toBeLessThanOrEqual(4);
    expect([...runs].filter(([key, n]) => key !== 'flaky' && n !== 1)).toEqual([]);
  });
});
