import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../addresses/countries';
import { UNIT_CODES } from '../measurement-units/unit-codes';
import { VAT_CATEGORY_CODES } from '../vat-rates/vat-categories';
import { VATEX_CODES } from '../vat-rates/vatex-codes';
import { schematronCodeList } from './schematron-code-list';

// The official artefacts sit next to the repository (../shared/reference) on the workstations and
// in CI, whose clone may live elsewhere (then the usual /work/shared); REFERENCE_DIR points elsewhere.
const CODES_FILE = 'efactura/schematron/ro16931-ubl-1.0.9/codelist/EN16931-UBL-codes.sch';
const candidates = process.env.REFERENCE_DIR
  ? [process.env.REFERENCE_DIR]
  : [path.resolve(import.meta.dirname, '../../../../../shared/reference'), '/work/shared/reference'];
const referenceDir = candidates.find((dir) => existsSync(path.join(dir, CODES_FILE)));
if (!referenceDir) {
  console.warn(
    `Skipped: the code-list check needs ${CODES_FILE} under ${candidates.join(' or ')} (set REFERENCE_DIR).`,
  );
}
const schematron = referenceDir ? readFileSync(path.join(referenceDir, CODES_FILE), 'utf8') : '';
const official = (ruleId: string) => schematronCodeList(schematron, ruleId);

describe.skipIf(!referenceDir)('code lists kept as constants match the EN 16931 Schematron', () => {
  it('unit codes are the active BR-CL-23 list (UN/ECE Rec 20 with Rec 21)', () => {
    expect(UNIT_CODES).toEqual(official('BR-CL-23'));
    expect(UNIT_CODES).toEqual(expect.arrayContaining(['H87', 'KGM', 'LTR', 'MTR', 'HUR', 'C62', 'XBX']));
  });

  it('VATEX exemption codes are the BR-CL-22 list', () => {
    expect(VATEX_CODES).toEqual(official('BR-CL-22'));
  });

  it('VAT category codes are BR-CL-17 (and BR-CL-18) without the Italian split payment B', () => {
    for (const rule of ['BR-CL-17', 'BR-CL-18']) {
      expect([...VAT_CATEGORY_CODES].sort()).toEqual(
        official(rule)
          .filter((code) => code !== 'B')
          .sort(),
      );
    }
  });

  it('country codes are the BR-CL-14 list', () => {
    expect(COUNTRY_CODES).toEqual(official('BR-CL-14'));
  });
});

describe('schematronCodeList', () => {
  it('ignores commented-out rules and fails loudly on a missing one', () => {
    const text = `<!-- <assert test="contains(' OLD ', x)" id="R-1">old</assert> -->
      <assert
        test="( ( not(contains(normalize-space(.),' ')) and contains( ' A B  C ',concat(' ',normalize-space(.),' ') ) ) )"
        id="R-1">x</assert>`;
    expect(schematronCodeList(text, 'R-1')).toEqual(['A', 'B', 'C']);
    expect(() => schematronCodeList(text, 'R-2')).toThrow('R-2');
  });
});
