import { z } from 'zod';
import '../validation/rule-codes';
import { addressResponseSchema, addressSchema } from '../addresses/address.schemas';
import { ruledString } from '../validation/ruled-string';
import { cuiDigits, cuiRule } from '../validators/cui';
import { compactIban, ibanRule } from '../validators/iban';

export const COMPANY_STATUSES = ['active', 'inactive', 'expired', 'unauthorized', 'pending'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
/** Statuses in which the tax connection is (or is about to be) usable. */
export const ACTIVE_LIKE_STATUSES: readonly CompanyStatus[] = ['active', 'unauthorized', 'pending'];

export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_MIN_SIDE = 32;
export const LOGO_MAX_SIDE = 4000;

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** Phone numbers: 10 to 12 characters once spaces are removed (0722123456, +40722123456). */
export const optionalPhone = ruledString((value) => {
  const compact = value.replace(/\s+/g, '');
  if (compact === '') return null;
  if (compact.length < 10) return 'min:10';
  if (compact.length > 12) return 'max:12';
  return /^\+?[0-9]+$/.test(compact) ? null : 'invalid';
})
  .transform((value) => value.replace(/\s+/g, '') || null)
  .nullish()
  .transform((value) => value ?? null);

export const optionalEmail = ruledString((value) => {
  if (value === '') return null;
  if (value.length > 255) return 'max:255';
  return z.regexes.email.test(value) ? null : 'email';
})
  .nullish()
  .transform((value) => value || null);

/** Romanian business id with its check digit; stored as digits, the RO prefix follows the VAT flag. */
export const businessIdSchema = ruledString((value) => {
  if (value === '') return 'required';
  if (value.replace(/\s+/g, '').length > 12) return 'max:12';
  return cuiRule(value);
}).transform((value) => cuiDigits(value) ?? value);

const companyFields = {
  businessId: businessIdSchema,
  internationalBusinessId: optionalText(50),
  secondaryBusinessId: optionalText(50),
  intraCommunityVatNumber: optionalText(30),
  legalName: z.string().trim().min(1).max(200),
  commercialName: optionalText(200),
  vatPayer: z.boolean(),
  vatUponCollection: z.boolean(),
  extraDetails: optionalText(500),
  email: optionalEmail,
  fax: optionalPhone,
  phone: optionalPhone,
  mobilePhone: optionalPhone,
  website: optionalText(255),
  other: optionalText(255),
  address: addressSchema,
};

export const companyUpdateSchema = z.object(companyFields);
export const companyCreateSchema = z.object({
  ...companyFields,
  tos: z.literal(true, { error: 'accepted' }),
});
export type CompanyUpdateInput = z.input<typeof companyUpdateSchema>;
export type CompanyCreateInput = z.input<typeof companyCreateSchema>;

export const companySchema = z.object({
  id: z.string(),
  businessId: z.string(),
  /** The business id as printed on invoices: RO prefix for VAT payers. */
  vatCode: z.string(),
  internationalBusinessId: z.string().nullable(),
  secondaryBusinessId: z.string().nullable(),
  intraCommunityVatNumber: z.string().nullable(),
  legalName: z.string(),
  commercialName: z.string().nullable(),
  vatPayer: z.boolean(),
  vatUponCollection: z.boolean(),
  extraDetails: z.string().nullable(),
  email: z.string().nullable(),
  fax: z.string().nullable(),
  phone: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  website: z.string().nullable(),
  other: z.string().nullable(),
  address: addressResponseSchema,
  logoUrl: z.string().nullable(),
  anafSpvStatus: z.enum(COMPANY_STATUSES),
  certificateExpirationDate: z.string().nullable(),
  createdAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;

/** A company as listed in the company selector and the company list (1 means yes for the flags). */
export const companyListEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  businessId: z.string(),
  anafSpvStatus: z.enum(COMPANY_STATUSES),
  isMigratedToAnafSpvEtransport: z.boolean(),
  nbInvoices: z.number().int(),
  vatPayer: z.union([z.literal(0), z.literal(1)]),
  vatUponCollection: z.union([z.literal(0), z.literal(1)]),
});
export type CompanyListEntry = z.infer<typeof companyListEntrySchema>;

/** Prefill from the tax authority's VAT-payer registry (GET /v1/my-companies/lookup?businessId=). */
export const companyLookupSchema = z.object({
  businessId: z.string(),
  legalName: z.string(),
  secondaryBusinessId: z.string().nullable(),
  vatPayer: z.boolean(),
  vatUponCollection: z.boolean(),
  inactive: z.boolean(),
  phone: z.string().nullable(),
  address: addressResponseSchema,
  /** True when the data come from the development simulator of the registry, not from ANAF. */
  simulated: z.boolean().optional(),
});
export type CompanyLookup = z.infer<typeof companyLookupSchema>;

// Sub-resources of a company: extra addresses (working points), contacts, bank accounts.

export const companyAddressInputSchema = z.object({ name: optionalText(100), address: addressSchema });
export const companyAddressSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  address: addressResponseSchema,
});

export const contactInputSchema = z.object({
  title: optionalText(50),
  firstName: z.string().trim().min(1).max(100),
  lastName: optionalText(100),
  email: optionalEmail,
  phoneNumber: optionalPhone,
  mobilePhoneNumber: optionalPhone,
  phoneFax: optionalPhone,
  position: optionalText(100),
});
export const contactSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  mobilePhoneNumber: z.string().nullable(),
  phoneFax: z.string().nullable(),
  position: z.string().nullable(),
});

export const ibanSchema = ruledString((value) => {
  const iban = compactIban(value);
  if (iban === '') return 'required';
  if (iban.length < 15) return 'min:15';
  if (iban.length > 34) return 'max:34';
  return ibanRule(iban);
}).transform(compactIban);

export const bankAccountInputSchema = z.object({
  bankName: z.string().trim().min(1).max(100),
  currency: ruledString((value) =>
    value === '' ? 'required' : /^[A-Za-z]{3}$/.test(value) ? null : 'invalid',
  ).transform((value) => value.toUpperCase()),
  iban: ibanSchema,
  name: optionalText(100),
});
export const bankAccountSchema = z.object({
  id: z.string(),
  bankName: z.string(),
  currency: z.string(),
  iban: z.string(),
  name: z.string().nullable(),
});
