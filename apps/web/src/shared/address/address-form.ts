import { isBucharest } from '@app/domain/addresses/address.schemas';
import type { StoredAddress } from '@app/domain/addresses/address-snapshot';
import { BUCHAREST_COUNTY } from '@app/domain/addresses/counties';
import { ROMANIA } from '@app/domain/addresses/countries';

/**
 * An address as a form holds it: text inputs hold strings ('' when empty), the county select holds
 * its code or null, the sector select a number or null. The domain's addressSchema validates it.
 */
export interface AddressFormValues {
  countryCode: string;
  countyCode: string | null;
  city: string;
  district: number | null;
  zipCode: string;
  street: string;
  additionalStreet: string;
  additionalAddress: string;
}

/** The address as the server answers it. */
export type AddressLike = StoredAddress;

export const SECTORS = [1, 2, 3, 4, 5, 6] as const;

export function emptyAddress(countryCode: string = ROMANIA): AddressFormValues {
  return {
    countryCode,
    countyCode: null,
    city: '',
    district: null,
    zipCode: '',
    street: '',
    additionalStreet: '',
    additionalAddress: '',
  };
}

export function addressToFormValues(address: AddressLike): AddressFormValues {
  const countryCode = address.countryCode.toUpperCase();
  return {
    countryCode,
    // Bucharest's county is implied by the city; the form shows the sector instead.
    countyCode:
      countryCode === ROMANIA && isBucharest(address.city) && address.countyCode === BUCHAREST_COUNTY
        ? null
        : (address.countyCode ?? null),
    city: address.city,
    district: address.district ?? null,
    zipCode: address.zipCode ?? '',
    street: address.street,
    additionalStreet: address.additionalStreet ?? '',
    additionalAddress: address.additionalAddress ?? '',
  };
}

/** Which of the county and sector inputs an address shows. */
export function addressMode(countryCode: string, city: string): 'bucharest' | 'romania' | 'abroad' {
  if (countryCode.toUpperCase() !== ROMANIA) return 'abroad';
  return isBucharest(city) ? 'bucharest' : 'romania';
}

/**
 * Drops what the hidden inputs still hold before validation: a county chosen before the city became
 * București, a sector kept after it changed, or a Romanian county left after another country was chosen.
 */
export function normalizeAddressValues<T extends Partial<AddressFormValues>>(address: T): T {
  const mode = addressMode(address.countryCode ?? '', address.city ?? '');
  const countyCode = address.countyCode ?? null;
  return {
    ...address,
    countyCode:
      mode === 'bucharest' || (mode === 'abroad' && countyCode !== null && /^RO-/.test(countyCode))
        ? null
        : countyCode,
    district: mode === 'bucharest' ? (address.district ?? null) : null,
  };
}

/** The same, for an address held at `key` of a form's values (the input of a z.preprocess). */
export function withNormalizedAddress(values: unknown, key = 'address'): unknown {
  if (typeof values !== 'object' || values === null) return values;
  const record = values as Record<string, unknown>;
  const address = record[key];
  if (typeof address !== 'object' || address === null) return values;
  return { ...record, [key]: normalizeAddressValues(address as Partial<AddressFormValues>) };
}
