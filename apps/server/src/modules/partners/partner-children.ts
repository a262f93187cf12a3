import {
  partnerBankAccountInputSchema,
  partnerBankAccountSchema,
} from '@app/domain/partners/partner.schemas';
import { areaPermissions } from '@app/domain/permissions/permissions';
import { and, eq, ne } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { type ParentSpec, registerCompanyResource } from '../../platform/crud/company-resource';
import { addressResource, contactResource } from '../companies/company-children';
import { partnersRepo } from './partners.repo';
import { partnerAddresses, partnerBankAccounts, partnerContacts } from './partners.tables';

type Row = Record<string, unknown>;

const underPartner = (column: PgColumn): ParentSpec => ({
  path: 'partners',
  param: 'partnerId',
  column,
  exists: partnersRepo.exists,
});

const common = {
  tag: 'partners',
  permissions: areaPermissions('partners'),
} as const;

/**
 * A partner's other addresses (delivery points...), contacts and bank accounts, under
 * /v1/my-companies/{companyId}/partners/{partnerId}/...; the same bodies as the company's own.
 */
export function registerPartnerChildren(app: FastifyInstance, ctx: AppContext): void {
  registerCompanyResource(app, ctx, {
    ...common,
    ...addressResource(partnerAddresses),
    parent: underPartner(partnerAddresses.partnerId),
  });
  registerCompanyResource(app, ctx, {
    ...common,
    ...contactResource(partnerContacts),
    parent: underPartner(partnerContacts.partnerId),
  });

  registerCompanyResource(app, ctx, {
    ...common,
    path: 'bank-accounts',
    idParam: 'bankAccountId',
    table: partnerBankAccounts,
    parent: underPartner(partnerBankAccounts.partnerId),
    input: partnerBankAccountInputSchema,
    output: partnerBankAccountSchema,
    toColumns: (input) => ({ ...input }),
    toResponse: (row: Row) => partnerBankAccountSchema.parse({ ...row, id: String(row.id) }),
    listing: {
      sortable: {
        bankName: partnerBankAccounts.bankName,
        currency: partnerBankAccounts.currency,
        createdAt: partnerBankAccounts.createdAt,
      },
      filterable: {},
      searchable: [partnerBankAccounts.bankName, partnerBankAccounts.iban],
      defaultSort: { column: partnerBankAccounts.createdAt, dir: 'asc' },
    },
    // One IBAN once per partner: a payment to it must name one account.
    async clashes(db, { companyId, parentId }, input, exceptId) {
      const rows = await db
        .select({ id: partnerBankAccounts.id })
        .from(partnerBankAccounts)
        .where(
          and(
            eq(partnerBankAccounts.companyId, companyId),
            eq(partnerBankAccounts.partnerId, parentId ?? ''),
            eq(partnerBankAccounts.iban, input.iban),
            exceptId ? ne(partnerBankAccounts.id, exceptId) : undefined,
          ),
        );
      const errors: Record<string, string[]> = rows.length > 0 ? { iban: ['unique'] } : {};
      return errors;
    },
  });
}
