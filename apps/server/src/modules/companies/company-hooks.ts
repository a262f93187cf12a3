import type { Db, Tx } from '../../db/client';
import { createUsageRegistry, type UsageRegistry } from '../../platform/usage/usage-registry';
import type { CompanyRow } from './companies.repo';

/** Something that keeps a company from being deleted (documents, partners, paid subscriptions...). */
export type DeletionBlocker = { reason: string; count(db: Db, companyId: string): Promise<number> };

/**
 * Work outside the database once a company is gone (revoking its ANAF tokens): prepared from the
 * company's rows before they are deleted, its result run after the deletion, never blocking it.
 */
export type CompanyDeletionFollowUp = (db: Db, companyId: string) => Promise<(() => Promise<void>) | null>;

/**
 * A reason the company's tax code may not change now (its SPV connection acts for that code): the
 * rule code the form shows on `businessId` while `locked` says so.
 */
export type BusinessIdLock = { rule: string; locked(db: Db, companyId: string): Promise<boolean> };

/** Work done inside the transaction that creates a company (its VAT rates, units, free plan...). */
export type CompanySetupStep = (tx: Tx, company: CompanyRow) => Promise<void>;

/**
 * What modules add to the life of a company and its catalogues: they register here at start-up, so
 * the owning module never imports the modules that build on it.
 */
export type CompanyHooks = {
  deletionBlockers: DeletionBlocker[];
  deletionFollowUps: CompanyDeletionFollowUp[];
  businessIdLocks: BusinessIdLock[];
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
  deletionFollowUps: [],
  businessIdLocks: [],
  setupSteps: [],
  usage: createUsageRegistry(),
  demoSteps: [],
});

/** Runs every setup step for a company just inserted in `tx`. */
export async function setUpCompany(hooks: CompanyHooks, tx: Tx, company: CompanyRow): Promise<void> {
  for (const step of hooks.setupSteps) await step(tx, company);
}
