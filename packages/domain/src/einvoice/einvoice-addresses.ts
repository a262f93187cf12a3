import type { DocumentParty } from '../invoicing/client-document.schemas';
import type { EInvoiceAddress } from './einvoice.types';

/** ISO 3166-2:RO code of Bucharest, whose city CIUS-RO writes as the sector (BR-RO-100/101/202). */
type AddressSnapshot = DocumentParty['address'];

const BUCHAREST = 'RO-B';
const ROMANIA = 'RO';

/** The city of a Romanian address: SECTOR1..SECTOR6 for Bucharest with a known sector. */
function cityOf(address: AddressSnapshot): string | null {
  const district = address.district ?? null;
  if (
    address.country === ROMANIA &&
    address.county === BUCHAREST &&
    district !== null &&
    Number.isInteger(district) &&
    district >= 1 &&
    district <= 6
  )
    return `SECTOR${district}`;
  // A Bucharest address without its sector keeps the city as typed: the rules report it, rather
  // than the mapping inventing a sector.
  return text(address.city);
}

const text = (value: string | null | undefined): string | null => {
  if (value === null || value === undefined) return null;
  return value.trim() === '' ? null : value;
};

/**
 * BG-5 / BG-8 / BG-15 of an address snapshot. Snapshots taken before `additionalStreet`,
 * `additionalAddress` and `district` were copied lack them: missing reads as null. In Romania the
 * county is already the ISO 3166-2:RO code CIUS-RO wants as CountrySubentity; abroad the county
 * field holds a free region, written as it is (or nothing).
 */
export function eInvoiceAddressOf(address: AddressSnapshot): EInvoiceAddress {
  return {
    street: text(address.street),
    additionalStreet: text(address.additionalStreet),
    addressLine: text(address.additionalAddress),
    city: cityOf(address),
    postalCode: text(address.postalCode),
    countrySubentity: text(address.county),
    country: address.country.trim().toUpperCase(),
  };
}
