import { describe, expect, it } from 'vitest';
import { fatalRuleIds, svrlFindings } from './svrl';

const SVRL = `<?xml version="1.0" encoding="UTF-8"?>
<svrl:schematron-output xmlns:svrl="http://purl.oclc.org/dsdl/svrl" title="EN16931 model bound to UBL">
  <svrl:active-pattern document="" id="UBL-model" name="UBL-model"/>
  <svrl:fired-rule context="/ubl:Invoice"/>
  <svrl:failed-assert test="(. &gt; 0)" id="BR-CO-25" flag="fatal" location="/*:Invoice[namespace-uri()='urn:x'][1]">
    <svrl:text>[BR-CO-25]-In case the Amount due (BT-115) &lt; 0 ...</svrl:text>
  </svrl:failed-assert>
  <svrl:failed-assert test="x" id="UBL-CR-001" flag="warning" location="/*:Invoice[1]">
    <svrl:text>[UBL-CR-001]-A UBL invoice should not include extensions</svrl:text>
  </svrl:failed-assert>
  <svrl:successful-report test="y" id="BR-RO-101" flag="fatal" location="/*:Invoice[1]">
    <svrl:text>[BR-RO-101]-Daca Codul tarii
        Cumparatorului (BT-55) este RO</svrl:text>
  </svrl:successful-report>
  <svrl:failed-assert test="z" id="BR-CO-25" flag="fatal" location="/*:Invoice[2]">
    <svrl:text>again</svrl:text>
  </svrl:failed-assert>
</svrl:schematron-output>`;

describe('reading the official SVRL report', () => {
  it('reads failed asserts and successful reports with their id, flag, location and text', () => {
    const findings = svrlFindings(SVRL);
    expect(findings).toHaveLength(4);
    expect(findings[0]).toEqual({
      ruleId: 'BR-CO-25',
      flag: 'fatal',
      location: "/*:Invoice[namespace-uri()='urn:x'][1]",
      text: '[BR-CO-25]-In case the Amount due (BT-115) < 0 ...',
    });
    expect(findings).toContainEqual({
      ruleId: 'BR-RO-101',
      flag: 'fatal',
      location: '/*:Invoice[1]',
      text: '[BR-RO-101]-Daca Codul tarii Cumparatorului (BT-55) este RO',
    });
  });

  it('the fatal rule ids are the fatal ones only, each once, sorted', () => {
    expect(fatalRuleIds(svrlFindings(SVRL))).toEqual(['BR-CO-25', 'BR-RO-101']);
  });

  it('a report without findings has none; something else is an error', () => {
    expect(svrlFindings('<svrl:schematron-output xmlns:svrl="http://purl.oclc.org/dsdl/svrl"/>')).toEqual([]);
    expect(() => svrlFindings('<html/>')).toThrow('SVRL');
  });
});
