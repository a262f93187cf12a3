import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { addressColumns, companyRef, contactColumns } from '../companies/companies.tables';

export const PARTNER_TYPES = ['company', 'person'] as const;
export const PARTNER_ROLES = ['client', 'supplier', 'both', 'inactive'] as const;

/** Clients and suppliers of a company (spec 02 §3 Partner). `name` is what lists and documents show. */
export const partners = pgTable(
  'partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    type: text('type', { enum: PARTNER_TYPES }).notNull(),
    role: text('role', { enum: PARTNER_ROLES }).notNull(),
    name: text('name').notNull(),
    legalName: text('legal_name'),
    commercialName: text('commercial_name'),
    businessId: text('business_id'),
    internationalBusinessId: text('international_business_id'),
    secondaryBusinessId: text('secondary_business_id'),
    internationalSecondaryBusinessId: text('international_secondary_business_id'),
    personId: text('person_id'),
    vatPayer: boolean('vat_payer').notNull().default(false),
    clientAccountingId: text('client_accounting_id'),
    clientExternalId: text('client_external_id'),
    supplierInternalId: text('supplier_internal_id'),
    supplierAccountingId: text('supplier_accounting_id'),
    extraDetails: text('extra_details'),
    email: text('email'),
    phone: text('phone'),
    mobilePhone: text('mobile_phone'),
    fax: text('fax'),
    website: text('website'),
    other: text('other'),
    ...addressColumns('address_'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('partners_company_name_idx').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('partners_company_name_key').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('partners_company_business_id_key').on(t.companyId, t.businessId),
    uniqueIndex('partners_company_international_business_id_key').on(t.companyId, t.internationalBusinessId),
    uniqueIndex('partners_company_secondary_business_id_key').on(t.companyId, t.secondaryBusinessId),
    uniqueIndex('partners_company_person_id_key').on(t.companyId, t.personId),
  ],
);

const partnerRef = () =>
  uuid('partner_id')
    .notNull()
    .references(() => partners.id, { onDelete: 'cascade' });

export const partnerAddresses = pgTable(
  'partner_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    partnerId: partnerRef(),
    name: text('name'),
    ...addressColumns(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partner_addresses_partner_idx').on(t.partnerId)],
);

export const partnerContacts = pgTable(
  'partner_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    partnerId: partnerRef(),
    ...contactColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partner_contacts_partner_idx').on(t.partnerId)],
);

export const partnerBankAccounts = pgTable(
  'partner_bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    partnerId: partnerRef(),
    bankName: text('bank_name').notNull(),
    currency: text('currency').notNull(),
    iban: text('iban').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('partner_bank_accounts_iban_key').on(t.partnerId, t.iban)],
);
