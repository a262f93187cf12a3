import type { EInvoice } from '@app/domain/einvoice/einvoice.types';
import { checkEInvoice } from '@app/domain/einvoice/rules/check-einvoice';
import { setPath } from '@app/domain/einvoice/rules/rule-breaker-kit.test-helpers';
import { BREAKER_BASES } from '@app/domain/einvoice/rules/rule-breakers.test-helpers';
import { IMPLEMENTED_RULES } from '@app/domain/einvoice/rules/rule-catalogue';
import { describe, expect, it } from 'vitest';
import { corpusSeed } from '../corpus/corpus-seed';
import { fatalRuleIds, officialFindings } from '../official/official-findings';
import { findReferenceDir } from '../official/reference-dir';
import { writeUbl } from '../ubl-writer';

/** Random invoices per run; CORPUS_FULL=1 runs more. */
const CASES = process.env.CORPUS_FULL === '1' ? 1000 : 120;
const seed = corpusSeed();
console.log(
  `e-Invoice rule agreement on ${CASES} random invoices, seed ${seed} (replay with CORPUS_SEED=${seed})`,
);

/** Values that trip many rules: blanks, codes of the wrong list, lengths, decimals, bad dates. */
const VALUES = [
  '',
  ' ',
  'X',
  'RO',
  'RO-B',
  'RO-CJ',
  'SECTOR1',
  'București',
  '0',
  '0.00',
  '-1.00',
  '1.001',
  '100.00',
  '21',
  '2026-02-30',
  '2026-11-02',
  'a'.repeat(101),
  'a'.repeat(301),
  'S',
  'O',
  'AE',
  'E',
  'Z',
  'K',
  'G',
  'EUR',
  'RON',
  'DE',
  '30',
  '10',
  '48',
  '#AAI#x',
  '#A1B#x',
  'VATEX-EU-O',
  'VATEX-EU-132',
  'H87',
  '0160',
  'EM',
  'RO14399840',
  '14399840',
  'DE123456789',
  '380',
  '381',
  '3',
];

/** A small deterministic generator, so that a seed replays the same invoices. */
function generator(start: number) {
  let state = start % 2_147_483_648;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
}

/** The dotted paths of every text or null term of the invoice. */
function terms(value: unknown, prefix: string, out: [string, unknown][]): [string, unknown][] {
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (entry === null || typeof entry === 'string') out.push([path, entry]);
    else if (typeof entry === 'object') terms(entry, path, out);
  }
  return out;
}

/** A valid base with one to three terms set to values from the list. */
function randomInvoice(pick: ReturnType<typeof generator>): { invoice: EInvoice; changes: string[] } {
  const invoice = (BREAKER_BASES[pick(Object.keys(BREAKER_BASES))] as () => EInvoice)();
  const changes: string[] = [];
  const count = pick([1, 2, 3]);
  for (let n = 0; n < count; n++) {
    const [path] = pick(terms(invoice, '', []).filter(([path]) => path !== 'syntax'));
    const value = pick(VALUES);
    setPath(invoice, path, value);
    changes.push(`${path}=${JSON.stringify(value.slice(0, 20))}`);
  }
  return { invoice, changes };
}

// The native checks give the official verdict on invoices broken at random: the same fatal
// Schematron rule ids, and a refusal of their own where the official rules cannot even run.
describe.skipIf(!findReferenceDir())('native rule checks agree with the official artefacts at random', () => {
  const pick = generator(seed);
  const cases = Array.from({ length: CASES }, (_, index) => ({ index, ...randomInvoice(pick) }));

  it.each(cases)('random invoice $index', async ({ invoice, changes }) => {
    const findings = checkEInvoice(invoice);
    const native = [...new Set(findings.map((finding) => finding.ruleId))]
      .filter((ruleId) => IMPLEMENTED_RULES[ruleId]?.checkedBy === 'schematron')
      .sort();
    let official: string[];
    try {
      official = fatalRuleIds(await officialFindings(writeUbl(invoice)));
    } catch {
      // The official run stops on a value its XPath cannot read (a number or date that is not
      // one): the native checks must refuse the invoice too.
      expect(
        findings.filter((finding) => finding.severity === 'fatal'),
        changes.join(' '),
      ).not.toEqual([]);
      return;
    }
    expect({ changes, native }).toEqual({ changes, native: official });
  });
});
