import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants } from '../accounts/accounts.tables';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Address columns of spec 01 §5, shared by companies, partners and their other addresses. */
export const addressColumns = (prefix: string) => ({
  countryCode: text(`${prefix}country_code`).notNull().default('RO'),
  countyCode: text(`${prefix}county_code`),
  city: text(`${prefix}city`).notNull().default(''),
  district: integer(`${prefix}district`),
  zipCode: text(`${prefix}zip_code`),
  street: text(`${prefix}street`).notNull().default(''),
  additionalStreet: text(`${prefix}additional_street`),
  additionalAddress: text(`${prefix}additional_address`),
});

/** The companies a tenant issues documents for. */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    businessId: text('business_id').notNull(),
    internationalBusinessId: text('international_business_id'),
    secondaryBusinessId: text('secondary_business_id'),
    intraCommunityVatNumber: text('intra_community_vat_number'),
    legalName: text('legal_name').notNull(),
    commercialName: text('commercial_name'),
    vatPayer: boolean('vat_payer').notNull().default(true),
    vatUponCollection: boolean('vat_upon_collection').notNull().default(false),
    extraDetails: text('extra_details'),
    email: text('email'),
    fax: text('fax'),
    phone: text('phone'),
    mobilePhone: text('mobile_phone'),
    website: text('website'),
    other: text('other'),
    ...addressColumns('address_'),
    anafSpvStatus: text('anaf_spv_status', {
      enum: ['active', 'inactive', 'expired', 'unauthorized', 'pending'],
    })
      .notNull()
      .default('inactive'),
    certificateExpirationDate: date('certificate_expiration_date'),
    logoUpdatedAt: timestamp('logo_updated_at', { withTimezone: true }),
    tosAcceptedAt: timestamp('tos_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('companies_tenant_idx').on(t.tenantId),
    uniqueIndex('companies_tenant_business_id_key').on(t.tenantId, t.businessId),
    uniqueIndex('companies_tenant_legal_name_key').on(t.tenantId, sql`lower(${t.legalName})`),
  ],
);

/** Logos live in the database so every server process (and the embedded one) serves the same file. */
export const companyLogos = pgTable('company_logos', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
});

/** The owning company of a catalogue or document row: gone with the company. */
export const companyRef = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** Contact person columns (spec 02 §3 Contact), shared by company and partner contacts. */
export const contactColumns = () => ({
  title: text('title'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name'),
  email: text('email'),
  phoneNumber: text('phone_number'),
  mobilePhoneNumber: text('mobile_phone_number'),
  phoneFax: text('phone_fax'),
  position: text('position'),
});

export const companyAddresses = pgTable(
  'company_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    name: text('name'),
    ...addressColumns(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_addresses_company_idx').on(t.companyId)],
);

export const companyContacts = pgTable(
  'company_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    ...contactColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_contacts_company_idx').on(t.companyId)],
);

export const companyBankAccounts = pgTable(
  'company_bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    bankName: text('bank_name').notNull(),
    currency: text('currency').notNull(),
    iban: text('iban').notNull(),
    name: text('name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_bank_accounts_iban_key').on(t.companyId, t.iban)],
);
