import { ROMANIA } from '../addresses/countries';
import type { FieldErrors } from '../validation/rule-codes';
import { cnpRule } from '../validators/cnp';
import { cuiDigits, cuiRule } from '../validators/cui';

export const PARTNER_TYPES = ['company', 'person'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];
export const PARTNER_ROLES = ['client', 'supplier', 'both', 'inactive'] as const;
export type PartnerRole = (typeof PARTNER_ROLES)[number];

export const CNP_LENGTH = 13;
export const CUI_MAX_LENGTH = 12;

/** The fields whose presence depends on the partner's type, role and country. */
export type PartnerIdentity = {
  type: PartnerType;
  role: PartnerRole;
  countryCode: string;
  businessId: string | null;
  internationalBusinessId: string | null;
  secondaryBusinessId: string | null;
  internationalSecondaryBusinessId: string | null;
  personId: string | null;
  commercialName: string | null;
  clientAccountingId: string | null;
  clientExternalId: string | null;
  supplierInternalId: string | null;
};

/** Roles that issue or receive client documents, and those that receive supplier documents. */
export const isClientRole = (role: PartnerRole) => role !== 'supplier';
export const isSupplierRole = (role: PartnerRole) => role !== 'client';

/** Rule code of a Romanian business id (CUI/CIF), with or without the RO prefix; null when valid. */
function businessIdRule(value: string | null): string | null {
  if (!value) return 'required';
  if (value.replace(/\s+/g, '').length > CUI_MAX_LENGTH) return `max:${CUI_MAX_LENGTH}`;
  return cuiRule(value);
}

function personIdRule(value: string): string | null {
  if (value.length !== CNP_LENGTH) return `size:${CNP_LENGTH}`;
  return cnpRule(value);
}

type PartnerKind = Pick<PartnerIdentity, 'type' | 'role' | 'countryCode'>;

/**
 * The fields a partner of this type, role and country may not fill (spec 02 §5, partner import
 * rules): a company has no CNP, and abroad no Romanian CUI; a natural person has no CUI, commercial
 * name or secondary ids; client codes belong to clients, the supplier's internal id to suppliers
 * (an inactive partner keeps both). Forms hide these fields.
 */
export function prohibitedFields(partner: PartnerKind): (keyof PartnerIdentity)[] {
  const fields: (keyof PartnerIdentity)[] = [];
  if (partner.type === 'company') {
    if (partner.countryCode !== ROMANIA) fields.push('businessId');
    fields.push('personId');
  } else {
    fields.push('businessId', 'secondaryBusinessId', 'internationalSecondaryBusinessId', 'commercialName');
  }
  if (!isClientRole(partner.role)) fields.push('clientAccountingId', 'clientExternalId');
  if (!isSupplierRole(partner.role)) fields.push('supplierInternalId');
  return fields;
}

/**
 * Which identifiers a partner may or must have: a Romanian company has a CUI with its check digit;
 * a foreign company its international id; a natural person may have a CNP (optional: a client
 * without one just cannot get e-invoices); and nothing the partner's kind prohibits.
 */
export function identityErrors(partner: PartnerIdentity): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: keyof PartnerIdentity, code: string | null) => {
    if (code) errors[field] = [...(errors[field] ?? []), code];
  };
  const prohibited = prohibitedFields(partner);
  if (partner.type === 'company' && partner.countryCode === ROMANIA) {
    add('businessId', businessIdRule(partner.businessId));
  }
  if (partner.type === 'company' && partner.countryCode !== ROMANIA && !partner.internationalBusinessId) {
    add('internationalBusinessId', 'required');
  }
  if (partner.type === 'person' && partner.personId) add('personId', personIdRule(partner.personId));
  for (const field of prohibited) add(field, partner[field] ? 'prohibited' : null);
  return errors;
}

/** The business id as stored and printed: its digits, with the RO prefix for VAT payers. */
export function storedBusinessId(value: string | null, vatPayer: boolean): string | null {
  const digits = value ? cuiDigits(value) : null;
  if (!digits) return null;
  return vatPayer ? `RO${digits}` : digits;
}

type LockedIds = Pick<PartnerIdentity, 'businessId' | 'internationalBusinessId' | 'personId'>;

/**
 * Identifiers fixed at creation: the business ids never change (the RO prefix may follow the VAT
 * flag, so the CUI is compared by its digits); the CNP may be added later but never changed once set.
 */
export function lockedIdErrors(before: LockedIds, after: LockedIds): FieldErrors {
  const errors: FieldErrors = {};
  const digits = (value: string | null) => (value ? (cuiDigits(value) ?? value) : null);
  if (digits(before.businessId) !== digits(after.businessId)) errors.businessId = ['immutable'];
  if ((before.internationalBusinessId ?? null) !== (after.internationalBusinessId ?? null))
    errors.internationalBusinessId = ['immutable'];
  if (before.personId && before.personId !== after.personId) errors.personId = ['immutable'];
  return errors;
}
