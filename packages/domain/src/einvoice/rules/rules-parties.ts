import { COUNTRY_CODES } from '../../addresses/countries';
import { cnpRule } from '../../validators/cnp';
import { cuiRule } from '../../validators/cui';
import type { EInvoiceAddress, EInvoiceParty } from '../einvoice.types';
import { EAS_SCHEMES, ICD_SCHEMES, VAT_PREFIX_TEXT } from './rule-code-lists';
import { filled, inCodeList, normalizeSpace, type RuleContext } from './rule-context';
import { maxLength } from './rules-document';

/** ISO 3166-2:RO as CIUS-RO lists it (BR-RO-110 and its twins). */
export const RO_COUNTY_CODES = [
  'RO-AB',
  'RO-AG',
  'RO-AR',
  'RO-B',
  'RO-BC',
  'RO-BH',
  'RO-BN',
  'RO-BR',
  'RO-BT',
  'RO-BV',
  'RO-BZ',
  'RO-CJ',
  'RO-CL',
  'RO-CS',
  'RO-CT',
  'RO-CV',
  'RO-DB',
  'RO-DJ',
  'RO-GJ',
  'RO-GL',
  'RO-GR',
  'RO-HD',
  'RO-HR',
  'RO-IF',
  'RO-IL',
  'RO-IS',
  'RO-MH',
  'RO-MM',
  'RO-MS',
  'RO-NT',
  'RO-OT',
  'RO-PH',
  'RO-SB',
  'RO-SJ',
  'RO-SM',
  'RO-SV',
  'RO-TL',
  'RO-TM',
  'RO-TR',
  'RO-VL',
  'RO-VN',
  'RO-VS',
];
export const BUCHAREST_SECTORS = ['SECTOR1', 'SECTOR2', 'SECTOR3', 'SECTOR4', 'SECTOR5', 'SECTOR6'];
/** The CNP ANAF accepts for a natural person who has none. */
const NO_CNP = '0000000000000';

type AddressRules = {
  street: string; // required street (BT-35 ...)
  city: string; // required city
  sector: string; // RO-B city is a sector
  county: string; // RO county code
  streetLength: string;
  additionalStreetLength: string;
  lineLength: string;
  cityLength: string;
  postalLength: string;
  country?: string; // country code present
};

const SELLER_ADDRESS: AddressRules = {
  street: 'BR-RO-081',
  city: 'BR-RO-091',
  sector: 'BR-RO-100',
  county: 'BR-RO-110',
  streetLength: 'BR-RO-L151',
  additionalStreetLength: 'BR-RO-L1002',
  lineLength: 'BR-RO-L1003',
  cityLength: 'BR-RO-L0501',
  postalLength: 'BR-RO-L0201',
  country: 'BR-09',
};
const BUYER_ADDRESS: AddressRules = {
  street: 'BR-RO-082',
  city: 'BR-RO-092',
  sector: 'BR-RO-101',
  county: 'BR-RO-111',
  streetLength: 'BR-RO-L152',
  additionalStreetLength: 'BR-RO-L1007',
  lineLength: 'BR-RO-L1008',
  cityLength: 'BR-RO-L0502',
  postalLength: 'BR-RO-L0202',
  country: 'BR-11',
};
const DELIVERY_ADDRESS: AddressRules = {
  street: 'BR-RO-180',
  city: 'BR-RO-201',
  sector: 'BR-RO-202',
  county: 'BR-RO-212',
  streetLength: 'BR-RO-L154',
  additionalStreetLength: 'BR-RO-L1014',
  lineLength: 'BR-RO-L1015',
  cityLength: 'BR-RO-L0504',
  postalLength: 'BR-RO-L0204',
};

/** Seller, buyer, payee and delivery: names, identifiers, addresses, contacts. */
export function checkParties(context: RuleContext): void {
  const { invoice, fail } = context;
  const { seller, buyer } = invoice;
  if (!filled(seller.name)) fail('BR-06', 'seller.name');
  if (!filled(buyer.name)) fail('BR-07', 'buyer.name');
  maxLength(fail, seller.name, 200, 'BR-RO-L201', 'seller.name');
  maxLength(fail, seller.tradingName, 200, 'BR-RO-L202', 'seller.tradingName');
  maxLength(fail, buyer.name, 200, 'BR-RO-L203', 'buyer.name');
  maxLength(fail, buyer.tradingName, 200, 'BR-RO-L204', 'buyer.tradingName');
  maxLength(fail, seller.legalForm, 1000, 'BR-RO-L1000', 'seller.legalForm');

  // An address with every term blank is left out of the XML.
  if (!addressWritten(seller.address)) fail('BR-08', 'seller.address');
  if (!addressWritten(buyer.address)) fail('BR-10', 'buyer.address');
  checkAddress(context, seller.address, 'seller.address', SELLER_ADDRESS);
  checkAddress(context, buyer.address, 'buyer.address', BUYER_ADDRESS);
  checkContact(context, seller, 'seller', ['BR-RO-L1004', 'BR-RO-L1005', 'BR-RO-L1006']);
  checkContact(context, buyer, 'buyer', ['BR-RO-L1009', 'BR-RO-L1010', 'BR-RO-L1011']);
  checkIdentifiers(context, seller, 'seller');
  checkIdentifiers(context, buyer, 'buyer');
  if (buyer.identifiers.filter((id) => filled(id.id)).length > 1) fail('UBL-SR-16', 'buyer.identifiers');
  // An electronic address without its id is left out of the XML.
  const endpointWithoutScheme = (party: EInvoiceParty) =>
    filled(party.electronicAddress?.id) && !filled(party.electronicAddress?.schemeId);
  if (endpointWithoutScheme(seller)) fail('BR-62', 'seller.electronicAddress.schemeId');
  if (endpointWithoutScheme(buyer)) fail('BR-63', 'buyer.electronicAddress.schemeId');

  const identified =
    filled(seller.vatId) || seller.identifiers.some((id) => filled(id.id)) || filled(seller.legalId?.id);
  if (!identified) fail('BR-CO-26', 'seller.vatId');
  checkAnafIdentifiers(context);
  checkPayee(context);

  const delivery = invoice.delivery;
  if (delivery) {
    maxLength(fail, delivery.name, 200, 'BR-RO-L207', 'delivery.name');
    if (delivery.address && addressWritten(delivery.address)) {
      checkAddress(context, delivery.address, 'delivery.address', DELIVERY_ADDRESS);
      if (!filled(delivery.address.countrySubentity)) fail('BR-RO-211', 'delivery.address.countrySubentity');
      if (!filled(delivery.address.country)) fail('BR-57', 'delivery.address.country');
    }
  }
}

function checkAddress(
  { fail }: RuleContext,
  address: EInvoiceAddress,
  at: string,
  rules: AddressRules,
): void {
  if (!filled(address.street)) fail(rules.street, `${at}.street`);
  if (!filled(address.city)) fail(rules.city, `${at}.city`);
  const country = normalizeSpace(address.country);
  // BR-09/BR-11 are rules of the postal address element, absent when every term is blank (BR-08/BR-10).
  if (rules.country && addressWritten(address) && !filled(address.country))
    fail(rules.country, `${at}.country`);
  if (filled(address.country) && !inCodeList(COUNTRY_CODES, address.country))
    fail('BR-CL-14', `${at}.country`);
  if (country === 'RO') {
    const county = normalizeSpace(address.countrySubentity);
    if (!RO_COUNTY_CODES.includes(county)) fail(rules.county, `${at}.countrySubentity`);
    if (county === 'RO-B' && !BUCHAREST_SECTORS.includes(normalizeSpace(address.city))) {
      fail(rules.sector, `${at}.city`);
    }
  }
  maxLength(fail, address.street, 150, rules.streetLength, `${at}.street`);
  maxLength(fail, address.additionalStreet, 100, rules.additionalStreetLength, `${at}.additionalStreet`);
  maxLength(fail, address.addressLine, 100, rules.lineLength, `${at}.addressLine`);
  maxLength(fail, address.city, 50, rules.cityLength, `${at}.city`);
  maxLength(fail, address.postalCode, 20, rules.postalLength, `${at}.postalCode`);
}

function checkContact({ fail }: RuleContext, party: EInvoiceParty, at: string, ruleIds: string[]): void {
  const contact = party.contact;
  if (!contact) return;
  maxLength(fail, contact.name, 100, ruleIds[0] as string, `${at}.contact.name`);
  maxLength(fail, contact.phone, 100, ruleIds[1] as string, `${at}.contact.phone`);
  maxLength(fail, contact.email, 100, ruleIds[2] as string, `${at}.contact.email`);
}

function checkIdentifiers({ fail }: RuleContext, party: EInvoiceParty, at: string): void {
  party.identifiers.forEach((identifier, index) => {
    if (
      filled(identifier.id) &&
      filled(identifier.schemeId) &&
      !inCodeList(ICD_SCHEMES, identifier.schemeId)
    ) {
      fail('BR-CL-10', `${at}.identifiers.${index}.schemeId`);
    }
  });
  if (
    filled(party.legalId?.id) &&
    filled(party.legalId?.schemeId) &&
    !inCodeList(ICD_SCHEMES, party.legalId.schemeId)
  ) {
    fail('BR-CL-11', `${at}.legalId.schemeId`);
  }
  const endpoint = party.electronicAddress;
  if (filled(endpoint?.id) && filled(endpoint?.schemeId) && !inCodeList(EAS_SCHEMES, endpoint.schemeId)) {
    fail('BR-CL-25', `${at}.electronicAddress.schemeId`);
  }
  if (filled(party.vatId) && !VAT_PREFIX_TEXT.includes(party.vatId.slice(0, 2)))
    fail('BR-CO-09', `${at}.vatId`);
}

/**
 * Checks ANAF's server makes outside the Schematron: the check digits of Romanian CUIs (with or
 * without RO) and of a natural person's CNP.
 */
function checkAnafIdentifiers({ invoice, fail }: RuleContext): void {
  const { seller, buyer } = invoice;
  if (seller.vatId?.toUpperCase().startsWith('RO') && cuiRule(seller.vatId) !== null) {
    fail('ANAF-CUI-SELLER', 'seller.vatId');
  }
  if (filled(seller.taxRegistrationId) && normalizeSpace(seller.address.country) === 'RO') {
    if (cuiRule(seller.taxRegistrationId) !== null) fail('ANAF-CUI-SELLER', 'seller.taxRegistrationId');
  }
  if (buyer.vatId?.toUpperCase().startsWith('RO') && cuiRule(buyer.vatId) !== null) {
    fail('ANAF-CUI-BUYER', 'buyer.vatId');
  }
  const legal = normalizeSpace(buyer.legalId?.id);
  if (legal !== '' && normalizeSpace(buyer.address.country) === 'RO') {
    if (/^\d{13}$/.test(legal)) {
      if (legal !== NO_CNP && cnpRule(legal) !== null) fail('ANAF-CNP-BUYER', 'buyer.legalId.id');
    } else if (/^(RO)?\d{2,10}$/i.test(legal.replace(/\s+/g, '')) && cuiRule(legal) !== null) {
      fail('ANAF-CUI-BUYER', 'buyer.legalId.id');
    }
  }
}

function checkPayee({ invoice, fail }: RuleContext): void {
  const payee = invoice.payee;
  if (!payee) return;
  const seller = invoice.seller;
  // A payee with nothing filled in is left out of the XML.
  if (!filled(payee.name) && !filled(payee.identifier?.id) && !filled(payee.legalId?.id)) return;
  const sameName = filled(seller.tradingName) && payee.name === seller.tradingName;
  const payeeId = filled(payee.identifier?.id) ? payee.identifier?.id : null;
  const sameId = payeeId != null && seller.identifiers.some((id) => id.id === payeeId);
  if (!filled(payee.name) || sameName || sameId) fail('BR-17', 'payee.name');
  // UBL-SR-19..21 each require the payee's name to differ from the seller's legal name; a blank
  // legal name is left out of the XML, and a comparison with nothing is false.
  if (!filled(payee.name) || !filled(seller.name) || payee.name === seller.name) {
    fail('UBL-SR-19', 'payee.name');
    fail('UBL-SR-20', 'payee.name');
    fail('UBL-SR-21', 'payee.name');
  }
  maxLength(fail, payee.name, 200, 'BR-RO-L205', 'payee.name');
  const identifier = payee.identifier;
  if (
    filled(identifier?.id) &&
    filled(identifier?.schemeId) &&
    !inCodeList(ICD_SCHEMES, identifier.schemeId)
  ) {
    fail('BR-CL-10', 'payee.identifier.schemeId');
  }
  const legal = payee.legalId;
  if (filled(legal?.id) && filled(legal?.schemeId) && !inCodeList(ICD_SCHEMES, legal.schemeId)) {
    fail('BR-CL-11', 'payee.legalId.schemeId');
  }
}

/** The writer leaves out an address whose terms are all blank. */
function addressWritten(address: EInvoiceAddress): boolean {
  return [
    address.street,
    address.additionalStreet,
    address.addressLine,
    address.city,
    address.postalCode,
    address.countrySubentity,
    address.country,
  ].some(filled);
}
