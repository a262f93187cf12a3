import { type CorpusInvoice, numbered } from './corpus-invoice';
import { randomCorpusInvoices } from './corpus-random';
import { documentScenarios } from './corpus-scenarios-documents';
import { limitScenarios } from './corpus-scenarios-limits';
import { partyScenarios } from './corpus-scenarios-parties';
import { vatScenarios } from './corpus-scenarios-vat';

export type { CorpusInvoice } from './corpus-invoice';

/**
 * The conformance corpus: fixed scenarios (every VAT category and exemption, discounts, prices with
 * VAT, currencies, stornos, every county and sector, foreign and natural-person clients, texts at
 * their limits, 1, 2 and 999 lines) and random invoices from a seed. Built as the product holds
 * invoices (ClientInvoiceSource); the test turns them into XML through the publication path.
 */

/** Random invoices in the whole corpus, next to the fixed scenarios (together well above 500). */
export const RANDOM_INVOICES = 400;

export function fixedScenarios(): CorpusInvoice[] {
  return numbered(
    [...vatScenarios(), ...partyScenarios(), ...documentScenarios(), ...limitScenarios()],
    'FIX',
  );
}

/** Every invoice: the fixed scenarios and `randomCount` random ones drawn from `seed`. */
export function conformanceCorpus(seed: number, randomCount = RANDOM_INVOICES): CorpusInvoice[] {
  return [...fixedScenarios(), ...numbered(randomCorpusInvoices(seed, randomCount), 'RND')];
}

/** A small deterministic generator (mulberry32) for choosing the sample. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * What one CI run validates: every heavy invoice once (the 999 lines), `fixedCount` fixed
 * scenarios chosen by the seed and `randomCount` random invoices drawn from it. Another seed gives
 * another sample; the same seed the same one (printed by the test, CORPUS_SEED replays it).
 */
export function corpusSample(seed: number, fixedCount: number, randomCount: number): CorpusInvoice[] {
  const fixed = fixedScenarios();
  const heavy = fixed.filter((invoice) => invoice.heavy);
  const light = fixed.filter((invoice) => !invoice.heavy);
  const random = generator(seed);
  for (let i = light.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [light[i], light[j]] = [light[j] as CorpusInvoice, light[i] as CorpusInvoice];
  }
  const chosen = light.slice(0, Math.max(0, fixedCount - heavy.length));
  return [...heavy, ...chosen, ...numbered(randomCorpusInvoices(seed, randomCount), 'RND')];
}
