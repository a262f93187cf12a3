import { XMLParser } from 'fast-xml-parser';

/** One finding of the official validation: a failed assert or a successful report of the SVRL. */
export type OfficialFinding = {
  /** The rule id ("BR-RO-100", "BR-CO-25", "UBL-CR-001") */
  ruleId: string;
  /** "fatal" or "warning" */
  flag: string;
  /** The XPath of the node the rule fired on */
  location: string;
  text: string;
};

const FINDING_ELEMENTS = ['svrl:failed-assert', 'svrl:successful-report'];

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // Only the two finding kinds matter; fired rules and active patterns are left as they come.
  isArray: (name) => FINDING_ELEMENTS.includes(name),
  trimValues: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  htmlEntities: false,
});

type SvrlFinding = { id?: string; flag?: string; location?: string; 'svrl:text'?: unknown };

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && '#text' in value)
    return String((value as { '#text': unknown })['#text']);
  return '';
}

/**
 * Reads an SVRL report into findings. Both kinds count: several Romanian rules (the address rules
 * BR-RO-100/101/110/111/160/170/202/212) are written as reports that fire on the error, not as asserts.
 */
export function svrlFindings(svrl: string): OfficialFinding[] {
  const document = parser.parse(svrl) as Record<
    string,
    Record<string, SvrlFinding[] | undefined> | undefined
  >;
  const output = document['svrl:schematron-output'];
  if (!output) throw new Error('not an SVRL report: no svrl:schematron-output element');
  return FINDING_ELEMENTS.flatMap((element) =>
    (output[element] ?? []).map((finding) => ({
      ruleId: finding.id ?? '',
      flag: finding.flag ?? '',
      location: finding.location ?? '',
      text: textOf(finding['svrl:text']).replace(/\s+/g, ' ').trim(),
    })),
  );
}

/** The ids of the fatal findings, sorted, one per rule. */
export function fatalRuleIds(findings: readonly OfficialFinding[]): string[] {
  return [
    ...new Set(findings.filter((finding) => finding.flag === 'fatal').map((finding) => finding.ruleId)),
  ].sort();
}
