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
import { percentile } from './sampling';
import { benchEInvoice } from './ubl-writer';

/** The goal: native checks at least this many times as fast as the official XSLT. */
export const EINVOICE_CHECKS_RATIO_GOAL = 100;
const NATIVE_BATCH = 200;

type Measured = { samples: number[]; calls: number; seconds: number; errors: number };
type Run = { name: string; batch: number; call: () => unknown };

/** Runs `call` for about `seconds`, `batch` calls per timed sample (an error counts and is not timed). */
async function timeFor(run: Run, seconds: number, into: Measured): Promise<void> {
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  while (performance.now() < until) {
    const before = performance.now();
    try {
      for (let i = 0; i < run.batch; i++) await run.call();
      into.samples.push((performance.now() - before) / run.batch);
      into.calls += run.batch;
    } catch {
      into.errors++;
    }
  }
  into.seconds += (performance.now() - started) / 1000;
}

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

  const runs: Run[] = [
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
  const measured = runs.map((): Measured => ({ samples: [], calls: 0, seconds: 0, errors: 0 }));
  for (const run of runs) await timeFor(run, 0.3, { samples: [], calls: 0, seconds: 0, errors: 0 });
  const rounds = 6;
  for (let round = 0; round < rounds; round++) {
    for (const [index, run] of runs.entries()) {
      await timeFor(run, durationSeconds / rounds / runs.length, measured[index] as Measured);
    }
  }

  const rates = measured.map((run) => run.calls / run.seconds);
  const [ours = 0, theirs = 1] = rates;
  const ratio = ours / theirs;
  return runs.map((run, index) => {
    const result = measured[index] as Measured;
    const sorted = [...result.samples].sort((a, b) => a - b);
    return {
      scenario: `e-invoice rule checks of a ${lines}-line invoice: ${run.name}`,
      p50: percentile(sorted, 50).toFixed(3),
      p95: percentile(sorted, 95).toFixed(3),
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
  const rows = await benchEInvoiceChecks();
  process.stdout.write(
    '| scenario | p50 ms | p95 ms | per second | errors | goal |\n|---|---|---|---|---|---|\n',
  );
  for (const row of rows) {
    process.stdout.write(
      `| ${row.scenario} | ${row.p50} | ${row.p95} | ${row.rate} | ${row.errors} | ${row.goal} |\n`,
    );
  }
}
