import { z } from 'zod';
import '../validation/rule-codes';
import { addressResponseSchema, addressSchema } from '../addresses/address.schemas';
import {
  bankAccountInputSchema,
  bankAccountSchema,
  optionalEmail,
  optionalPhone,
  optionalText,
} from '../companies/company.schemas';
import {
  identityErrors,
  PARTNER_ROLES,
  PARTNER_TYPES,
  type PartnerIdentity,
  storedBusinessId,
} from './partner-rules';

export { PARTNER_ROLES, PARTNER_TYPES, type PartnerRole, type PartnerType } from './partner-rules';

export const PARTNER_LIMITS = { name: 200, ids: 50, accountingIds: 50, extraDetails: 500 } as const;

/** An identifier typed by hand: spaces removed, empty means absent. */
const compactId = z
  .string()
  .trim()
  .max(PARTNER_LIMITS.ids)
  .nullish()
  .transform((value) => value?.replace(/\s+/g, '') || null);

const partnerFields = {
  type: z.enum(PARTNER_TYPES),
  role: z.enum(PARTNER_ROLES),
  /** What lists and documents show: the company's or the person's name. */
  name: z.string().trim().min(1).max(PARTNER_LIMITS.name),
  legalName: optionalText(PARTNER_LIMITS.name),
  commercialName: optionalText(PARTNER_LIMITS.name),
  /** CUI/CIF of a Romanian company; stored with the RO prefix when the partner pays VAT. */
  businessId: compactId.transform((value) => value?.toUpperCase() ?? null),
  internationalBusinessId: optionalText(PARTNER_LIMITS.ids),
  /** Trade register number (J12/2417/2016). */
  secondaryBusinessId: optionalText(PARTNER_LIMITS.ids),
  internationalSecondaryBusinessId: optionalText(PARTNER_LIMITS.ids),
  /** CNP of a natural person. */
  personId: compactId,
  vatPayer: z.boolean(),
  clientAccountingId: optionalText(PARTNER_LIMITS.accountingIds),
  clientExternalId: optionalText(PARTNER_LIMITS.accountingIds),
  supplierInternalId: optionalText(PARTNER_LIMITS.accountingIds),
  supplierAccountingId: optionalText(PARTNER_LIMITS.accountingIds),
  extraDetails: optionalText(PARTNER_LIMITS.extraDetails),
  email: optionalEmail,
  phone: optionalPhone,
  mobilePhone: optionalPhone,
  fax: optionalPhone,
  website: optionalText(255),
  other: optionalText(255),
  /** The main (registered) address; its country decides between domestic and international ids. */
  address: addressSchema,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The identity view of a partly parsed input, for rules that also run when other fields fail. */
function identityOf(value: Record<string, unknown>): PartnerIdentity | null {
  if (!PARTNER_TYPES.includes(value.type as never) || !PARTNER_ROLES.includes(value.role as never))
    return null;
  const text = (key: string) =>
    typeof value[key] === 'string' && value[key] !== '' ? String(value[key]) : null;
  const address = value.address as { countryCode?: unknown } | undefined;
  const country = typeof address?.countryCode === 'string' ? address.countryCode.toUpperCase() : 'RO';
  return {
    type: value.type as PartnerIdentity['type'],
    role: value.role as PartnerIdentity['role'],
    countryCode: country,
    businessId: text('businessId'),
    internationalBusinessId: text('internationalBusinessId'),
    secondaryBusinessId: text('secondaryBusinessId'),
    internationalSecondaryBusinessId: text('internationalSecondaryBusinessId'),
    personId: text('personId'),
    commercialName: text('commercialName'),
    clientAccountingId: text('clientAccountingId'),
    clientExternalId: text('clientExternalId'),
    supplierInternalId: text('supplierInternalId'),
  };
}

/**
 * A partner as created or edited (the same body for both; the server also refuses changes of the
 * ids fixed at creation). The import reads rows into this schema too.
 */
export const partnerInputSchema = z
  .object(partnerFields)
  .superRefine(
    (value, ctx) => {
      const identity = identityOf(value as unknown as Record<string, unknown>);
      if (!identity) return;
      for (const [field, codes] of Object.entries(identityErrors(identity))) {
        for (const code of codes) ctx.addIssue({ code: 'custom', path: [field], message: code });
      }
    },
    // Also when other fields fail, so a form shows every identity error at once; but only on an
    // object (a body of null or a list has nothing to check).
    { when: (payload) => isRecord(payload.value) },
  )
  .transform((value) => ({ ...value, businessId: storedBusinessId(value.businessId, value.vatPayer) }));

export const partnerCreateSchema = partnerInputSchema;
export const partnerUpdateSchema = partnerInputSchema;
export type PartnerCreateInput = z.input<typeof partnerCreateSchema>;
export type PartnerInput = z.output<typeof partnerInputSchema>;

export const partnerSchema = z.object({
  id: z.string(),
  type: z.enum(PARTNER_TYPES),
  role: z.enum(PARTNER_ROLES),
  name: z.string(),
  legalName: z.string().nullable(),
  commercialName: z.string().nullable(),
  businessId: z.string().nullable(),
  internationalBusinessId: z.string().nullable(),
  secondaryBusinessId: z.string().nullable(),
  internationalSecondaryBusinessId: z.string().nullable(),
  personId: z.string().nullable(),
  vatPayer: z.boolean(),
  clientAccountingId: z.string().nullable(),
  clientExternalId: z.string().nullable(),
  supplierInternalId: z.string().nullable(),
  supplierAccountingId: z.string().nullable(),
  extraDetails: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  fax: z.string().nullable(),
  website: z.string().nullable(),
  other: z.string().nullable(),
  address: addressResponseSchema,
  createdAt: z.string(),
});
export type Partner = z.infer<typeof partnerSchema>;

// A partner's bank accounts: bank, currency and IBAN (the company's own accounts also have a name).
export const partnerBankAccountInputSchema = bankAccountInputSchema.omit({ name: true });
export const partnerBankAccountSchema = bankAccountSchema.omit({ name: true });
export type PartnerBankAccount = z.infer<typeof partnerBankAccountSchema>;
