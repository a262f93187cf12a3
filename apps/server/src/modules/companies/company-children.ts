import {
  bankAccountInputSchema,
  bankAccountSchema,
  companyAddressInputSchema,
  companyAddressSchema,
  contactInputSchema,
  contactSchema,
} from '@app/domain/companies/company.schemas';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerCompanyResource } from '../../platform/crud/company-resource';
import { companyAddresses, companyBankAccounts, companyContacts } from './companies.tables';
import { addressOfColumns, columnsOfAddress } from './company-mapping';

type Row = Record<string, unknown>;
const text = (value: unknown) => (value as string | null) ?? null;

/** Extra addresses (working points), contacts and bank accounts of a company. */
export function registerCompanyChildren(app: FastifyInstance, ctx: AppContext): void {
  registerCompanyResource(app, ctx, {
    path: 'addresses',
    idParam: 'addressId',
    tag: 'my-companies',
    table: companyAddresses,
    input: companyAddressInputSchema,
    output: companyAddressSchema,
    toColumns: (input) => ({ name: input.name, ...columnsOfAddress(input.address) }),
    toResponse: (row: Row) => ({
      id: String(row.id),
      name: text(row.name),
      address: addressOfColumns(row as Parameters<typeof addressOfColumns>[0]),
    }),
    listing: {
      sortable: {
        name: companyAddresses.name,
        city: companyAddresses.city,
        createdAt: companyAddresses.createdAt,
      },
      filterable: {},
      searchable: [companyAddresses.name, companyAddresses.city, companyAddresses.street],
      defaultSort: { column: companyAddresses.createdAt, dir: 'asc' },
    },
  });

  registerCompanyResource(app, ctx, {
    path: 'contacts',
    idParam: 'contactId',
    tag: 'my-companies',
    table: companyContacts,
    input: contactInputSchema,
    output: contactSchema,
    toColumns: (input) => ({ ...input }),
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
      sortable: {
        firstName: companyContacts.firstName,
        lastName: companyContacts.lastName,
        createdAt: companyContacts.createdAt,
      },
      filterable: {},
      searchable: [companyContacts.firstName, companyContacts.lastName, companyContacts.email],
      defaultSort: { column: companyContacts.firstName, dir: 'asc' },
    },
  });

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
