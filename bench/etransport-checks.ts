// e-Transport declarations generated and natively checked, against ANAF's official Schematron on
// the same documents (issue 15): 25 declarations of 100 lines, every operation with every pair of
// route ends it allows, each taken from its form input through the declaration schema, the rules
// on its stored rows and the XML writer (bench/etransport-declarations.ts); then ANAF's Schematron
// 2.0.2, compiled to XSLT, run by SaxonJS over the XML written. One process, one core, alternating
// rounds so that a busy machine slows both alike. Before anything is timed, both sides must agree:
// the product accepts every declaration, and ANAF's XSD and Schematron find nothing in its XML.
// Part of `npm run bench` (bench/run.ts); also runs alone: BENCH_SECONDS=3 npx tsx bench/etransport-checks.ts
import { pathToFileURL } from 'node:url';
import { etransportFindings } from '@app/anaf/etransport/official/etransport-findings';
import { validateEtransportXsdMany } from '@app/anaf/etransport/official/etransport-xsd';
import {
  type BenchDeclaration,
  benchDeclarations,
  DECLARATION_LINES,
  generateDeclarationXml,
} from './etransport-declarations';
import { printRows, type RunResult, sideBySide, type TimedRun } from './side-by-side';

/** The goal: declarations generated and natively checked per second on one core. */
export const ETRANSPORT_GOAL_PER_SECOND = 200;
/** The only findings of a valid declaration: the warning naming its kind (BT-TY-001 notificare). */
const KIND_WARNING = 'BT-TY-001';

/** Both sides accept every declaration, or the bench stops: a rate of refusals measures nothing. */
async function sameVerdict(declarations: BenchDeclaration[], xmls: string[]): Promise<void> {
  const schemaErrors = await validateEtransportXsdMany(xmls);
  const problems: string[] = [];
  for (const [index, declaration] of declarations.entries()) {
    const xsd = schemaErrors[index] ?? [];
    const findings = (await etransportFindings(xmls[index] as string)).filter(
      (finding) => !(finding.ruleId === KIND_WARNING && finding.flag === 'warning'),
    );
    if (xsd.length > 0 || findings.length > 0)
      problems.push(`${declaration.name}: ${JSON.stringify({ xsd, schematron: findings })}`);
  }
  if (problems.length > 0) throw new Error(`ANAF refuses bench declarations:\n${problems.join('\n')}`);
}

export async function benchEtransportChecks(
  durationSeconds = Number(process.env.BENCH_SECONDS ?? 3),
): Promise<{ scenario: string; p50: string; p95: string; rate: string; errors: string; goal: string }[]> {
  const declarations = benchDeclarations();
  const xmls = declarations.map(generateDeclarationXml);
  await sameVerdict(declarations, xmls);
  const count = declarations.length;

  const runs: TimedRun[] = [
    {
      name: 'generated and natively checked (declaration schema, stored-row rules, XML writer)',
      batch: count,
      call: (n) => generateDeclarationXml(declarations[n % count] as BenchDeclaration),
    },
    {
      name: "their XML through ANAF's Schematron 2.0.2 (XSLT in SaxonJS)",
      batch: 1,
      call: (n) => etransportFindings(xmls[n % count] as string),
    },
  ];
  const results = await sideBySide(runs, durationSeconds);
  const rates = results.map((result) => result.rate);
  const [ours = 0, theirs = 1] = rates;
  const ratio = ours / theirs;
  const met = ours >= ETRANSPORT_GOAL_PER_SECOND ? 'met' : 'MISSED';
  return runs.map((run, index) => {
    const result = results[index] as RunResult;
    return {
      scenario: `e-Transport declarations of ${DECLARATION_LINES} lines (${count} varied: every operation and route end pair, national sale and purchase), one core: ${run.name}`,
      p50: result.p50.toFixed(3),
      p95: result.p95.toFixed(3),
      rate: (rates[index] ?? 0).toFixed(1),
      errors: String(result.errors),
      goal:
        index === 0
          ? `>= ${ETRANSPORT_GOAL_PER_SECOND}/s (${met}); ${ratio.toFixed(1)}x the Schematron below`
          : '',
    };
  });
}

// `npx tsx bench/etransport-checks.ts` runs it alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printRows(await benchEtransportChecks());
}
