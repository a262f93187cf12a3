import { inject } from 'vitest';

/**
 * The seed of this run's corpus sample: CORPUS_SEED, else a new random one, chosen once by the
 * conformance global setup so every file of the run uses the same one. Printed, so that a failure
 * can be replayed with CORPUS_SEED=<seed>.
 */
export function corpusSeed(): number {
  const provided = inject('corpusSeed');
  if (typeof provided === 'number') return provided;
  const fromEnv = Number(process.env.CORPUS_SEED);
  return Number.isSafeInteger(fromEnv) ? fromEnv : 20_261_125;
}

/** The whole corpus instead of a sample (nightly-style runs): CORPUS_FULL=1. */
export const corpusFull = process.env.CORPUS_FULL === '1' || process.env.CORPUS_FULL === 'true';
