import { ROMANIA } from '../addresses/countries';
import { isClientRole, isSupplierRole, type PartnerIdentity } from '../partners/partner-rules';
import type { FieldErrors } from '../validation/rule-codes';
import { cuiDigits } from '../validators/cui';
import {
  ETRANSPORT_EU_COUNTRIES,
  etransportCountryCode,
  etransportCountyCode,
  type OperationTypeCode,
  operationPartnerScope,
  ownAddressEnd,
  type RouteEnd,
  type TransportRole,
} from './etransport-codes';

/**
 * The declaration rules that need stored rows (spec 03 §5 Declaration, the Schematron rules the
 * product's partners and addresses can break). The server loads the rows and calls these; the
 * codes land on the form field that chose the row.
 */

export type EtransportParty = Pick<
  PartnerIdentity,
  'type' | 'role' | 'countryCode' | 'businessId' | 'personId' | 'internationalBusinessId'
>;

/** The address fields a route end location (locatie) is written from. */
export type EtransportAddress = {
  countryCode: string;
  countyCode: string | null;
  city: string;
  street: string;
};

/** ANAF's fiscal code shape (TIN-REGEX): a CNP or a CUI without the RO prefix. */
const TIN = /^(([1-9][0-9]{12})|([1-9][0-9]{1,9}))$/;
/** Written instead of the CNP of a Romanian natural person, where a rule allows it (BR-007, BR-209). */
export const UNKNOWN_PERSON_CODE = 'PF';

/**
 * The code the XML gives a party (cod, codOrgTransport): a Romanian company's CUI digits, a Romanian
 * person's CNP (or PF where allowed), a foreign party's own id; null when there is none to give.
 */
export function etransportPartyCode(party: EtransportParty, unknownPersonAllowed: boolean): string | null {
  if (party.countryCode !== ROMANIA) {
    const code = (party.internationalBusinessId ?? party.businessId)?.replace(/\s+/g, '');
    return code || null;
  }
  if (party.type === 'company') return party.businessId ? cuiDigits(party.businessId) : null;
  if (party.personId && TIN.test(party.personId)) return party.personId;
  return unknownPersonAllowed ? UNKNOWN_PERSON_CODE : null;
}

/** BR-004, BR-005, BR-006: the partner's country must fit the operation (EU but not Romania, Romania, outside the EU). */
export function partnerCountryRule(operation: OperationTypeCode, countryCode: string): string | null {
  const country = etransportCountryCode(countryCode);
  const inEu = ETRANSPORT_EU_COUNTRIES.includes(country);
  switch (operationPartnerScope(operation)) {
    case 'eu':
      return inEu && country !== ROMANIA ? null : 'BR-004';
    case 'romania':
      return country === ROMANIA ? null : 'BR-005';
    default:
      return inEu ? 'BR-006' : null;
  }
}

/** The commercial partner: its role in the transport, its country (BR-004..006), its code on a national transport (BR-007). */
export function partnerRules(
  operation: OperationTypeCode,
  role: TransportRole,
  partner: EtransportParty,
): string[] {
  const codes: string[] = [];
  if (role === 'client' ? !isClientRole(partner.role) : !isSupplierRole(partner.role))
    codes.push(`role:${role}`);
  const country = partnerCountryRule(operation, partner.countryCode);
  if (country) codes.push(country);
  if (operation === 30 && country === null && etransportPartyCode(partner, true) === null)
    codes.push('BR-007');
  return codes;
}

/**
 * The transport organizer: a supplier; in Romania a company with its CUI, a natural person with a
 * CNP (spec 03 §5; ANAF asks for one on every operation but national, BR-043, BR-209).
 */
export function organizerRules(operation: OperationTypeCode, organizer: EtransportParty): string[] {
  const codes: string[] = [];
  if (!isSupplierRole(organizer.role)) codes.push('role:supplier');
  if (organizer.countryCode === ROMANIA && etransportPartyCode(organizer, false) === null)
    codes.push(operation === 30 ? (organizer.type === 'person' ? 'cnp-required' : 'BR-209') : 'BR-043');
  return codes;
}

const textLength = (text: string) => text.replace(/\s+/g, ' ').trim().length;

/**
 * A delivery address used as a route end location: in Romania with a county ANAF numbers
 * (BR-CL-002), locality and street of 2 to 100 characters (BR-214, BR-215).
 */
export function locationAddressRules(address: EtransportAddress): string[] {
  const codes: string[] = [];
  if (
    address.countryCode !== ROMANIA ||
    !address.countyCode ||
    etransportCountyCode(address.countyCode) === null
  )
    codes.push('BR-CL-002');
  const city = textLength(address.city);
  if (city < 2 || city > 100) codes.push('BR-214');
  const street = textLength(address.street);
  if (street < 2 || street > 100) codes.push('BR-215');
  return codes;
}

export type DeclarationRows = {
  operationType: OperationTypeCode;
  transportRole: TransportRole;
  startAddressType: string;
  endAddressType: string;
  partner: EtransportParty;
  organizer: EtransportParty;
  /** The addresses the declaration chose, when it chose them (the schema says when it must). */
  ownAddress: EtransportAddress | null;
  partnerAddress: EtransportAddress | null;
};

/** Every stored-data rule of a valid declaration, as field errors for the 422 answer. */
export function declarationRowErrors(rows: DeclarationRows): FieldErrors {
  const errors: FieldErrors = {};
  const put = (field: string, codes: string[]) => {
    if (codes.length > 0) errors[field] = codes;
  };
  put('partnerId', partnerRules(rows.operationType, rows.transportRole, rows.partner));
  put('deliveryPartnerId', organizerRules(rows.operationType, rows.organizer));
  const ownEnd = ownAddressEnd(rows.operationType, rows.transportRole);
  const isLocation = (end: RouteEnd) =>
    (end === 'start' ? rows.startAddressType : rows.endAddressType) === 'location';
  if (rows.ownAddress && isLocation(ownEnd))
    put('myCompanyDeliveryAddressId', locationAddressRules(rows.ownAddress));
  if (rows.partnerAddress && isLocation(ownEnd === 'start' ? 'end' : 'start'))
    put('partnerDeliveryAddressId', locationAddressRules(rows.partnerAddress));
  return errors;
}
