/**
 * Romania's 41 counties and Bucharest as ANAF names them in the VAT-payer service:
 * - `auto`: the vehicle-plate code ANAF sends as `scod_JudetAuto` ('CJ', 'B');
 * - `anafCode`: ANAF's county number sent as `scod_Judet` (alphabetical 1-39, Bucharest 40,
 *   Călărași 51, Giurgiu 52; the same numbers as the trade-register prefix J12, J40, ...);
 * - `iso`: the ISO 3166-2:RO subdivision that e-Factura wants as CountrySubentity ('RO-CJ', 'RO-B').
 */
export interface RomanianCounty {
  readonly auto: string;
  readonly anafCode: number;
  readonly iso: `RO-${string}`;
  readonly name: string;
}

function county(auto: string, anafCode: number, name: string): RomanianCounty {
  return { auto, anafCode, iso: `RO-${auto}`, name };
}

export const ROMANIAN_COUNTIES: readonly RomanianCounty[] = [
  county('AB', 1, 'Alba'),
  county('AR', 2, 'Arad'),
  county('AG', 3, 'Argeș'),
  county('BC', 4, 'Bacău'),
  county('BH', 5, 'Bihor'),
  county('BN', 6, 'Bistrița-Năsăud'),
  county('BT', 7, 'Botoșani'),
  county('BV', 8, 'Brașov'),
  county('BR', 9, 'Brăila'),
  county('BZ', 10, 'Buzău'),
  county('CS', 11, 'Caraș-Severin'),
  county('CJ', 12, 'Cluj'),
  county('CT', 13, 'Constanța'),
  county('CV', 14, 'Covasna'),
  county('DB', 15, 'Dâmbovița'),
  county('DJ', 16, 'Dolj'),
  county('GL', 17, 'Galați'),
  county('GJ', 18, 'Gorj'),
  county('HR', 19, 'Harghita'),
  county('HD', 20, 'Hunedoara'),
  county('IL', 21, 'Ialomița'),
  county('IS', 22, 'Iași'),
  county('IF', 23, 'Ilfov'),
  county('MM', 24, 'Maramureș'),
  county('MH', 25, 'Mehedinți'),
  county('MS', 26, 'Mureș'),
  county('NT', 27, 'Neamț'),
  county('OT', 28, 'Olt'),
  county('PH', 29, 'Prahova'),
  county('SM', 30, 'Satu Mare'),
  county('SJ', 31, 'Sălaj'),
  county('SB', 32, 'Sibiu'),
  county('SV', 33, 'Suceava'),
  county('TR', 34, 'Teleorman'),
  county('TM', 35, 'Timiș'),
  county('TL', 36, 'Tulcea'),
  county('VS', 37, 'Vaslui'),
  county('VL', 38, 'Vâlcea'),
  county('VN', 39, 'Vrancea'),
  county('B', 40, 'București'),
  county('CL', 51, 'Călărași'),
  county('GR', 52, 'Giurgiu'),
];

const BY_AUTO = new Map(ROMANIAN_COUNTIES.map((c) => [c.auto, c]));
const BY_ANAF_CODE = new Map(ROMANIAN_COUNTIES.map((c) => [c.anafCode, c]));

/** The county for a plate code ('cj', ' B ') or null when ANAF sent nothing usable. */
export function countyByAutoCode(auto: string | null | undefined): RomanianCounty | null {
  if (!auto) return null;
  return BY_AUTO.get(auto.trim().toUpperCase()) ?? null;
}

/** The county for ANAF's county number ('12', 40) or null. */
export function countyByAnafCode(code: string | number | null | undefined): RomanianCounty | null {
  if (code === null || code === undefined || code === '') return null;
  const n = Number(String(code).trim());
  return Number.isInteger(n) ? (BY_ANAF_CODE.get(n) ?? null) : null;
}
