import { percentile } from './sampling';

/** `batch` calls per timed sample; call `n` is the n-th of the run (to take documents in turn). */
export type TimedRun = { name: string; batch: number; call: (n: number) => unknown };

export type RunResult = { name: string; rate: number; p50: number; p95: number; errors: number };

type Measured = { samples: number[]; calls: number; seconds: number; errors: number };
const fresh = (): Measured => ({ samples: [], calls: 0, seconds: 0, errors: 0 });

/** Runs `call` for about `seconds` (an error counts and is not timed). */
async function timeFor(run: TimedRun, seconds: number, into: Measured): Promise<void> {
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  while (performance.now() < until) {
    const before = performance.now();
    try {
      for (let i = 0; i < run.batch; i++) await run.call(into.calls + i);
      into.samples.push((performance.now() - before) / run.batch);
      into.calls += run.batch;
    } catch {
      into.errors++;
    }
  }
  into.seconds += (performance.now() - started) / 1000;
}

/**
 * Times the runs on the same work in alternating rounds after a warm-up, so a busy machine slows
 * each side alike and the ratio between them holds; per-call p50/p95 in milliseconds.
 */
export async function sideBySide(
  runs: TimedRun[],
  durationSeconds: number,
  rounds = 6,
): Promise<RunResult[]> {
  const measured = runs.map(fresh);
  for (const run of runs) await timeFor(run, 0.3, fresh());
  for (let round = 0; round < rounds; round++)
    for (const [index, run] of runs.entries())
      await timeFor(run, durationSeconds / rounds / runs.length, measured[index] as Measured);
  return runs.map((run, index) => {
    const result = measured[index] as Measured;
    const sorted = [...result.samples].sort((a, b) => a - b);
    return {
      name: run.name,
      rate: result.calls / result.seconds,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      errors: result.errors,
    };
  });
}

/** Prints rows as the markdown table `npm run bench` prints (a row file run on its own). */
export function printRows(
  rows: { scenario: string; p50: string; p95: string; rate: string; errors: string; goal: string }[],
): void {
  process.stdout.write(
    '| scenario | p50 ms | p95 ms | per second | errors | goal |\n|---|---|---|---|---|---|\n',
  );
  for (const row of rows)
    process.stdout.write(
      `| ${row.scenario} | ${row.p50} | ${row.p95} | ${row.rate} | ${row.errors} | ${row.goal} |\n`,
    );
}
