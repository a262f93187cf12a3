import PgBoss from 'pg-boss';
import type { Tx } from '../../db/client';
import { type JobPool, startJobPool } from './job-pool';

export type JobHandler<T> = (data: T) => Promise<void>;

/** When a job may start, and a key that keeps one queued job per key (pg-boss `singletonKey`). */
/**
 * `loops`: fetch loops of the queue in this process (each fetches `batchSize` jobs at a time).
 * `concurrency`: instead, one continuous pool of that many jobs at once (job-pool.ts), polled every
 * `pollingMs` and woken at once by the jobs this process sends to the queue.
 */
export type RegisterOptions = {
  batchSize?: number;
  loops?: number;
  concurrency?: number;
  pollingMs?: number;
};

export type EnqueueOptions = { startAfter?: Date; singletonKey?: string };

export type Jobs = {
  boss: PgBoss;
  /** Enqueues inside the caller's transaction: the job exists if and only if the change commits. */
  enqueue<T extends object>(tx: Tx, name: string, data: T, options?: EnqueueOptions): Promise<void>;
  /** Enqueues outside any transaction (a worker following up on its own work). */
  send<T extends object>(name: string, data: T, options?: EnqueueOptions): Promise<void>;
  /**
   * Declares a queue and, when workers run in this process, its handler. `batchSize` > 1 fetches
   * that many jobs at once and runs them side by side (jobs that wait on the network); a failure
   * fails the batch, so such handlers must be safe to run again.
   */
  register<T extends object>(name: string, handler: JobHandler<T>, options?: RegisterOptions): Promise<void>;
  schedule(name: string, cron: string): Promise<void>;
  /** Stops this process's workers of the queue (a test leaving them to other processes). */
  offWork(name: string): Promise<void>;
  stop(): Promise<void>;
};

export type JobsOptions = {
  connectionString: string;
  workers: boolean;
  pollingIntervalSeconds?: number;
  log?: { error(details: object, message: string): void };
};

export async function startJobs(options: JobsOptions): Promise<Jobs> {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    max: 4,
    schedule: options.workers,
    supervise: options.workers,
  });
  boss.on('error', (error) => options.log?.error({ err: error }, 'job queue error'));
  await boss.start();
  const polling = options.pollingIntervalSeconds ?? 0.5;
  const pools = new Map<string, JobPool>();
  /** A pooled queue's worker looks at once for a job due now (one due later waits for its poll). */
  const wakeFor = (name: string, startAfter?: Date) => {
    if (!startAfter || startAfter.getTime() <= Date.now()) pools.get(name)?.wake();
  };
  return {
    boss,
    async enqueue(tx, name, data, options = {}) {
      await boss.send(name, data, {
        db: { executeSql: (text, values) => tx.client.query(text, values) },
        retryLimit: 5,
        retryDelay: 10,
        retryBackoff: true,
        ...options,
      });
      if (pools.has(name)) tx.afterCommit(() => wakeFor(name, options.startAfter));
    },
    async send(name, data, options = {}) {
      await boss.send(name, data, { retryLimit: 5, retryDelay: 10, retryBackoff: true, ...options });
      wakeFor(name, options.startAfter);
    },
    async register<T extends object>(name: string, handler: JobHandler<T>, registered: RegisterOptions = {}) {
      await boss.createQueue(name);
      if (!options.workers) return;
      const run = async (job: PgBoss.Job<T>) => {
        try {
          await handler(job.data);
        } catch (error) {
          // pg-boss retries the job; the log keeps the reason of every failed attempt.
          options.log?.error({ err: error, job: name, jobId: job.id }, 'job failed');
          throw error;
        }
      };
      if (registered.concurrency) {
        pools.set(
          name,
          startJobPool<T>(boss, name, run, {
            concurrency: registered.concurrency,
            pollingMs: registered.pollingMs ?? polling * 1000,
            log: options.log,
          }),
        );
        return;
      }
      const batchSize = registered.batchSize ?? 1;
      for (let loop = 0; loop < (registered.loops ?? 1); loop++) {
        await boss.work<T>(name, { pollingIntervalSeconds: polling, batchSize }, async (jobs) => {
          if (batchSize === 1) {
            for (const job of jobs) await run(job);
            return;
          }
          const results = await Promise.allSettled(jobs.map(run));
          const failed = results.find((result) => result.status === 'rejected');
          if (failed) throw (failed as PromiseRejectedResult).reason;
        });
      }
    },
    async schedule(name, cron) {
      await boss.createQueue(name);
      if (options.workers) await boss.schedule(name, cron);
    },
    async offWork(name) {
      await pools.get(name)?.stop(5000);
      pools.delete(name);
      await boss.offWork(name);
    },
    async stop() {
      await Promise.all([...pools.values()].map((pool) => pool.stop(5000)));
      pools.clear();
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
