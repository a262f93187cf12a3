import type { LatencyResult } from './measure-get';
import { createSampler } from './sampling';

/**
 * Latency of some work (SQL sent straight through the driver) repeated by `connections` callers for
 * `durationSeconds`: the floor an HTTP route over the same SQL is compared with. As autocannon does
 * for the HTTP side (measure-get.ts), only work finished within the duration is a sample; the work
 * still running then is waited for, so the next measurement starts on an idle pool. A failure is an
 * error, not a sample.
 */
export async function measureRaw(
  work: () => Promise<unknown>,
  options: { connections: number; durationSeconds: number },
): Promise<LatencyResult> {
  const sampler = createSampler();
  let errors = 0;
  const started = performance.now();
  const until = started + options.durationSeconds * 1000;
  const caller = async () => {
    while (performance.now() < until) {
      const context: { started?: number } = {};
      sampler.start(context);
      try {
        await work();
        if (performance.now() <= until) sampler.stop(context);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, caller));
  return { ...sampler.summary(options.durationSeconds), errors };
}
