import PgBoss from 'pg-boss';
import type { Tx } from '../../db/client';
import { type JobPool, startJobPool } from './job-pool';

export type JobHandler<T> = (data: T) => Promise<void>;

/**
 * `concurrency` > 1: jobs of the queue run side by side, up to that many in this process, each
 * holding its slot only while it runs (jobs that wait on the network).
 */
export type RegisterOptions = { concurrency?: number };

/** When a job may start, and a key that keeps one queued job per key (pg-boss `singletonKey`). */
export type EnqueueOptions = { startAfter?: Date; singletonKey?: string };

export type Jobs = {
  boss: PgBoss;
  /** Enqueues inside the caller's transaction: the job exists if and only if the change commits. */
  enqueue<T extends object>(tx: Tx, name: string, data: T, options?: EnqueueOptions): Promise<void>;
  /** Enqueues outside any transaction (a worker following up on its own work). */
  send<T extends object>(name: string, data: T, options?: EnqueueOptions): Promise<void>;
  /**
   * Declares a queue and, when workers run in this process, its handler. A handler may run again
   * after a failure or a lost worker, so it must be safe to repeat.
   */
  register<T extends object>(name: string, handler: JobHandler<T>, options?: RegisterOptions): Promise<void>;
  schedule(name: string, cron: string): Promise<void>;
  /** The data of the queue's jobs waiting for their turn (created or to be retried). */
  waiting<T extends object>(name: string): Promise<T[]>;
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
  /** A job due now, queued in this process, goes to its pool at once rather than at the next poll. */
  const dueNow = (name: string, startAfter?: Date) => {
    if (!startAfter || startAfter.getTime() <= Date.now()) pools.get(name)?.queued();
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
      tx.afterCommit(() => dueNow(name, options.startAfter));
    },
    async send(name, data, options = {}) {
      await boss.send(name, data, { retryLimit: 5, retryDelay: 10, retryBackoff: true, ...options });
      dueNow(name, options.startAfter);
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
      const concurrency = registered.concurrency ?? 1;
      if (concurrency === 1) {
        await boss.work<T>(name, { pollingIntervalSeconds: polling }, async (jobs) => {
          for (const job of jobs) await run(job);
        });
        return;
      }
      pools.set(
        name,
        startJobPool<T>({ boss, name, concurrency, pollingMs: polling * 1000, run, log: options.log }),
      );
    },
    async schedule(name, cron) {
      await boss.createQueue(name);
      if (options.workers) await boss.schedule(name, cron);
    },
    async waiting<T extends object>(name: string) {
      const { rows } = await boss
        .getDb()
        .executeSql(`select data from pgboss.job where name = $1 and state in ('created', 'retry')`, [name]);
      return rows.map((row) => row.data as T);
    },
    async stop() {
      await Promise.all([...pools.values()].map((pool) => pool.stop(5000)));
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
