import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { EInvoice } from '@app/domain/einvoice/einvoice.types';
import { checkEInvoice } from '@app/domain/einvoice/rules/check-einvoice';
import {
  BREAKER_BASES,
  breakerBase,
  RULE_BREAKERS,
} from '@app/domain/einvoice/rules/rule-breakers.test-helpers';
import { IMPLEMENTED_RULES, NOT_IMPLEMENTED_RULES } from '@app/domain/einvoice/rules/rule-catalogue';
import { describe, expect, it } from 'vitest';
import { fatalRuleIds, officialFindings } from '../official/official-findings';
import { findReferenceDir, referenceMissingReason } from '../official/reference-dir';
import { validateUblXsd } from '../official/ubl-xsd';
import { writeUbl } from '../ubl-writer';

const STYLESHEET = 'efactura/EN16931-CIUS_RO-UBL-validation-1.0.9.xslt';
const missing = referenceMissingReason();
if (missing) console.log(missing);

/** The rule ids both sides give: native findings of Schematron rules, and the official fatal ones. */
async function verdicts(
  invoice: EInvoice,
): Promise<{ native: string[]; nativeOnly: string[]; official: string[] }> {
  const ids = [...new Set(checkEInvoice(invoice).map((finding) => finding.ruleId))].sort();
  const official = fatalRuleIds(await officialFindings(writeUbl(invoice)));
  const bySchematron = (id: string) => IMPLEMENTED_RULES[id]?.checkedBy === 'schematron';
  return { native: ids.filter(bySchematron), nativeOnly: ids.filter((id) => !bySchematron(id)), official };
}

const rules = Object.entries(IMPLEMENTED_RULES);

// Issue 11, item 6: for each native rule, an invoice that breaks exactly that rule is refused by the
// native checks and by ANAF's official CIUS-RO 1.0.9 artefacts under the same rule id, with the same
// verdict on every other Schematron rule; the valid invoices have no finding on either side.
describe.skipIf(!findReferenceDir())('native rule checks agree with the official artefacts', () => {
  it.each(Object.keys(BREAKER_BASES))('the valid %s invoice has no finding on either side', async (name) => {
    const base = (BREAKER_BASES[name] as () => EInvoice)();
    expect(checkEInvoice(base)).toEqual([]);
    expect(fatalRuleIds(await officialFindings(writeUbl(base)))).toEqual([]);
  });

  it.each(rules)('%s: both sides report it on the broken invoice', async (ruleId, rule) => {
    const broken = (RULE_BREAKERS[ruleId] as (valid: EInvoice) => EInvoice)(breakerBase(ruleId));
    if (rule.checkedBy === 'ubl-xsd') {
      // The UBL 2.1 schema refuses the document, and the official rules cannot run on it.
      expect(checkEInvoice(broken).map((finding) => finding.ruleId)).toContain(ruleId);
      const xml = writeUbl(broken);
      expect(await validateUblXsd(xml)).not.toEqual([]);
      await expect(officialFindings(xml)).rejects.toThrow();
      return;
    }
    const { native, nativeOnly, official } = await verdicts(broken);
    if (rule.checkedBy === 'schematron') {
      expect(official).toContain(ruleId);
      // Identical verdicts: whatever else the breakage trips, both sides name the same rules.
      expect(native).toEqual(official);
    } else {
      // ANAF's server checks (check digits) and the limits whose official test cannot fail.
      expect(nativeOnly).toContain(ruleId);
      expect(official).not.toContain(ruleId);
    }
  });

  it('the catalogue accounts for every fatal rule of the official stylesheet, and only for those', () => {
    const stylesheet = readFileSync(path.join(findReferenceDir() as string, STYLESHEET), 'utf8');
    const fatal = new Set(
      [
        ...stylesheet.matchAll(
          /<xsl:attribute name="id">([^<]+)<\/xsl:attribute>\s*<xsl:attribute name="flag">fatal</g,
        ),
      ].map((match) => match[1] as string),
    );
    expect(fatal.size).toBeGreaterThan(300);
    const official = rules
      .filter(([, rule]) => rule.checkedBy === 'schematron' || rule.checkedBy === 'native-limit')
      .map(([id]) => id);
    const accounted = [...official, ...Object.keys(NOT_IMPLEMENTED_RULES)];
    expect(accounted.filter((id) => !fatal.has(id))).toEqual([]);
    expect([...fatal].filter((id) => !accounted.includes(id))).toEqual([]);
  });
});
