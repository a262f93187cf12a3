import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Readers of ANAF's e-Transport artefacts for the tests that keep the product's constants in step.
 * The artefacts sit next to the repository (../shared/reference) or at /work/shared/reference;
 * REFERENCE_DIR points elsewhere. Never copied into the repository.
 */
const XSD_FILE = 'etransport/schema_ETR_v2.xsd';
const SCH_FILE = 'etransport/eTransport-validation_v2.0.2.sch';

const candidates = process.env.REFERENCE_DIR
  ? [process.env.REFERENCE_DIR]
  : [path.resolve(import.meta.dirname, '../../../../../shared/reference'), '/work/shared/reference'];

export const referenceDir = candidates.find((dir) => existsSync(path.join(dir, XSD_FILE)));
export const skipReason = `Skipped: the e-Transport checks need ${XSD_FILE} under ${candidates.join(' or ')} (set REFERENCE_DIR).`;

const read = (file: string) => (referenceDir ? readFileSync(path.join(referenceDir, file), 'utf8') : '');
export const xsd = read(XSD_FILE);
// Commented-out rules (BR-047 since 2.0.1) are not rules any more.
export const schematron = read(SCH_FILE).replace(/<!--[\s\S]*?-->/g, '');

/** The enumeration values of one XSD simple type, in order. */
export function xsdEnumeration(typeName: string): string[] {
  const type = xsd.match(new RegExp(`<xs:simpleType name="${typeName}">([\\s\\S]*?)</xs:simpleType>`))?.[1];
  if (type === undefined) throw new Error(`no simple type ${typeName}`);
  return [...type.matchAll(/<xs:enumeration value="([^"]*)"\/>/g)].map((match) => match[1] as string);
}

/** The one xs:documentation text that mentions `keyword`, with its whitespace collapsed. */
export function xsdDocumentation(keyword: string): string {
  const texts = [...xsd.matchAll(/<xs:documentation>([\s\S]*?)<\/xs:documentation>/g)]
    .map((match) => (match[1] as string).replace(/\s+/g, ' ').trim())
    .filter((text) => text.includes(keyword));
  if (texts.length !== 1) throw new Error(`${texts.length} documentation texts mention ${keyword}`);
  return texts[0] as string;
}

/** `"12" Cluj "13" Constanţa` -> [[12, 'Cluj'], [13, 'Constanţa']]. */
export const quotedEntries = (text: string): [number, string][] =>
  [...text.matchAll(/"(\d+)" ([^"]+)/g)].map((match) => [Number(match[1]), (match[2] as string).trim()]);

/** Every assert and report of the Schematron: its id and test (BR-216/217 carry their id in the text). */
export function schematronRules(): { id: string; test: string }[] {
  return [...schematron.matchAll(/<(assert|report)\b[\s\S]*?<\/\1>/g)].map((match) => ({
    id: match[0].match(/id="([^"]+)"/)?.[1] ?? '',
    test: match[0].match(/test="([^"]*)"/)?.[1] ?? '',
  }));
}

/** The test of one rule id (one assert each in this Schematron). */
export function schematronTest(id: string): string {
  const rule = schematronRules().find((candidate) => candidate.id === id);
  if (!rule) throw new Error(`no rule ${id}`);
  return rule.test;
}

/** The quoted numbers of a test's n-th list `('10', '12', ...)`. */
export function quotedList(test: string, index = 0): number[] {
  const list = [...test.matchAll(/\(\s*('[^)]*')\s*\)/g)][index]?.[1];
  if (list === undefined) throw new Error(`no list ${index} in ${test}`);
  return [...list.matchAll(/'(\d+)'/g)].map((match) => Number(match[1]));
}
