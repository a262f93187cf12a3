import { describe, expect, it } from 'vitest';
import type { Jobs } from '../jobs/jobs';
import { advanceSend, requeueOverdue, type SendSteps } from './stepped-send';

type Row = { step: number };

/** Steps whose claims answer from a list (null: not due, or taken); each record says when next. */
function stepsOf(claims: (Row | null)[], nextAfterMs: (row: Row) => number | null) {
  const requeued: (Date | undefined)[] = [];
  const called: number[] = [];
  const steps: SendSteps<Row, string> = {
    claim: async () => claims.shift() ?? null,
    due: () => true,
    call: async (row) => {
      called.push(row.step);
      return 'ok';
    },
    failed: () => 'failed',
    record: async (row) => {
      const after = nextAfterMs(row);
      return { nextCheckAt: after === null ? null : new Date(Date.now() + after) };
    },
    requeue: async (startAfter) => {
      requeued.push(startAfter);
    },
  };
  return { steps, requeued, called };
}

describe('advanceSend', () => {
  it('runs a step due within 50 ms in the same job, once it is due', async () => {
    const { steps, requeued, called } = stepsOf([{ step: 1 }, { step: 2 }], (row) =>
      row.step === 1 ? 20 : null,
    );
    await advanceSend(steps);
    expect(called).toEqual([1, 2]);
    expect(requeued).toEqual([]);
  });

  it('queues a later step for its time', async () => {
    const { steps, requeued } = stepsOf([{ step: 1 }], () => 60_000);
    await advanceSend(steps);
    expect(requeued).toHaveLength(1);
    expect(requeued[0]?.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  it('queues the follow-up when its claim finds nothing due, rather than leaving it to the sweeper', async () => {
    const { steps, requeued, called } = stepsOf([{ step: 1 }, null], () => 5);
    await advanceSend(steps);
    expect(called).toEqual([1]);
    expect(requeued).toHaveLength(1);
    expect(requeued[0]).toBeInstanceOf(Date);
  });

  it('ends quietly when the first claim finds the send taken or not due', async () => {
    const { steps, requeued, called } = stepsOf([null], () => 5);
    await advanceSend(steps);
    expect(called).toEqual([]);
    expect(requeued).toEqual([]);
  });

  it('gives the queue back after three steps in one job', async () => {
    const { steps, requeued, called } = stepsOf([{ step: 1 }, { step: 2 }, { step: 3 }], () => 0);
    await advanceSend(steps);
    expect(called).toEqual([1, 2, 3]);
    expect(requeued).toEqual([undefined]);
  });
});

describe('requeueOverdue', () => {
  it('queues again the overdue sends that have no job waiting for its turn', async () => {
    const sent: unknown[] = [];
    const jobs = {
      waiting: async () => [{ id: 'queued' }],
      send: async (_name: string, data: unknown) => {
        sent.push(data);
      },
    } as unknown as Jobs;
    await requeueOverdue(jobs, 'sends', async () => [{ id: 'queued' }, { id: 'lost' }]);
    expect(sent).toEqual([{ id: 'lost' }]);
  });
});
