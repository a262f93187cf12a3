import { describe, expect, it } from 'vitest';
import { RO_COUNTIES } from '../addresses/counties';
import { COUNTRY_CODES } from '../addresses/countries';
import { schematronCodeList } from '../code-lists/schematron-code-list';
import { UNIT_CODES } from '../measurement-units/unit-codes';
import {
  CONFIRMATION_TYPE_CODES,
  ETRANSPORT_COUNTY_CODES,
  ETRANSPORT_EU_COUNTRIES,
  etransportCountryCode,
  etransportCountyCode,
  OPERATION_TYPE_CODES,
  OPERATION_TYPES,
  OPERATIONS_WITHOUT_REFERENCES,
  ownAddressEnd,
  PRODUCT_OPERATION_CODES,
  PURPOSES_BY_OPERATION,
  purposeRuleId,
  routeEndRuleId,
  routeEndTypesFor,
  TRANSHIPMENT_OPERATIONS,
  TRANSPORT_DOCUMENT_TYPE_CODES,
} from './etransport-codes';
import { BORDER_CROSSING_POINTS, CUSTOMS_OFFICES } from './etransport-places';
import {
  quotedEntries,
  quotedList,
  referenceDir,
  schematron,
  schematronTest,
  skipReason,
  xsdDocumentation,
  xsdEnumeration,
} from './official-etransport.test-helpers';

if (!referenceDir) console.warn(skipReason);

const numbers = (codes: readonly string[]) => codes.map(Number);
const sorted = (codes: readonly number[]) => [...codes].sort((a, b) => a - b);
/** `Petea (HU)` -> name and the parenthesised tail (`-` meaning none). */
const withTail = (text: string) => {
  const match = text.match(/^(.*) \(([^()]*)\)$/) as RegExpMatchArray;
  return { name: match[1], tail: match[2] === '-' ? null : match[2] };
};
// ANAF writes ş/ţ with a cedilla, the product with a comma below; compare letters only.
const plain = (name: string) =>
  name
    .replace(/^Municipiul /, '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

describe.skipIf(!referenceDir)('e-Transport code lists match schema_ETR_v2.xsd and the Schematron', () => {
  it('operation types and their abbreviations', () => {
    expect(OPERATION_TYPE_CODES).toEqual(numbers(xsdEnumeration('CodTipOperatiuneType')));
    expect(OPERATION_TYPE_CODES).toEqual(numbers(schematronCodeList(schematron, 'BR-CL-004')));
    const documented = xsdDocumentation('codTipOperatiune:');
    for (const type of OPERATION_TYPES)
      expect(documented).toContain(`"${type.code}" ${type.abbreviation} - `);
  });

  it('product operation codes (purposes)', () => {
    expect(PRODUCT_OPERATION_CODES).toEqual(numbers(xsdEnumeration('CodScopOperatiuneType')));
    expect(PRODUCT_OPERATION_CODES).toEqual(numbers(schematronCodeList(schematron, 'BR-CL-005')));
  });

  it('purposes per operation as the XSD comment lists them', () => {
    const sections = xsdDocumentation('codScopOperatiune').split('- pentru codTipOperatiune = ').slice(1);
    const documented = Object.fromEntries(
      sections.map((section) => {
        const [operation, ...purposes] = quotedEntries(section).map(([code]) => code);
        return [operation, purposes];
      }),
    );
    expect(documented).toEqual(PURPOSES_BY_OPERATION);
  });

  it('purposes per operation as BR-068, BR-069, BR-070 and BR-205 check them', () => {
    for (const rule of ['BR-068', 'BR-069', 'BR-070', 'BR-205']) {
      const test = schematronTest(rule);
      const purposes = quotedList(test, 0);
      const operations = quotedList(test, 1);
      for (const operation of operations) {
        expect(PURPOSES_BY_OPERATION[operation as keyof typeof PURPOSES_BY_OPERATION]).toEqual(purposes);
        expect(purposeRuleId(operation as (typeof OPERATION_TYPE_CODES)[number])).toBe(rule);
      }
    }
  });

  it('operations without references (BR-025) and transhipments (BR-206, BR-207, BR-208)', () => {
    expect(OPERATIONS_WITHOUT_REFERENCES).toEqual(quotedList(schematronTest('BR-025')));
    for (const rule of ['BR-206', 'BR-207', 'BR-208'])
      expect(TRANSHIPMENT_OPERATIONS).toEqual(quotedList(schematronTest(rule)));
  });

  it('route end types per operation follow BR-212, BR-213, BR-046, BR-216 and BR-217', () => {
    const noBorderStart = quotedList(schematronTest('BR-212'));
    const noBorderEnd = quotedList(schematronTest('BR-213'));
    const noCustoms = quotedList(schematronTest('BR-046'));
    const customsOnly = (rule: string) => Number(schematronTest(rule).match(/= '(\d+)'/)?.[1]);
    for (const operation of OPERATION_TYPE_CODES) {
      const start = routeEndTypesFor(operation, 'start');
      const end = routeEndTypesFor(operation, 'end');
      expect(start.includes('border-crossing-point')).toBe(!noBorderStart.includes(operation));
      expect(end.includes('border-crossing-point')).toBe(!noBorderEnd.includes(operation));
      expect(start.includes('customs-office')).toBe(
        !noCustoms.includes(operation) && operation === customsOnly('BR-216'),
      );
      expect(end.includes('customs-office')).toBe(
        !noCustoms.includes(operation) && operation === customsOnly('BR-217'),
      );
      expect(start).toContain('location');
      expect(end).toContain('location');
    }
  });

  it('transport document and confirmation types', () => {
    expect(TRANSPORT_DOCUMENT_TYPE_CODES).toEqual(numbers(xsdEnumeration('TipDocumentType')));
    expect(TRANSPORT_DOCUMENT_TYPE_CODES).toEqual(numbers(schematronCodeList(schematron, 'BR-CL-009')));
    expect(CONFIRMATION_TYPE_CODES).toEqual(numbers(xsdEnumeration('TipConfirmareType')));
    expect(CONFIRMATION_TYPE_CODES).toEqual(numbers(schematronCodeList(schematron, 'BR-CL-008')));
  });

  it('the 38 border crossing points with their names', () => {
    const documented = quotedEntries(xsdDocumentation('codPtf:')).map(([code, text]) => {
      const { name, tail } = withTail(text);
      return { code, name, country: tail };
    });
    expect(BORDER_CROSSING_POINTS).toHaveLength(38);
    expect(BORDER_CROSSING_POINTS).toEqual(documented);
    const codes = BORDER_CROSSING_POINTS.map((point) => point.code);
    expect(codes).toEqual(numbers(xsdEnumeration('CodPtfType')));
    expect(codes).toEqual(numbers(schematronCodeList(schematron, 'BR-CL-006')));
  });

  it('the 90 customs offices with their names', () => {
    const documented = quotedEntries(xsdDocumentation('codBirouVamal')).map(([code, text]) => {
      const { name, tail } = withTail(text);
      return { code, name, reference: tail };
    });
    expect(CUSTOMS_OFFICES).toHaveLength(90);
    expect(CUSTOMS_OFFICES).toEqual(documented);
    const codes = CUSTOMS_OFFICES.map((office) => office.code);
    expect(codes).toEqual(numbers(xsdEnumeration('CodBirouVamalType')));
    expect(codes).toEqual(numbers(schematronCodeList(schematron, 'BR-CL-007')));
  });

  it('maps every product county to the codJudet the XSD gives its name', () => {
    const documented = new Map(
      quotedEntries(xsdDocumentation('codJudetType')).map(([code, name]) => [plain(name), code]),
    );
    expect(documented.size).toBe(42);
    for (const county of RO_COUNTIES)
      expect([county.code, etransportCountyCode(county.code)]).toEqual([
        county.code,
        documented.get(plain(county.name)),
      ]);
    expect(Object.keys(ETRANSPORT_COUNTY_CODES).sort()).toEqual(
      RO_COUNTIES.map((county) => county.code).sort(),
    );
    const values = sorted(Object.values(ETRANSPORT_COUNTY_CODES));
    expect(values).toEqual(sorted(numbers(xsdEnumeration('CodJudetType'))));
    expect(values).toEqual(sorted(numbers(schematronCodeList(schematron, 'BR-CL-002'))));
  });

  it('the EU countries of BR-004 and BR-006', () => {
    const list = schematron.match(/name="ISO-3166-EU-CODES" value="\(([^)]*)\)"/)?.[1] as string;
    expect(ETRANSPORT_EU_COUNTRIES).toEqual([...list.matchAll(/'([A-Z]{2})'/g)].map((match) => match[1]));
  });

  it('the product unit codes are the ones BR-CL-003 accepts', () => {
    expect([...UNIT_CODES].sort()).toEqual([...schematronCodeList(schematron, 'BR-CL-003')].sort());
  });

  it('every product country, written the e-Transport way, is one BR-CL-001 and BR-CL-010 accept', () => {
    const written = COUNTRY_CODES.map(etransportCountryCode).sort();
    expect(written).toEqual([...schematronCodeList(schematron, 'BR-CL-001')].sort());
    expect(written).toEqual([...schematronCodeList(schematron, 'BR-CL-010')].sort());
  });
});

describe('e-Transport code helpers', () => {
  it('route end types per operation: spec 03 §9 for the start, the Schematron for the end', () => {
    const table = Object.fromEntries(
      OPERATION_TYPE_CODES.map((operation) => [
        operation,
        [routeEndTypesFor(operation, 'start').join('+'), routeEndTypesFor(operation, 'end').join('+')],
      ]),
    );
    const locationPoint = 'location+border-crossing-point';
    expect(table).toEqual({
      10: [locationPoint, locationPoint],
      12: [locationPoint, 'location'],
      14: [locationPoint, 'location'],
      20: ['location', locationPoint],
      22: ['location', locationPoint],
      24: ['location', locationPoint],
      30: ['location', 'location'],
      40: ['location+border-crossing-point+customs-office', 'location'],
      50: ['location', 'location+border-crossing-point+customs-office'],
      60: [locationPoint, 'location'],
      70: ['location', locationPoint],
    });
  });

  it('names the rule a forbidden route end breaks', () => {
    expect(routeEndRuleId(30, 'start', 'border-crossing-point')).toBe('BR-212');
    expect(routeEndRuleId(40, 'end', 'border-crossing-point')).toBe('BR-213');
    expect(routeEndRuleId(10, 'start', 'customs-office')).toBe('BR-046');
    expect(routeEndRuleId(50, 'start', 'customs-office')).toBe('BR-216');
    expect(routeEndRuleId(40, 'end', 'customs-office')).toBe('BR-217');
    expect(routeEndRuleId(40, 'start', 'customs-office')).toBeNull();
    expect(routeEndRuleId(30, 'end', 'location')).toBeNull();
  });

  it('puts the own address at the end of goods coming in, the start of goods going out', () => {
    expect(ownAddressEnd(10, 'supplier')).toBe('end');
    expect(ownAddressEnd(40, 'client')).toBe('end');
    expect(ownAddressEnd(20, 'client')).toBe('start');
    expect(ownAddressEnd(50, 'supplier')).toBe('start');
    expect(ownAddressEnd(30, 'client')).toBe('start');
    expect(ownAddressEnd(30, 'supplier')).toBe('end');
  });

  it('maps counties and countries', () => {
    expect(etransportCountyCode('RO-CJ')).toBe(12);
    expect(etransportCountyCode('ro-b')).toBe(40);
    expect(etransportCountyCode('RO-CL')).toBe(51);
    expect(etransportCountyCode('RO-XX')).toBeNull();
    expect(etransportCountryCode('GR')).toBe('EL');
    expect(etransportCountryCode('1A')).toBe('XK');
    expect(etransportCountryCode('de')).toBe('DE');
  });
});
