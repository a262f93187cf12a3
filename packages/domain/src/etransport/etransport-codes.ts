/**
 * RO e-Transport code lists (spec 03 §3, §9) as ANAF's schema_ETR_v2.xsd and Schematron 2.0.2 define
 * them. Texts shown to users come from i18n; these are the codes and the rules tied to them.
 * etransport-codes.test.ts checks every list against the official files.
 */

/** How the goods cross the Romanian border: into the country, out of it, or not at all. */
export type OperationDirection = 'in' | 'out' | 'national';
/** Where the commercial partner must be (Schematron BR-004, BR-005, BR-006). */
export type PartnerScope = 'eu' | 'non-eu' | 'romania';

/** codTipOperatiune, with ANAF's abbreviation. */
export const OPERATION_TYPES = [
  { code: 10, abbreviation: 'AIC', direction: 'in', partnerScope: 'eu' },
  { code: 12, abbreviation: 'LHI', direction: 'in', partnerScope: 'eu' },
  { code: 14, abbreviation: 'SCI', direction: 'in', partnerScope: 'eu' },
  { code: 20, abbreviation: 'LIC', direction: 'out', partnerScope: 'eu' },
  { code: 22, abbreviation: 'LHE', direction: 'out', partnerScope: 'eu' },
  { code: 24, abbreviation: 'SCE', direction: 'out', partnerScope: 'eu' },
  { code: 30, abbreviation: 'TTN', direction: 'national', partnerScope: 'romania' },
  { code: 40, abbreviation: 'IMP', direction: 'in', partnerScope: 'non-eu' },
  { code: 50, abbreviation: 'EXP', direction: 'out', partnerScope: 'non-eu' },
  { code: 60, abbreviation: 'DIN', direction: 'in', partnerScope: 'eu' },
  { code: 70, abbreviation: 'DIE', direction: 'out', partnerScope: 'eu' },
] as const satisfies readonly {
  code: number;
  abbreviation: string;
  direction: OperationDirection;
  partnerScope: PartnerScope;
}[];

export type OperationTypeCode = (typeof OPERATION_TYPES)[number]['code'];
export const OPERATION_TYPE_CODES: readonly OperationTypeCode[] = OPERATION_TYPES.map((type) => type.code);

const operationByCode = new Map<number, (typeof OPERATION_TYPES)[number]>(
  OPERATION_TYPES.map((type) => [type.code, type]),
);
export const isOperationTypeCode = (code: number): code is OperationTypeCode => operationByCode.has(code);
export const operationDirection = (code: OperationTypeCode): OperationDirection =>
  (operationByCode.get(code) as (typeof OPERATION_TYPES)[number]).direction;
export const operationPartnerScope = (code: OperationTypeCode): PartnerScope =>
  (operationByCode.get(code) as (typeof OPERATION_TYPES)[number]).partnerScope;

/** "Change of transport or deposit" (DIN, DIE): lines need no tariff code, net weight or value (BR-206..208). */
export const TRANSHIPMENT_OPERATIONS: readonly OperationTypeCode[] = [60, 70];
export const isTranshipment = (code: OperationTypeCode): boolean => TRANSHIPMENT_OPERATIONS.includes(code);

/** Operations whose declaration may not refer to earlier declarations (BR-025). */
export const OPERATIONS_WITHOUT_REFERENCES: readonly OperationTypeCode[] = [30, 40, 50, 60, 70];

/** codScopOperatiune: the purpose of a product line (spec 03 §9 "product operation codes"). */
export const PRODUCT_OPERATION_CODES = [
  101, 201, 301, 401, 501, 601, 703, 704, 705, 801, 802, 901, 1001, 1101, 9901, 9999,
] as const;
export type ProductOperationCode = (typeof PRODUCT_OPERATION_CODES)[number];
/** "Same as the operation": the only purpose of the operations without their own list. */
export const SAME_AS_OPERATION: ProductOperationCode = 9999;

/** The purposes each operation allows (XSD comment; Schematron BR-068, BR-069, BR-070, BR-205). */
export const PURPOSES_BY_OPERATION: Readonly<Record<OperationTypeCode, readonly ProductOperationCode[]>> = {
  10: [101, 201, 301, 401, 501, 601, 703, 801, 802, 901, 1001, 1101, 9901],
  12: [9999],
  14: [9999],
  20: [101, 301, 703, 801, 802, 9901],
  22: [9999],
  24: [9999],
  30: [101, 704, 705, 9901],
  40: [9999],
  50: [9999],
  60: [9999],
  70: [9999],
};

/** The Schematron rule a purpose outside PURPOSES_BY_OPERATION breaks, per operation. */
export function purposeRuleId(operation: OperationTypeCode): 'BR-068' | 'BR-069' | 'BR-070' | 'BR-205' {
  if (operation === 10) return 'BR-068';
  if (operation === 20) return 'BR-069';
  if (operation === 30) return 'BR-070';
  return 'BR-205';
}

/** What a route end (locStartTraseuRutier, locFinalTraseuRutier) is: exactly one of these (BR-210, BR-211). */
export const ROUTE_END_TYPES = ['location', 'border-crossing-point', 'customs-office'] as const;
export type RouteEndType = (typeof ROUTE_END_TYPES)[number];
export type RouteEnd = 'start' | 'end';

const NO_BORDER_POINT: Record<RouteEnd, readonly OperationTypeCode[]> = {
  start: [20, 22, 24, 30, 50, 70], // BR-212
  end: [12, 14, 30, 40, 60], // BR-213
};
const NO_CUSTOMS_OFFICE: readonly OperationTypeCode[] = [10, 20, 30, 60, 70]; // BR-046
const CUSTOMS_OFFICE_ONLY_FOR: Record<RouteEnd, OperationTypeCode> = { start: 40, end: 50 }; // BR-216, BR-217

/** The Schematron rule a route end of this type breaks for the operation, or null when allowed. */
export function routeEndRuleId(
  operation: OperationTypeCode,
  end: RouteEnd,
  type: RouteEndType,
): string | null {
  if (type === 'border-crossing-point' && NO_BORDER_POINT[end].includes(operation))
    return end === 'start' ? 'BR-212' : 'BR-213';
  if (type === 'customs-office') {
    if (NO_CUSTOMS_OFFICE.includes(operation)) return 'BR-046';
    if (operation !== CUSTOMS_OFFICE_ONLY_FOR[end]) return end === 'start' ? 'BR-216' : 'BR-217';
  }
  return null;
}

/** The route end types an operation allows; the form locks the choice when only one is left. */
export const routeEndTypesFor = (operation: OperationTypeCode, end: RouteEnd): readonly RouteEndType[] =>
  ROUTE_END_TYPES.filter((type) => routeEndRuleId(operation, end, type) === null);

/** The partner's role in the transport (spec 03 §1): a sale to a client, a purchase from a supplier. */
export const TRANSPORT_ROLES = ['client', 'supplier'] as const;
export type TransportRole = (typeof TRANSPORT_ROLES)[number];

/**
 * The route end the company's own address stands at: the end for goods coming in, the start for
 * goods going out; for a national transport the start when sending to a client, the end when
 * receiving from a supplier. The partner's address stands at the other end.
 */
export function ownAddressEnd(operation: OperationTypeCode, role: TransportRole): RouteEnd {
  const direction = operationDirection(operation);
  if (direction === 'in') return 'end';
  if (direction === 'out') return 'start';
  return role === 'client' ? 'start' : 'end';
}

/** tipDocument of a transport document. */
export const TRANSPORT_DOCUMENT_TYPES = [
  { code: 10, key: 'cmr' },
  { code: 20, key: 'invoice' },
  { code: 30, key: 'delivery-note' },
  { code: 9999, key: 'other' },
] as const;
export type TransportDocumentTypeCode = (typeof TRANSPORT_DOCUMENT_TYPES)[number]['code'];
export const TRANSPORT_DOCUMENT_TYPE_CODES: readonly TransportDocumentTypeCode[] =
  TRANSPORT_DOCUMENT_TYPES.map((type) => type.code);
/** "Other": its notes say what it is (BR-026). */
export const OTHER_DOCUMENT: TransportDocumentTypeCode = 9999;

/** tipConfirmare of a transport confirmation. */
export const CONFIRMATION_TYPES = [
  { code: 10, key: 'confirmed' },
  { code: 20, key: 'partially-confirmed' },
  { code: 30, key: 'not-confirmed' },
] as const;
export type ConfirmationTypeCode = (typeof CONFIRMATION_TYPES)[number]['code'];
export const CONFIRMATION_TYPE_CODES: readonly ConfirmationTypeCode[] = CONFIRMATION_TYPES.map(
  (type) => type.code,
);

/**
 * codJudet: ANAF numbers the counties its own way (alphabetical before Călărași and Giurgiu were
 * split off, Bucharest 40), so the product's ISO 3166-2:RO codes are mapped, never converted.
 */
export const ETRANSPORT_COUNTY_CODES: Readonly<Record<string, number>> = {
  'RO-AB': 1,
  'RO-AR': 2,
  'RO-AG': 3,
  'RO-BC': 4,
  'RO-BH': 5,
  'RO-BN': 6,
  'RO-BT': 7,
  'RO-BV': 8,
  'RO-BR': 9,
  'RO-BZ': 10,
  'RO-CS': 11,
  'RO-CJ': 12,
  'RO-CT': 13,
  'RO-CV': 14,
  'RO-DB': 15,
  'RO-DJ': 16,
  'RO-GL': 17,
  'RO-GJ': 18,
  'RO-HR': 19,
  'RO-HD': 20,
  'RO-IL': 21,
  'RO-IS': 22,
  'RO-IF': 23,
  'RO-MM': 24,
  'RO-MH': 25,
  'RO-MS': 26,
  'RO-NT': 27,
  'RO-OT': 28,
  'RO-PH': 29,
  'RO-SM': 30,
  'RO-SJ': 31,
  'RO-SB': 32,
  'RO-SV': 33,
  'RO-TR': 34,
  'RO-TM': 35,
  'RO-TL': 36,
  'RO-VS': 37,
  'RO-VL': 38,
  'RO-VN': 39,
  'RO-B': 40,
  'RO-CL': 51,
  'RO-GR': 52,
};

/** The codJudet of a product county code (RO-CJ -> 12), or null for a code that is not a county. */
export const etransportCountyCode = (isoCode: string): number | null =>
  ETRANSPORT_COUNTY_CODES[isoCode.toUpperCase()] ?? null;

/**
 * The EU as the e-Transport Schematron counts it (ISO-3166-EU-CODES): Greece as EL, with Northern
 * Ireland (XI). Used for the partner country rules BR-004 and BR-006.
 */
export const ETRANSPORT_EU_COUNTRIES: readonly string[] =
  'AT BE BG CZ CY DE DK EE EL ES FI HR HU IE IT FR LV LT LU MT NL PL PT RO SI SE SK XI'.split(' ');

// The product keeps countries as EN 16931 lists them; e-Transport wants EL for Greece, XK for Kosovo.
const COUNTRY_ALIASES: Readonly<Record<string, string>> = { GR: 'EL', '1A': 'XK' };

/** A product country code as e-Transport writes it (codTara, codTaraOrgTransport). */
export const etransportCountryCode = (isoCode: string): string => {
  const code = isoCode.toUpperCase();
  return COUNTRY_ALIASES[code] ?? code;
};
