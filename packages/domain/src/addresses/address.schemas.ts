import { z } from 'zod';
import '../validation/rule-codes';
import { ruledString } from '../validation/ruled-string';
import { BUCHAREST_COUNTY, isRomanianCountyCode } from './counties';
import { isCountryCode, ROMANIA } from './countries';

export const ADDRESS_LIMITS = {
  city: 50,
  // The rule says 130 and its message 150; e-Factura allows 150 (BT-35), so 150 is kept.
  street: 150,
  zipCode: 20,
  additionalStreet: 100,
  additionalAddress: 100,
  countyCode: 55,
} as const;

/** Lower case without diacritics or spaces, so "București", "BUCURESTI" and "Bucharest" compare equal. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s.-]+/g, '');
}

const BUCHAREST_NAMES = new Set(['bucuresti', 'bucharest', 'municipiulbucuresti', 'munbucuresti']);
export const isBucharest = (city: string) => BUCHAREST_NAMES.has(foldText(city));

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/**
 * Address rules of spec 01 section 5, as rule codes per field. County is required for Romania
 * outside Bucharest (an ISO 3166-2:RO code); Bucharest needs its sector (district 1-6) instead.
 */
export const addressSchema = z
  .object({
    countryCode: ruledString((value) => {
      if (value === '') return 'required';
      if (value.length !== 2) return 'size:2';
      return isCountryCode(value.toUpperCase()) ? null : 'invalid';
    }).transform((value) => value.toUpperCase()),
    countyCode: optionalText(ADDRESS_LIMITS.countyCode),
    city: z.string().trim().min(1).max(ADDRESS_LIMITS.city),
    district: z.number().int().min(1).max(6).nullish(),
    zipCode: optionalText(ADDRESS_LIMITS.zipCode),
    street: z.string().trim().min(1).max(ADDRESS_LIMITS.street),
    additionalStreet: optionalText(ADDRESS_LIMITS.additionalStreet),
    additionalAddress: optionalText(ADDRESS_LIMITS.additionalAddress),
  })
  .superRefine((address, ctx) => {
    const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const romania = address.countryCode === ROMANIA;
    const bucharest = romania && isBucharest(address.city);
    if (bucharest) {
      if (address.district == null) add('district', 'required');
      if (address.countyCode && address.countyCode !== BUCHAREST_COUNTY) add('countyCode', 'invalid');
    } else {
      if (address.district != null) add('district', 'prohibited');
      if (romania && !address.countyCode) add('countyCode', 'required');
      else if (romania && address.countyCode && !isRomanianCountyCode(address.countyCode))
        add('countyCode', 'invalid');
    }
  })
  .transform((address) => ({
    ...address,
    district: address.district ?? null,
    // Bucharest's county is implied by the city: store it so e-invoices get CountrySubentity RO-B.
    countyCode:
      address.countryCode === ROMANIA && isBucharest(address.city) ? BUCHAREST_COUNTY : address.countyCode,
  }));

export type AddressInput = z.input<typeof addressSchema>;
export type Address = z.output<typeof addressSchema>;

export const addressResponseSchema = z.object({
  countryCode: z.string(),
  countyCode: z.string().nullable(),
  city: z.string(),
  district: z.number().int().nullable(),
  zipCode: z.string().nullable(),
  street: z.string(),
  additionalStreet: z.string().nullable(),
  additionalAddress: z.string().nullable(),
});
