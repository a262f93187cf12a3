import type PgBoss from 'pg-boss';

export type JobPoolOptions = {
  /** Jobs of the queue running at once in this process. */
  concurrency: number;
  /** How often an idle pool looks for due jobs (jobs sent by this process wake it at once). */
  pollingMs: number;
  log?: { error(details: object, message: string): void };
};

export type JobPool = {
  /** A job of the queue was just sent (committed) by this process: look now rather than at the next poll. */
  wake(): void;
  /** Stops fetching, waits for the running jobs (up to `timeoutMs`) and records their completion. */
  stop(timeoutMs: number): Promise<void>;
};

/** Completions are written this often at most, many jobs per statement. */
const COMPLETE_EVERY_MS = 25;

/**
 * A continuous worker of one queue, for jobs that mostly wait on the network: up to `concurrency`
 * jobs run at once and a freed slot is filled at once, where pg-boss's own worker fetches a batch,
 * waits for all of it, then sleeps at least its polling interval (500 ms minimum) before fetching
 * again, which caps a queue at a batch per half second whatever the jobs' length. Fetches take as
 * many jobs as there are free slots, and completions are written in groups, so a job costs a
 * fraction of a statement of queue bookkeeping. A job that throws is failed (pg-boss retries it).
 */
export function startJobPool<T extends object>(
  boss: PgBoss,
  name: string,
  run: (job: PgBoss.Job<T>) => Promise<void>,
  options: JobPoolOptions,
): JobPool {
  const { concurrency, pollingMs } = options;
  let running = 0;
  let stopping = false;
  let wakeUp: (() => void) | null = null;
  let completed: string[] = [];
  let flushTimer: NodeJS.Timeout | null = null;
  let idleDone: (() => void) | null = null;
  // A wake while the loop is fetching is kept for its next wait, which then does not wait.
  let woken = false;

  const wake = () => {
    const resolve = wakeUp;
    wakeUp = null;
    if (resolve) resolve();
    else woken = true;
  };
  const idle = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken) {
        woken = false;
        return resolve();
      }
      const timer = setTimeout(wake, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const flush = async () => {
    flushTimer = null;
    if (completed.length === 0) return;
    const ids = completed;
    completed = [];
    // A lost completion only lets the job expire and run again: every handler is safe to repeat.
    await boss
      .complete(name, ids)
      .catch((error) => options.log?.error({ err: error, job: name }, 'job completion not recorded'));
  };

  const start = (job: PgBoss.Job<T>) => {
    running++;
    run(job)
      .then(
        () => {
          completed.push(job.id);
          flushTimer ??= setTimeout(() => void flush(), COMPLETE_EVERY_MS);
        },
        (error) =>
          boss
            .fail(name, job.id, { message: error instanceof Error ? error.message : String(error) })
            .catch(() => undefined),
      )
      .finally(() => {
        running--;
        if (stopping && running === 0) idleDone?.();
        // Fetch again once a tenth of the slots is free (one fetch for many jobs).
        if (concurrency - running >= Math.max(1, Math.floor(concurrency / 10))) wake();
      });
  };

  const loop = (async () => {
    while (!stopping) {
      const free = concurrency - running;
      let fetched = 0;
      if (free > 0) {
        try {
          const jobs = await boss.fetch<T>(name, { batchSize: free });
          fetched = jobs.length;
          for (const job of jobs) start(job);
        } catch (error) {
          options.log?.error({ err: error, job: name }, 'job fetch failed');
        }
      }
      if (stopping) break;
      // A full fetch may have left more due: look again when slots free up; otherwise poll.
      await idle(fetched > 0 && fetched === free ? pollingMs * 4 : pollingMs);
    }
  })();

  return {
    wake: () => {
      if (running < concurrency) wake();
    },
    async stop(timeoutMs) {
      stopping = true;
      wake();
      await loop;
      if (running > 0)
        await Promise.race([
          new Promise<void>((resolve) => {
            idleDone = resolve;
          }),
          new Promise((resolve) => setTimeout(resolve, timeoutMs).unref()),
        ]);
      if (flushTimer) clearTimeout(flushTimer);
      await flush();
    },
  };
}
