import type {
  CompanyCreateInput,
  CompanyLookup,
  CompanyUpdateInput,
  companyCreateSchema,
  companyUpdateSchema,
} from '@app/domain/companies/company.schemas';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { HttpError, notFound, ValidationError } from '../../platform/http/errors';
import { type CompanyRow, companiesRepo } from './companies.repo';
import { type CompanyHooks, setUpCompany } from './company-hooks';
import { columnsOfCompany } from './company-mapping';

type CreateInput = z.output<typeof companyCreateSchema>;
type UpdateInput = z.output<typeof companyUpdateSchema>;

export type { CompanyCreateInput, CompanyUpdateInput };

/** The registry lookup: null when the business id is unknown; throws LookupUnavailable when down. */
export type CompanyLookupFn = (businessId: string) => Promise<CompanyLookup | null>;
export class LookupUnavailable extends Error {}

export function createCompaniesService(ctx: AppContext, lookup: CompanyLookupFn, hooks: CompanyHooks) {
  const { database } = ctx;

  async function assertUnique(tenantId: string, input: UpdateInput, exceptId?: string) {
    const clash = await companiesRepo.clashes(database.db, tenantId, input, exceptId);
    const errors: Record<string, string[]> = {};
    if (clash.businessId) errors.businessId = ['unique'];
    if (clash.legalName) errors.legalName = ['unique'];
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  }

  return {
    async lookup(businessId: string): Promise<CompanyLookup> {
      try {
        const found = await lookup(businessId);
        if (!found) throw new HttpError(404, 'companies.errors.lookup-not-found');
        return found;
      } catch (error) {
        if (error instanceof LookupUnavailable)
          throw new HttpError(503, 'companies.errors.lookup-unavailable');
        throw error;
      }
    },

    /**
     * Creates the company and everything it starts with (free Basic subscription, VAT rates,
     * units...: the registered setup steps) in one transaction. The business id
     * must exist in the tax authority's registry; when the registry is down, creation goes on.
     */
    async create(tenantId: string, input: CreateInput): Promise<CompanyRow> {
      await assertUnique(tenantId, input);
      try {
        if (!(await lookup(input.businessId))) throw new ValidationError({ businessId: ['exists'] });
      } catch (error) {
        if (!(error instanceof LookupUnavailable)) throw error;
      }
      const { tos: _tos, ...fields } = input;
      return database.transaction(async (tx) => {
        const company = await companiesRepo.insert(tx.db, {
          ...columnsOfCompany(fields),
          tenantId,
          tosAcceptedAt: new Date(),
        });
        await setUpCompany(hooks, tx, company);
        return company;
      });
    },

    async update(tenantId: string, id: string, input: UpdateInput): Promise<CompanyRow> {
      await assertUnique(tenantId, input, id);
      const before = await companiesRepo.findOfTenant(database.db, tenantId, id);
      if (!before) throw notFound();
      if (before.businessId !== input.businessId) {
        for (const lock of hooks.businessIdLocks) {
          if (await lock.locked(database.db, id)) throw new ValidationError({ businessId: [lock.rule] });
        }
      }
      // The VAT status changes only through the VAT status change, which also moves the products
      // and drafts to the new rate; an edit keeps the stored one.
      const { vatPayer: _kept, ...columns } = columnsOfCompany(input);
      const row = await companiesRepo.update(database.db, tenantId, id, columns);
      if (!row) throw notFound();
      return row;
    },

    /** Refused for the only company of the account and for any company that still has data. */
    async delete(tenantId: string, id: string): Promise<void> {
      const reasons: string[] = [];
      if ((await companiesRepo.countOfTenant(database.db, tenantId)) <= 1) reasons.push('only-company');
      for (const blocker of hooks.deletionBlockers) {
        if ((await blocker.count(database.db, id)) > 0) reasons.push(blocker.reason);
      }
      if (reasons.length > 0) {
        throw new HttpError(422, 'companies.errors.delete-blocked', { errors: { company: reasons } });
      }
      const followUps = await Promise.all(hooks.deletionFollowUps.map((prepare) => prepare(database.db, id)));
      if (!(await companiesRepo.delete(database.db, tenantId, id))) throw notFound();
      for (const followUp of followUps) await followUp?.();
    },
  };
}
export type CompaniesService = ReturnType<typeof createCompaniesService>;
