import PgBoss from 'pg-boss';
import type { Tx } from '../../db/client';

export type JobHandler<T> = (data: T) => Promise<void>;

/** When a job may start, and a key that keeps one queued job per key (pg-boss `singletonKey`). */
/** `loops`: fetch loops of the queue in this process (each fetches `batchSize` jobs at a time). */
export type RegisterOptions = { batchSize?: number; loops?: number };

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
    },
    async send(name, data, options = {}) {
      await boss.send(name, data, { retryLimit: 5, retryDelay: 10, retryBackoff: true, ...options });
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
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 5000 }),
  };
}
