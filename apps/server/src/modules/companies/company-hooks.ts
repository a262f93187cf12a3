import type { Db, Tx } from '../../db/client';
import { createUsageRegistry, type UsageRegistry } from '../../platform/usage/usage-registry';
import type { CompanyRow } from './companies.repo';

/** Something that keeps a company from being deleted (documents, partners, paid subscriptions...). */
export type DeletionBlocker = { reason: string; count(db: Db, companyId: string): Promise<number> };

/** Work done inside the transaction that creates a company (its VAT rates, units, free plan...). */
export type CompanySetupStep = (tx: Tx, company: CompanyRow) => Promise<void>;

/**
 * What modules add to the life of a company and its catalogues: they register here at start-up, so
 * the owning module never imports the modules that build on it.
 */
export type CompanyHooks = {
  deletionBlockers: DeletionBlocker[];
  setupSteps: CompanySetupStep[];
  /** Uses of catalogue rows (a product's unit, an offer's partner...) that block their deletion. */
  usage: UsageRegistry;
  /**
   * Sample data of the demo company, in registration order (clients, then series, then documents),
   * added once when the demo account is created for a first start.
   */
  demoSteps: ((companyId: string) => Promise<void>)[];
};

export const createCompanyHooks = (): CompanyHooks => ({
  deletionBlockers: [],
  setupSteps: [],
  usage: createUsageRegistry(),
  demoSteps: [],
});

/** Runs every setup step for a company just inserted in `tx`. */
export async function setUpCompany(hooks: CompanyHooks, tx: Tx, company: CompanyRow): Promise<void> {
  for (const step of hooks.setupSteps) await step(tx, company);
}
