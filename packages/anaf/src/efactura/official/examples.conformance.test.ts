import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fatalRuleIds, officialFindings } from './official-findings';
import { findReferenceDir, referenceMissingReason } from './reference-dir';
import { validateUblXsd } from './ubl-xsd';

const referenceDir = findReferenceDir();
const missing = referenceMissingReason();
if (missing) console.log(missing);
const examplesDir = referenceDir ? path.join(referenceDir, 'efactura/examples') : '';
const examples = referenceDir ? readdirSync(examplesDir).filter((name) => name.endsWith('.xml')) : [];

// The harness itself: ANAF's own examples pass both artefacts (a few UBL-CR warnings are normal).
describe.skipIf(!referenceDir)("ANAF's e-Factura examples pass the official artefacts", () => {
  it('there are examples to check', () => {
    expect(examples.length).toBeGreaterThan(0);
  });

  it.each(examples)('%s passes the UBL 2.1 XSD and has no fatal CIUS-RO finding', async (name) => {
    const xml = readFileSync(path.join(examplesDir, name), 'utf8');
    expect(await validateUblXsd(xml)).toEqual([]);
    const findings = await officialFindings(xml);
    expect(fatalRuleIds(findings)).toEqual([]);
    expect(findings.every((finding) => finding.flag === 'warning')).toBe(true);
  });

  it('a broken example is caught by both: the XSD names the element, the rules name BR-RO-101 (a report)', async () => {
    const xml = readFileSync(path.join(examplesDir, 'ubl_b2g_example0.xml'), 'utf8');
    const unknownElement = xml.replace('<cbc:IssueDate>', '<cbc:Unknown>x</cbc:Unknown><cbc:IssueDate>');
    const [error] = await validateUblXsd(unknownElement);
    expect(error).toContain('Unknown');
    // A Bucharest address whose city is not a sector: one of the address rules written as
    // successful reports, which a reader of failed asserts alone would miss.
    const notASector = xml.replace(
      '<cbc:CityName>SECTOR1</cbc:CityName>',
      '<cbc:CityName>Bucuresti</cbc:CityName>',
    );
    expect(notASector).not.toBe(xml);
    const findings = await officialFindings(notASector);
    expect(fatalRuleIds(findings)).toContain('BR-RO-101');
    const finding = findings.find((item) => item.flag === 'fatal');
    expect(finding?.location).toMatch(/^\//);
    expect(finding?.text).not.toBe('');
  });
});
