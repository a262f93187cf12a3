import { countyByAnafCode, countyByAutoCode } from './romanian-counties';
import type {
  CompanyLookupAddress,
  CompanyLookupResult,
  Loose,
  VatPayerFiscalDomicile,
  VatPayerFoundEntry,
  VatPayerRegisteredOffice,
} from './vat-payer.types';

/** One of ANAF's two address groups with the prefix taken off. */
interface AnafAddress {
  street: string;
  number: string;
  locality: string;
  countyAuto: string;
  countyCode: string;
  details: string;
  postalCode: string;
}

/**
 * ANAF writes ş and ţ with a cedilla (the legacy code points); Romanian uses the comma below.
 * Also collapses runs of whitespace.
 */
export function normaliseRomanianText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value)
    .replace(/ş/g, 'ș')
    .replace(/Ş/g, 'Ș')
    .replace(/ţ/g, 'ț')
    .replace(/Ţ/g, 'Ț')
    .replace(/\s+/g, ' ')
    .trim();
}

function orNull(value: unknown): string | null {
  const text = normaliseRomanianText(value);
  return text === '' ? null : text;
}

const BUCHAREST = /bucure[sșş]ti/i;
/** "Sector 3", "Sectorul 3", "SECTORUL 3", "Sect. 3", "SECT.3". */
const SECTOR = /\bsect(?:or(?:ul)?)?\.?\s*([1-6])\b/i;
/** Administrative prefixes of a town's name: "Mun. Cluj-Napoca", "Municipiul Iași", "Oraș Otopeni". */
const TOWN_PREFIX = /^(?:mun\.|municipiul|ora[sșş]|or\.)\s*/i;

/**
 * Splits ANAF's locality into the city and, for Bucharest, the sector:
 * 'Mun. București Sector 3' -> {city: 'București', district: 3}; 'Mun. Cluj-Napoca' -> 'Cluj-Napoca'.
 */
export function parseLocality(
  locality: string,
  countyIso: string | null,
): { city: string; district: number | null } {
  const text = normaliseRomanianText(locality);
  if (countyIso === 'RO-B' || BUCHAREST.test(text)) {
    const sector = SECTOR.exec(text);
    return { city: 'București', district: sector ? Number(sector[1]) : null };
  }
  return { city: text.replace(TOWN_PREFIX, '').trim(), district: null };
}

/** 'Str. Memorandumului' + '28' -> 'Str. Memorandumului nr. 28'. */
export function composeStreet(name: string, number: string): string {
  const street = normaliseRomanianText(name);
  const no = normaliseRomanianText(number);
  if (!no) return street;
  const numberPart = /^nr\.?/i.test(no) ? no : `nr. ${no}`;
  return street ? `${street} ${numberPart}` : numberPart;
}

/** The ISO 3166-2:RO code from the plate code, falling back on ANAF's county number. */
export function countyIsoFromAnaf(auto: unknown, anafCode: unknown): string | null {
  const byAuto = countyByAutoCode(typeof auto === 'string' ? auto : null);
  if (byAuto) return byAuto.iso;
  const code = typeof anafCode === 'string' || typeof anafCode === 'number' ? anafCode : null;
  return countyByAnafCode(code)?.iso ?? null;
}

function fromRegisteredOffice(a: Loose<VatPayerRegisteredOffice> | null | undefined): AnafAddress {
  return {
    street: normaliseRomanianText(a?.sdenumire_Strada),
    number: normaliseRomanianText(a?.snumar_Strada),
    locality: normaliseRomanianText(a?.sdenumire_Localitate),
    countyAuto: normaliseRomanianText(a?.scod_JudetAuto),
    countyCode: normaliseRomanianText(a?.scod_Judet),
    details: normaliseRomanianText(a?.sdetalii_Adresa),
    postalCode: normaliseRomanianText(a?.scod_Postal),
  };
}

function fromFiscalDomicile(a: Loose<VatPayerFiscalDomicile> | null | undefined): AnafAddress {
  return {
    street: normaliseRomanianText(a?.ddenumire_Strada),
    number: normaliseRomanianText(a?.dnumar_Strada),
    locality: normaliseRomanianText(a?.ddenumire_Localitate),
    countyAuto: normaliseRomanianText(a?.dcod_JudetAuto),
    countyCode: normaliseRomanianText(a?.dcod_Judet),
    details: normaliseRomanianText(a?.ddetalii_Adresa),
    postalCode: normaliseRomanianText(a?.dcod_Postal),
  };
}

function isEmpty(a: AnafAddress): boolean {
  return !a.locality && !a.street && !a.countyAuto && !a.countyCode;
}

function toAddress(a: AnafAddress): CompanyLookupAddress {
  let countyCode = countyIsoFromAnaf(a.countyAuto, a.countyCode);
  const { city, district } = parseLocality(a.locality, countyCode);
  if (!countyCode && city === 'București') countyCode = 'RO-B';
  const street = composeStreet(a.street, a.number);
  return {
    countryCode: 'RO',
    countyCode,
    city,
    district,
    // A village without streets has only details ("Sat X nr. 12"): use them as the street line.
    street: street || a.details,
    zipCode: a.postalCode || null,
    additionalAddress: street ? a.details || null : null,
  };
}

/**
 * Maps one `found` entry to the product's result. The registered office (sediu social) is the
 * company's address; when ANAF left it empty (some sole traders) the fiscal domicile is used,
 * and when both are missing the one-line `adresa` becomes the street.
 */
export function mapVatPayerEntry(entry: Loose<VatPayerFoundEntry>): CompanyLookupResult {
  const general = entry.date_generale;
  const digits = normaliseRomanianText(general?.cui).replace(/^RO/i, '');
  const vatPayer = entry.inregistrare_scop_Tva?.scpTVA === true;

  const office = fromRegisteredOffice(entry.adresa_sediu_social);
  const domicile = fromFiscalDomicile(entry.adresa_domiciliu_fiscal);
  let address: CompanyLookupAddress;
  if (!isEmpty(office)) address = toAddress(office);
  else if (!isEmpty(domicile)) {
    address = toAddress(domicile);
    address.zipCode ??= orNull(general?.codPostal);
  } else {
    address = {
      countryCode: 'RO',
      countyCode: null,
      city: '',
      district: null,
      street: normaliseRomanianText(general?.adresa),
      zipCode: orNull(general?.codPostal),
      additionalAddress: null,
    };
  }

  return {
    businessId: vatPayer ? `RO${digits}` : digits,
    legalName: normaliseRomanianText(general?.denumire),
    secondaryBusinessId: orNull(general?.nrRegCom),
    vatPayer,
    vatUponCollection: entry.inregistrare_RTVAI?.statusTvaIncasare === true,
    inactive: entry.stare_inactiv?.statusInactivi === true,
    eInvoiceRegistered: general?.statusRO_e_Factura === true,
    phone: orNull(general?.telefon),
    address,
  };
}
