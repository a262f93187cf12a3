import { describe, expect, it } from 'vitest';
import { fatalRuleIds, officialFindings } from './official/official-findings';
import { findReferenceDir, referenceMissingReason } from './official/reference-dir';
import { validateUblXsdMany } from './official/ubl-xsd';
import { writeUbl } from './ubl-writer';
import { writerVariants } from './ubl-writer.test-variants';

const missing = referenceMissingReason();
if (missing) console.log(missing);

// ANAF's CIUS-RO 1.0.9 rules (EN 16931 + RO) accept every document the writer's tests write,
// without even a UBL-CR warning.
describe.skipIf(!findReferenceDir())('written documents pass the official artefacts', () => {
  const variants = writerVariants();

  it('all pass the UBL 2.1 XSD', async () => {
    const errors = await validateUblXsdMany(variants.map(([, invoice]) => writeUbl(invoice)));
    expect(Object.fromEntries(variants.map(([name], index) => [name, errors[index]]))).toEqual(
      Object.fromEntries(variants.map(([name]) => [name, []])),
    );
  });

  it.each(variants)('%s has no CIUS-RO finding, not even a warning', async (_name, invoice) => {
    const findings = await officialFindings(writeUbl(invoice));
    expect(fatalRuleIds(findings)).toEqual([]);
    expect(findings.map((finding) => `${finding.flag} ${finding.ruleId}`)).toEqual([]);
  });
});
