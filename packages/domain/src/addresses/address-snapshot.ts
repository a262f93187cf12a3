import { BUCHAREST_COUNTY, RO_COUNTIES } from './counties';
import { ROMANIA } from './countries';

/** An address as the address columns store it (spec 01 §5). */
export type StoredAddress = {
  countryCode: string;
  countyCode: string | null;
  city: string;
  district: number | null;
  zipCode: string | null;
  street: string;
  additionalStreet: string | null;
  additionalAddress: string | null;
};

/**
 * An address as a document copies it. The names are the document's (postal code, county, country);
 * `additionalStreet`, `additionalAddress` and `district` are absent from the snapshots taken before
 * they were copied (those have the additional street joined into `street`), so readers take a
 * missing one as null.
 */
export type AddressSnapshot = {
  street: string | null;
  additionalStreet?: string | null;
  /** A further address line (EN 16931 BT-162). */
  additionalAddress?: string | null;
  city: string | null;
  /** Bucharest's sector, 1 to 6 (CIUS-RO writes it as SECTOR1..6 for the city of an RO-B address). */
  district?: number | null;
  /** ISO 3166-2:RO code ("RO-CJ", "RO-B") in Romania, a free region abroad. */
  county: string | null;
  postalCode: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string;
};

/** Every field of a stored address, under the document's names. */
export function addressSnapshotOf(address: StoredAddress): Required<AddressSnapshot> {
  return {
    street: address.street || null,
    additionalStreet: address.additionalStreet || null,
    additionalAddress: address.additionalAddress || null,
    city: address.city || null,
    district: address.district ?? null,
    county: address.countyCode || null,
    postalCode: address.zipCode || null,
    country: address.countryCode,
  };
}

const countyName = (code: string | null) => RO_COUNTIES.find((county) => county.code === code)?.name ?? null;

/**
 * The address as a person reads it, one line per part: street and additional street; the further
 * line; postal code, city, sector and county; then the country (its code) outside Romania. The
 * county is left out when it only repeats the city (Bucharest), so "București, Sector 1" is printed
 * and never "București, București". `sector` words the sector in the reader's language.
 */
export function addressLines(address: AddressSnapshot, sector: (district: number) => string): string[] {
  const county = countyName(address.county) ?? address.county;
  const repeatsCity =
    address.county === BUCHAREST_COUNTY ||
    (county !== null && address.city !== null && county.toLowerCase() === address.city.toLowerCase());
  const place = [
    address.postalCode,
    address.city,
    address.district ? sector(address.district) : null,
    repeatsCity ? null : county,
  ];
  return [
    [address.street, address.additionalStreet],
    [address.additionalAddress],
    place,
    [address.country === ROMANIA ? null : address.country],
  ]
    .map((parts) => parts.filter((part) => part && String(part).trim() !== '').join(', '))
    .filter((line) => line !== '');
}
