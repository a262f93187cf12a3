import { foldText, isBucharest } from '../addresses/address.schemas';
import { BUCHAREST_COUNTY, isRomanianCountyCode, RO_COUNTIES } from '../addresses/counties';
import { isCountryCode, ROMANIA } from '../addresses/countries';
import {
  type PartnerCreateInput,
  type PartnerInput,
  type PartnerRole,
  type PartnerType,
  partnerInputSchema,
} from '../partners/partner.schemas';
import { type RawImportValues, type RowChecker, rowChecker } from './import-cells';
import { type ImportRowResult, rowResult } from './import-row-result';

/** Import-only lengths; the others are the partner form's (PARTNER_LIMITS, address rules). */
export const PARTNER_IMPORT_LIMITS = { legalName: 200, secondaryBusinessIdMin: 2, county: 55 } as const;

/**
 * A partner row: the name it is reported under, the partner as read from the cells (for checks
 * across rows), and the partner to create once every rule passed.
 */
export type PartnerImportRow = { name: string; candidate: PartnerCreateInput; partner: PartnerInput | null };

const words = <T extends string>(value: T, list: string[]) => list.map((word) => [word, value] as const);

const TYPE_WORDS = new Map<string, PartnerType>([
  ...words('company', [
    'company',
    'legalentity',
    'legal',
    'persoanajuridica',
    'juridica',
    'pj',
    'firma',
    'companie',
  ]),
  ...words('person', ['person', 'naturalperson', 'natural', 'individual', 'persoanafizica', 'fizica', 'pf']),
]);

const ROLE_WORDS = new Map<string, PartnerRole>([
  ...words('client', ['client', 'clienti', 'customer']),
  ...words('supplier', ['supplier', 'furnizor', 'furnizori', 'vendor']),
  ...words('both', ['both', 'ambele', 'clientsifurnizor']),
  ...words('inactive', ['inactive', 'inactiv']),
]);

const ROLE_SEPARATORS = /[,;/+&|]|\s+(?:si|și|and)\s+/i;

/** "client", "furnizor", "ambele", "client, furnizor" (= both), "inactiv"; null when unknown. */
export function parsePartnerRoles(text: string): PartnerRole | null {
  const roles = new Set<PartnerRole>();
  for (const part of text.split(ROLE_SEPARATORS)) {
    const role = ROLE_WORDS.get(foldText(part));
    if (!role) return null;
    roles.add(role);
  }
  if (roles.size <= 1) return [...roles][0] ?? null;
  return roles.has('inactive') ? null : 'both';
}

const COUNTY_BY_NAME = new Map(RO_COUNTIES.map((county) => [foldText(county.name), county.code]));

/** A Romanian county as its ISO code, from "RO-CJ", "CJ" or "Cluj"; a rule code when it is none. */
export function romanianCounty(value: string): { code: string } | { error: string } {
  const byName = COUNTY_BY_NAME.get(foldText(value));
  if (byName) return { code: byName };
  // Written as a code ("RO-XX" or up to three letters): county codes have one or two letters.
  const written = /^(RO-)?([A-Z]+)$/i.exec(value);
  const letters = (written?.[2] ?? '').toUpperCase();
  const codeLike = written !== null && (written[1] !== undefined || letters.length <= 3);
  if (codeLike && letters.length > 2) return { error: 'size:2' };
  if (codeLike && isRomanianCountyCode(`RO-${letters}`)) return { code: `RO-${letters}` };
  return { error: 'invalid' };
}

/** A country code as typed, upper case; `size:2` or `invalid` when it is not one of the list. */
function countryOf(check: RowChecker, field: string): string | null {
  const value = check.text(field).toUpperCase();
  if (value === '') return null;
  if (value.length !== 2) return check.fail(field, 'size:2');
  return isCountryCode(value) ? value : check.fail(field, 'invalid');
}

/** The county as the partner form wants it: an ISO code in Romania (outside Bucharest), free text elsewhere. */
function countyOf(check: RowChecker, romania: boolean, bucharest: boolean): string | null {
  const county = check.text('addressCountyCode');
  if (county === '') return null;
  const found = romania ? romanianCounty(county) : null;
  // Spec 02 §5 Partner import: no county for Bucharest (its own code is tolerated: it says the same).
  if (bucharest) {
    return found && 'code' in found && found.code === BUCHAREST_COUNTY
      ? BUCHAREST_COUNTY
      : check.fail('addressCountyCode', 'prohibited');
  }
  if (county.length > PARTNER_IMPORT_LIMITS.county)
    return check.fail('addressCountyCode', `max:${PARTNER_IMPORT_LIMITS.county}`);
  if (!found) return county;
  return 'code' in found ? found.code : check.fail('addressCountyCode', found.error);
}

/** "3", "Sector 3", "sectorul 3" -> 3; `integer` for anything else. */
function districtOf(check: RowChecker): number | null {
  const text = check.text('addressDistrict');
  if (text === '') return null;
  const digits = /^(?:sector(?:ul)?\s*)?([+-]?\d+)$/i.exec(text)?.[1];
  return digits === undefined ? check.fail('addressDistrict', 'integer') : Number(digits);
}

/** Where each field of the partner form is in the file (the import's names of spec 02 §3 Import rows). */
const IMPORT_FIELD_OF: Record<string, string> = {
  type: 'partnerType',
  role: 'roles',
  internationalBusinessId: 'businessId',
  internationalSecondaryBusinessId: 'secondaryBusinessId',
  email: 'contactEmail',
  phone: 'contactPhone',
  mobilePhone: 'contactPhoneMobile',
  fax: 'contactFax',
  website: 'contactWebsite',
  other: 'contactOther',
  'address.countryCode': 'addressCountryCode',
  'address.countyCode': 'addressCountyCode',
  'address.city': 'addressCity',
  'address.district': 'addressDistrict',
  'address.zipCode': 'addressZipCode',
  'address.street': 'addressStreet',
  'address.additionalStreet': 'addressAdditionalStreet',
  'address.additionalAddress': 'addressAdditionalAddress',
};
/** The import's code where the form's differs: an e-mail address of the wrong shape is `format`. */
const IMPORT_CODE_OF: Record<string, string> = { email: 'format' };

/**
 * The file column of a field the partner form (or the partners catalogue) names: the display name is
 * the legal name unless the file gave another one.
 */
export function partnerImportField(
  path: string,
  candidate: Pick<PartnerCreateInput, 'name' | 'legalName'>,
): string {
  if (path === 'name') return candidate.name === candidate.legalName ? 'legalName' : 'name';
  return IMPORT_FIELD_OF[path] ?? path;
}

/** The import's rule code for a code of the partner form. */
export const partnerImportCode = (code: string) => IMPORT_CODE_OF[code] ?? code;

/** The partner as read from the cells, after the import's own rules (words for type and role...). */
function typeOf(check: RowChecker): PartnerType | null {
  const text = check.text('partnerType');
  // Without a type column: a row with a CNP and no business id is a natural person.
  if (text === '') return check.given('personId') && !check.given('businessId') ? 'person' : 'company';
  return TYPE_WORDS.get(foldText(text)) ?? check.fail('partnerType', 'invalid');
}

function roleOf(check: RowChecker): PartnerRole | null {
  const text = check.text('roles');
  if (text === '') return check.fail('roles', 'required');
  return parsePartnerRoles(text) ?? check.fail('roles', 'invalid');
}

function candidateOf(check: RowChecker): PartnerCreateInput {
  // A type or role that failed is left out, so the form's rules that depend on it stay quiet.
  const type = (typeOf(check) ?? undefined) as PartnerType;
  const role = (roleOf(check) ?? undefined) as PartnerRole;
  const partnerCountry = countryOf(check, 'countryCode');
  const addressCountry = countryOf(check, 'addressCountryCode');
  if (partnerCountry && addressCountry && partnerCountry !== addressCountry)
    check.fail('countryCode', 'invalid');
  const countryCode = addressCountry ?? partnerCountry ?? check.text('addressCountryCode');
  const romania = countryCode === ROMANIA;
  const bucharest = romania && isBucharest(check.text('addressCity'));

  const legalName = check.limitedText('legalName', PARTNER_IMPORT_LIMITS.legalName, true);
  const secondary = check.text('secondaryBusinessId') || null;
  if (secondary !== null && secondary.length < PARTNER_IMPORT_LIMITS.secondaryBusinessIdMin)
    check.fail('secondaryBusinessId', `min:${PARTNER_IMPORT_LIMITS.secondaryBusinessIdMin}`);
  const businessId = check.text('businessId') || null;
  const text = (field: string) => check.text(field) || null;

  return {
    type,
    role,
    name: check.text('name') || legalName || '',
    legalName,
    commercialName: text('commercialName'),
    // The file has one column per id; the country says whether it is a Romanian or a foreign one.
    businessId: romania ? businessId : null,
    internationalBusinessId: romania ? null : businessId,
    secondaryBusinessId: romania ? secondary : null,
    internationalSecondaryBusinessId: romania ? null : secondary,
    personId: text('personId'),
    vatPayer: check.boolean('vatPayer', { required: true }) ?? false,
    clientAccountingId: text('clientAccountingId'),
    clientExternalId: text('clientExternalId'),
    supplierInternalId: text('supplierInternalId'),
    supplierAccountingId: text('supplierAccountingId'),
    extraDetails: text('extraDetails'),
    email: text('contactEmail'),
    phone: text('contactPhone'),
    mobilePhone: text('contactPhoneMobile'),
    fax: text('contactFax'),
    website: text('contactWebsite'),
    other: text('contactOther'),
    address: {
      countryCode,
      countyCode: countyOf(check, romania, bucharest),
      city: check.text('addressCity'),
      district: districtOf(check),
      zipCode: text('addressZipCode'),
      street: check.text('addressStreet'),
      additionalStreet: text('addressAdditionalStreet'),
      additionalAddress: text('addressAdditionalAddress'),
    },
  };
}

/**
 * Checks one partner row with the import error codes of spec 02 §5 (one code per field): first the
 * import's own rules (words for the type, role and yes/no, county names, sectors), then the partner
 * form's schema itself, so an imported partner passes exactly the rules of one typed by hand.
 * Uniqueness needs the database: the server adds it (duplicates inside the file: checkImportRows).
 */
export function checkPartnerRow(line: number, values: RawImportValues): ImportRowResult<PartnerImportRow> {
  const check = rowChecker(values);
  const candidate = candidateOf(check);
  const parsed = partnerInputSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      check.fail(
        partnerImportField(issue.path.map(String).join('.'), candidate),
        partnerImportCode(issue.message),
      );
    }
  }
  return rowResult(line, check.errors, {
    name: candidate.name,
    candidate,
    partner: parsed.success ? parsed.data : null,
  });
}
