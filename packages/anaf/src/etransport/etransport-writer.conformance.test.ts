import { OPERATION_TYPE_CODES } from '@app/domain/etransport/etransport-codes';
import { beforeAll, describe, expect, it } from 'vitest';
import { validMessages } from './etransport-writer.test-variants';
import { etransportFindings, prepareEtransportStylesheet } from './official/etransport-findings';
import {
  etransportReferenceMissingReason,
  findEtransportReferenceDir,
} from './official/etransport-reference';
import { validateEtransportXsdMany } from './official/etransport-xsd';

const missing = etransportReferenceMissingReason();
if (missing) console.log(missing);

/** The only findings a valid message has: the warnings naming its kind (BT-TY-001 notificare, ...). */
const KIND_WARNINGS = /^BT-TY-(001|002|003|004|200)$/;

// ANAF's schema_ETR_v2.xsd and Schematron 2.0.2 accept every message the product can send.
describe.skipIf(!findEtransportReferenceDir())(
  'written e-Transport messages pass the official artefacts',
  () => {
    const messages = validMessages();

    // Compiles the stylesheet (a few seconds, once, cached under node_modules/.cache) in the hook's time.
    beforeAll(() => prepareEtransportStylesheet());

    it('cover every operation, route end type, purpose and message kind', () => {
      // 25 (operation, start type, end type) triples are allowed by BR-046, BR-212, BR-213, BR-216, BR-217.
      expect(messages.filter(([name]) => name.includes(' -> '))).toHaveLength(25);
      for (const operation of OPERATION_TYPE_CODES)
        expect(messages.some(([, xml]) => xml.includes(`codTipOperatiune="${operation}"`))).toBe(true);
      for (const type of [10, 20, 30, 9999])
        expect(messages.some(([, xml]) => xml.includes(`tipDocument="${type}"`))).toBe(true);
      for (const type of [10, 20, 30])
        expect(messages.some(([, xml]) => xml.includes(`tipConfirmare="${type}"`))).toBe(true);
      for (const kind of [
        '<notificare',
        '<corectie',
        '<stergere',
        '<confirmare',
        '<modifVehicul',
        'codPtf=',
        'codBirouVamal=',
        '<locatie',
      ])
        expect(
          messages.some(([, xml]) => xml.includes(kind)),
          kind,
        ).toBe(true);
    });

    it('all pass the XSD', async () => {
      const errors = await validateEtransportXsdMany(messages.map(([, xml]) => xml));
      expect(Object.fromEntries(messages.map(([name], index) => [name, errors[index]]))).toEqual(
        Object.fromEntries(messages.map(([name]) => [name, []])),
      );
    });

    it.each(messages)('%s has no Schematron finding but its kind warning', async (_name, xml) => {
      const findings = await etransportFindings(xml);
      expect(findings.filter((finding) => !KIND_WARNINGS.test(finding.ruleId))).toEqual([]);
      expect(findings.every((finding) => finding.flag === 'warning')).toBe(true);
      expect(findings.length).toBeGreaterThan(0);
    });
  },
);
