import type { Db, Tx } from '../../db/client';
import type { CompanyRow } from './companies.repo';

/** Something that keeps a company from being deleted (documents, partners, paid subscriptions...). */
export type DeletionBlocker = { reason: string; count(db: Db, companyId: string): Promise<number> };

/** Work done inside the transaction that creates a company (its VAT rates, units, free plan...). */
export type CompanySetupStep = (tx: Tx, company: CompanyRow) => Promise<void>;

/**
 * What other modules add to the life of a company: they register here at start-up, so the
 * companies module never imports them.
 */
export type CompanyHooks = { deletionBlockers: DeletionBlocker[]; setupSteps: CompanySetupStep[] };

export const createCompanyHooks = (): CompanyHooks => ({ deletionBlockers: [], setupSteps: [] });

/** Runs every setup step for a company just inserted in `tx`. */
export async function setUpCompany(hooks: CompanyHooks, tx: Tx, company: CompanyRow): Promise<void> {
  for (const step of hooks.setupSteps) await step(tx, company);
}
