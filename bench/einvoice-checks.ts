// Native e-invoice rule checks against the official validation: checkEInvoice on the 10-line bench
// invoice (the one the UBL writer bench writes) versus ANAF's CIUS-RO 1.0.9 XSLT run by SaxonJS
// over that invoice's XML, in one process on one core, timed in alternating rounds so that a busy
// machine slows both alike. Both must give the same verdict (no finding) before anything is timed.
// The native checks take tens of microseconds, so they are timed in batches (each sample is one
// batch's time per call); the XSLT run is timed call by call.
// Part of `npm run bench` (bench/run.ts); also runs alone: BENCH_SECONDS=3 npx tsx bench/einvoice-checks.ts
import { pathToFileURL } from 'node:url';
import { fatalRuleIds, officialFindings } from '@app/anaf/efactura/official/official-findings';
import { writeUbl } from '@app/anaf/efactura/ubl-writer';
import { checkEInvoice } from '@app/domain/einvoice/rules/check-einvoice';
import { printRows, type RunResult, sideBySide, type TimedRun } from './side-by-side';
import { benchEInvoice } from './ubl-writer';

/** The goal: native checks at least this many times as fast as the official XSLT. */
export const EINVOICE_CHECKS_RATIO_GOAL = 100;
const NATIVE_BATCH = 200;

export async function benchEInvoiceChecks(
  durationSeconds = Number(process.env.BENCH_SECONDS ?? 3),
): Promise<{ scenario: string; p50: string; p95: string; rate: string; errors: string; goal: string }[]> {
  const invoice = benchEInvoice();
  const xml = writeUbl(invoice);
  const lines = invoice.lines.length;

  // Same verdict first: the bench invoice is valid on both sides.
  const native = checkEInvoice(invoice);
  const official = fatalRuleIds(await officialFindings(xml));
  if (native.length > 0 || official.length > 0) {
    throw new Error(
      `the bench invoice should be valid: native ${JSON.stringify(native)}, official ${official}`,
    );
  }

  const runs: TimedRun[] = [
    {
      name: 'checkEInvoice (native rules on the EInvoice)',
      batch: NATIVE_BATCH,
      call: () => checkEInvoice(invoice),
    },
    {
      name: 'official CIUS-RO 1.0.9 XSLT in SaxonJS (on its UBL XML)',
      batch: 1,
      call: () => officialFindings(xml),
    },
  ];
  const results = await sideBySide(runs, durationSeconds);
  const rates = results.map((result) => result.rate);
  const [ours = 0, theirs = 1] = rates;
  const ratio = ours / theirs;
  return runs.map((run, index) => {
    const result = results[index] as RunResult;
    return {
      scenario: `e-invoice rule checks of a ${lines}-line invoice: ${run.name}`,
      p50: result.p50.toFixed(3),
      p95: result.p95.toFixed(3),
      rate: (rates[index] ?? 0).toFixed(0),
      errors: String(result.errors),
      goal:
        index === 0
          ? `>= ${EINVOICE_CHECKS_RATIO_GOAL}x (${ratio.toFixed(0)}x the XSLT below; ${ratio >= EINVOICE_CHECKS_RATIO_GOAL ? 'met' : 'MISSED'})`
          : '',
    };
  });
}

// `npx tsx bench/einvoice-checks.ts` runs it alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printRows(await benchEInvoiceChecks());
}
