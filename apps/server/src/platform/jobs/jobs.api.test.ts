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
});
