import { describe, expect, it } from 'vitest';
import { referenceDir, schematronRules, skipReason } from './official-etransport.test-helpers';

if (!referenceDir) console.warn(skipReason);

/**
 * Where each rule of ANAF's e-Transport Schematron 2.0.2 is kept by the product. `code`: the rule
 * code the product reports when the data break it (a spec 03 message key where the spec names one,
 * else the rule id). `writer`: rules about the XML's shape, which the XML writer (packages/anaf)
 * keeps and which no product data can break once this module's schemas have passed.
 */
const COVERAGE: Record<string, string> = {
  // Shape of the instance (reports are warnings that name the message type).
  'BT-TY-001': 'warning only',
  'BT-TY-002': 'warning only',
  'BT-TY-003': 'warning only',
  'BT-TY-004': 'warning only',
  'BT-TY-200': 'warning only',
  'BT-TY-005': 'writer: exactly one of notificare, stergere, confirmare, modifVehicul',
  'BR-002':
    'cannot break: the declarant is the company, whose CUI the product validates (2-10 digits, no leading 0)',
  'BR-201': 'writer: postFailure is a boolean, written as declPostAvarie="D"',
  'BR-202': 'follow-up.schemas: date required',
  'BR-203': 'follow-up.schemas: date and time formats (date, format), modificationDateTime',
  'BR-204': 'follow-up.schemas: vehicleRegistrationNumber required',
  'BR-043': 'declaration-party-rules organizerRules: BR-043',
  'BR-209': 'declaration-party-rules organizerRules: BR-209 (cnp-required for a person, spec 03 §5)',
  'BR-008':
    'follow-up.schemas and declarationReferenceSchema: uit required; corrections and cancellations carry the declaration UIT (allowed-actions)',
  'BR-003': 'uit.ts uitRule: size:16, format',
  'BR-019': 'uit.ts uitRule: BR-019',
  'BR-004': 'declaration-party-rules partnerCountryRule: BR-004',
  'BR-005': 'declaration-party-rules partnerCountryRule: BR-005',
  'BR-006': 'declaration-party-rules partnerCountryRule: BR-006',
  'BR-007': 'declaration-party-rules partnerRules: BR-007',
  'BR-025': 'declaration.schemas references: BR-025',
  'BR-212': 'declaration.schemas startAddressType: BR-212 (routeEndRuleId)',
  'BR-213': 'declaration.schemas endAddressType: BR-213 (routeEndRuleId)',
  'BR-046': 'declaration.schemas start/endAddressType: BR-046 (routeEndRuleId)',
  'BR-216': 'declaration.schemas startAddressType: BR-216 (its id sits in the assert text, see README)',
  'BR-217': 'declaration.schemas endAddressType: BR-217 (its id sits in the assert text, see README)',
  'BR-218': 'product-line.schemas grossWeight required',
  'BR-020': 'product-line.schemas netWeight lte, grossWeight gte (per unit, so the totals keep it)',
  'BR-068': 'product-line.schemas operationType: BR-068',
  'BR-069': 'product-line.schemas operationType: BR-069',
  'BR-070': 'product-line.schemas operationType: BR-070',
  'BR-205': 'product-line.schemas operationType: BR-205',
  'BR-206': 'product-line.schemas productEuCnClassificationCode required except 60, 70',
  'BR-207': 'product-line.schemas netWeight required except 60, 70',
  'BR-208': 'product-line.schemas price required except 60, 70 (the value is price x quantity)',
  'BR-026': 'declaration.schemas: notes required on an other (9999) document, and no second note beside it',
  'BR-027': 'product-line.schemas quantity min:0.01',
  'BR-035': 'product-line.schemas quantity decimal:0-2',
  'BR-036': 'product-line.schemas quantity max:999999999999.99',
  'BR-028': 'product-line.schemas netWeight min:0.01; line total rounding to 0: BR-028',
  'BR-037': 'writer: the net weight total is written with 2 decimals',
  'BR-038': 'product-line.schemas netWeight: BR-038 (total over 12 integer digits)',
  'BR-029': 'product-line.schemas grossWeight min:0.01; line total rounding to 0: BR-029',
  'BR-039': 'writer: the gross weight total is written with 2 decimals',
  'BR-040': 'product-line.schemas grossWeight: BR-040 (total over 12 integer digits)',
  'BR-030': 'cannot break: price min:0.01',
  'BR-041': 'writer: the value is written with 2 decimals',
  'BR-042': 'product-line.schemas price: BR-042 (value over 12 integer digits)',
  'BR-031': 'etransport-fields vehicleNumberRule: min:2, max:20, onlyAlphaNumeric',
  'BR-032': 'etransport-fields vehicleNumberRule (first trailer)',
  'BR-033': 'etransport-fields vehicleNumberRule (second trailer)',
  'BR-034': 'product-line.schemas productEuCnClassificationCode: format',
  'BR-214': 'declaration-party-rules locationAddressRules: BR-214',
  'BR-215': 'declaration-party-rules locationAddressRules: BR-215',
  'BR-210': 'declaration.schemas: one field per start type; required for the chosen one',
  'BR-211': 'declaration.schemas: one field per end type; required for the chosen one',
  // Code lists.
  'BR-CL-001': 'cannot break: every product country maps to the list (etransportCountryCode, tested)',
  'BR-CL-010': 'cannot break: every product country maps to the list (etransportCountryCode, tested)',
  'BR-CL-002': 'declaration-party-rules locationAddressRules: BR-CL-002 (no Romanian county)',
  'BR-CL-003': 'measurementUnitCode: invalid (the product unit list equals this one, tested)',
  'BR-CL-004': 'declaration.schemas operationType: invalid',
  'BR-CL-005': 'product-line.schemas operationType: invalid',
  'BR-CL-006': 'declaration.schemas border crossing points: invalid',
  'BR-CL-007': 'declaration.schemas customs offices: invalid',
  'BR-CL-008': 'follow-up.schemas confirmationType: invalid',
  'BR-CL-009': 'declaration.schemas transport document type: invalid',
};

describe.skipIf(!referenceDir)('the e-Transport Schematron rules the product keeps', () => {
  it('accounts for every active rule, and only those', () => {
    const ids = schematronRules().map((rule) => rule.id);
    expect(ids).not.toContain('');
    expect(ids).not.toContain('BR-047'); // removed in 2.0.1: commented out
    expect(Object.keys(COVERAGE).sort()).toEqual([...new Set(ids)].sort());
  });
});
