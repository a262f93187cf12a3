import type PgBoss from 'pg-boss';

export type JobPoolOptions<T> = {
  boss: PgBoss;
  name: string;
  /** Jobs of the queue running at once in this process. */
  concurrency: number;
  /** How long an empty queue is left before it is asked again. */
  pollingMs: number;
  run(job: PgBoss.Job<T>): Promise<void>;
  log?: { error(details: object, message: string): void };
};

export type JobPool = {
  /** A job of this queue may be due now (one was just queued): look without waiting for the poll. */
  queued(): void;
  /** Stops fetching, lets running jobs end (up to `timeoutMs`) and records their completion. */
  stop(timeoutMs: number): Promise<void>;
};

/**
 * Runs up to `concurrency` jobs of a queue side by side and fetches more as slots free up. Unlike
 * pg-boss's batches, which wait for their slowest job before fetching again, a job that waits long
 * (ANAF answering late) holds only its own slot. Completions are written together, a tick's worth
 * at a time; a failed job is failed alone and pg-boss retries it.
 */
export function startJobPool<T>(options: JobPoolOptions<T>): JobPool {
  const { boss, name, concurrency, log } = options;
  const running = new Set<Promise<void>>();
  const completed: string[] = [];
  let stopped = false;
  /** The loop's wait, and whether a freed slot ends it (only while the queue may hold more). */
  let waiting: { resolve(): void; forSlot: boolean } | null = null;

  const wake = (slotFreed: boolean) => {
    if (!waiting || (slotFreed && !waiting.forSlot)) return;
    const { resolve } = waiting;
    waiting = null;
    resolve();
  };

  const complete = async () => {
    if (completed.length === 0) return;
    const ids = completed.splice(0);
    await boss
      .complete(name, ids)
      .catch((error) => log?.error({ err: error, job: name }, 'job not completed'));
  };

  function start(job: PgBoss.Job<T>) {
    const task = options
      .run(job)
      .then(
        () => {
          completed.push(job.id);
        },
        (error: unknown) =>
          boss
            .fail(name, job.id, { message: error instanceof Error ? error.message : String(error) })
            .catch((failure) => log?.error({ err: failure, job: name }, 'job not failed')),
      )
      .finally(() => {
        running.delete(task);
        wake(true);
      });
    running.add(task);
  }

  async function loop() {
    let mayHoldMore = false;
    while (!stopped) {
      await complete();
      const free = concurrency - running.size;
      if (free > 0) {
        const jobs = await boss.fetch<T>(name, { batchSize: free }).catch((error) => {
          log?.error({ err: error, job: name }, 'jobs not fetched');
          return [];
        });
        for (const job of jobs) start(job);
        mayHoldMore = jobs.length === free;
      }
      if (stopped) break;
      const full = running.size >= concurrency;
      await new Promise<void>((resolve) => {
        // A full pool waits for a slot; otherwise the queue was drained: wait for the poll or a nudge.
        const timer = full && mayHoldMore ? null : setTimeout(() => wake(false), options.pollingMs);
        waiting = {
          forSlot: mayHoldMore,
          resolve: () => {
            if (timer) clearTimeout(timer);
            resolve();
          },
        };
      });
      // Jobs ending together free their slots before the next fetch.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  const looping = loop();
  return {
    queued: () => wake(false),
    async stop(timeoutMs) {
      stopped = true;
      wake(false);
      await looping;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...running]),
        new Promise((resolve) => {
          timer = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(timer);
      await complete();
    },
  };
}
