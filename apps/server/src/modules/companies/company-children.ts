import {
  bankAccountInputSchema,
  bankAccountSchema,
  companyAddressInputSchema,
  companyAddressSchema,
  contactInputSchema,
  contactSchema,
} from '@app/domain/companies/company.schemas';
import { and, eq, ne } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { type ResourceTable, registerCompanyResource } from '../../platform/crud/company-resource';
import { companyAddresses, companyBankAccounts, companyContacts } from './companies.tables';
import { addressOfColumns, columnsOfAddress } from './company-mapping';

type Row = Record<string, unknown>;
const text = (value: unknown) => (value as string | null) ?? null;
type Column = PgColumn;

/**
 * Addresses as a company resource, for any table with the address columns and a name: the
 * company's working points and a partner's other addresses share the body, answer and listing.
 */
export const addressResource = <
  T extends ResourceTable & { name: Column; city: Column; street: Column; createdAt: Column },
>(
  table: T,
) => ({
  path: 'addresses',
  idParam: 'addressId',
  table,
  input: companyAddressInputSchema,
  output: companyAddressSchema,
  toColumns: (input: z.output<typeof companyAddressInputSchema>) => ({
    name: input.name,
    ...columnsOfAddress(input.address),
  }),
  toResponse: (row: Row) => ({
    id: String(row.id),
    name: text(row.name),
    address: addressOfColumns(row as Parameters<typeof addressOfColumns>[0]),
  }),
  listing: {
    sortable: { name: table.name, city: table.city, createdAt: table.createdAt },
    filterable: {},
    searchable: [table.name, table.city, table.street],
    defaultSort: { column: table.createdAt, dir: 'asc' as const },
  },
});

/** Contacts (people to reach) as a company resource, for the company's own and a partner's. */
export const contactResource = <
  T extends ResourceTable & { firstName: Column; lastName: Column; email: Column; createdAt: Column },
>(
  table: T,
) => ({
  path: 'contacts',
  idParam: 'contactId',
  table,
  input: contactInputSchema,
  output: contactSchema,
  toColumns: (input: z.output<typeof contactInputSchema>) => ({ ...input }),
  toResponse: (row: Row) => ({
    id: String(row.id),
    title: text(row.title),
    firstName: String(row.firstName),
    lastName: text(row.lastName),
    email: text(row.email),
    phoneNumber: text(row.phoneNumber),
    mobilePhoneNumber: text(row.mobilePhoneNumber),
    phoneFax: text(row.phoneFax),
    position: text(row.position),
  }),
  listing: {
    sortable: { firstName: table.firstName, lastName: table.lastName, createdAt: table.createdAt },
    filterable: {},
    searchable: [table.firstName, table.lastName, table.email],
    defaultSort: { column: table.firstName, dir: 'asc' as const },
  },
});

/** Extra addresses (working points), contacts and bank accounts of a company. */
export function registerCompanyChildren(app: FastifyInstance, ctx: AppContext): void {
  registerCompanyResource(app, ctx, { ...addressResource(companyAddresses), tag: 'my-companies' });
  registerCompanyResource(app, ctx, { ...contactResource(companyContacts), tag: 'my-companies' });

  registerCompanyResource(app, ctx, {
    path: 'bank-accounts',
    idParam: 'bankAccountId',
    tag: 'my-companies',
    table: companyBankAccounts,
    input: bankAccountInputSchema,
    output: bankAccountSchema,
    toColumns: (input) => ({ ...input }),
    toResponse: (row: Row) => ({
      id: String(row.id),
      bankName: String(row.bankName),
      currency: String(row.currency),
      iban: String(row.iban),
      name: text(row.name),
    }),
    listing: {
      sortable: {
        bankName: companyBankAccounts.bankName,
        currency: companyBankAccounts.currency,
        createdAt: companyBankAccounts.createdAt,
      },
      filterable: {},
      searchable: [companyBankAccounts.bankName, companyBankAccounts.iban, companyBankAccounts.name],
      defaultSort: { column: companyBankAccounts.createdAt, dir: 'asc' },
    },
    // An IBAN appears once per company: two accounts with one IBAN would make payments ambiguous.
    async clashes(db, { companyId }, input, exceptId) {
      const conditions = [
        eq(companyBankAccounts.companyId, companyId),
        eq(companyBankAccounts.iban, input.iban),
      ];
      if (exceptId) conditions.push(ne(companyBankAccounts.id, exceptId));
      const rows = await db
        .select({ id: companyBankAccounts.id })
        .from(companyBankAccounts)
        .where(and(...conditions));
      const errors: Record<string, string[]> = rows.length > 0 ? { iban: ['unique'] } : {};
      return errors;
    },
  });
}
