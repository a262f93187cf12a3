import { DEFAULT_TIMINGS, type StepTimings, scaledTimings } from './submission-step';

export type SendingTimings = {
  steps: StepTimings;
  /** A claimed send is left alone this long (longer than any ANAF call with its timeout). */
  leaseMs: number;
  /** An open send whose check is this late goes back to the queue. */
  sweepGraceMs: number;
  /** A sweep in each worker process this often, besides the minute cron (null: cron only). */
  sweepEveryMs: number | null;
};

/**
 * The delays of sending. `EFACTURA_TIME_SCALE` (a factor, e.g. 0.001) shortens every one of them:
 * tests, the benchmark and the fault-injection run use it; production leaves it unset.
 */
export function sendingTimingsFromEnv(env: Record<string, string | undefined>): SendingTimings {
  const factor = Number(env.EFACTURA_TIME_SCALE ?? '1');
  const scale = Number.isFinite(factor) && factor > 0 ? factor : 1;
  const leaseMs = Number(env.EFACTURA_LEASE_MS ?? 0) || Math.max(2_000, Math.round(120_000 * scale));
  return {
    steps: scale === 1 ? DEFAULT_TIMINGS : scaledTimings(scale),
    leaseMs,
    // Above the job queue's pick-up delay (its polling), or the sweep would queue needless copies.
    sweepGraceMs: Math.max(3_000, Math.round(30_000 * scale)),
    sweepEveryMs: scale === 1 ? null : Math.max(1_000, Math.round(60_000 * scale)),
  };
}
