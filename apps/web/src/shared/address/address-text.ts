import { RO_COUNTIES } from '@app/domain/addresses/counties';
import { ROMANIA } from '@app/domain/addresses/countries';
import type { AddressLike } from './address-form';
import { countryName } from './country-options';

/** The county's name for an ISO code ("RO-CJ" -> "Cluj"); other values (a foreign region) as they are. */
export function countyName(code: string | null): string | null {
  if (!code) return null;
  return RO_COUNTIES.find((county) => county.code === code)?.name ?? code;
}

/** Street, extra lines, zip code and, abroad, the country: one line for lists. */
export function formatAddressLine(address: AddressLike, locale: string): string {
  const parts = [address.street, address.additionalStreet, address.additionalAddress, address.zipCode];
  if (address.countryCode !== ROMANIA)
    parts.push(countryName(address.countryCode, locale) ?? address.countryCode);
  return parts.filter((part): part is string => Boolean(part && part.trim() !== '')).join(', ');
}
