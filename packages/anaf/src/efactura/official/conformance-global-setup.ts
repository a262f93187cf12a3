import type { TestProject } from 'vitest/node';
import { prepareOfficialStylesheet } from './official-findings';
import { referenceMissingReason } from './reference-dir';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The corpus sample's seed for this run, the same in every conformance file (see corpus-seed.ts). */
    corpusSeed: number;
  }
}

/**
 * Before any conformance file runs: compiles the official stylesheet to SEF (17 s or more, once,
 * cached), so no file pays it inside its own time limit, and picks the run's corpus seed.
 */
export default async function setup(project: TestProject): Promise<void> {
  const fromEnv = process.env.CORPUS_SEED;
  const seed = fromEnv ? Number(fromEnv) : Math.floor(Math.random() * 2 ** 31);
  if (!Number.isSafeInteger(seed)) throw new Error(`CORPUS_SEED must be an integer, not "${fromEnv}"`);
  project.provide('corpusSeed', seed);
  const missing = referenceMissingReason();
  if (missing) {
    console.log(missing);
    return;
  }
  const started = performance.now();
  const sef = await prepareOfficialStylesheet();
  console.log(
    `Official CIUS-RO stylesheet ready (${((performance.now() - started) / 1000).toFixed(1)} s): ${sef}`,
  );
}
