import { todayInRomania } from '@app/domain/validators/iso-date';
import { isVatRateValidOn } from '@app/domain/vat-rates/default-vat-rate';
import type { VatStatus, VatStatusChange } from '@app/domain/vat-rates/vat-status.schemas';
import type { Database, Db, Tx } from '../../db/client';
import { HttpError, notFound, ValidationError } from '../../platform/http/errors';
import type { CompanyHooks } from '../companies/company-hooks';
import { setAllVatRates } from '../products/products.service';
import { vatRatesRepo } from './vat-rates.repo';
import { vatStatusRepo } from './vat-status.repo';

/**
 * What other modules add to a VAT status change: `blockers` refuse it while their rows exist (the
 * invoices module: 'client-draft-invoices'), `steps` apply it to their rows (draft documents take
 * the new rate) inside the same transaction.
 */
export type VatStatusHooks = {
  blockers: { reason: string; count(db: Db, companyId: string): Promise<number> }[];
  steps: ((tx: Tx, companyId: string, status: VatStatus) => Promise<void>)[];
};

const hooksOfApp = new WeakMap<CompanyHooks, VatStatusHooks>();

/**
 * The VAT status hooks of one app, reached through its company hooks, which every module receives:
 * `vatStatusHooks(hooks).blockers.push({ reason: 'client-draft-invoices', count })`.
 */
export function vatStatusHooks(companyHooks: CompanyHooks): VatStatusHooks {
  let hooks = hooksOfApp.get(companyHooks);
  if (!hooks) {
    hooks = { blockers: [], steps: [] };
    hooksOfApp.set(companyHooks, hooks);
  }
  return hooks;
}

/** The rate the company's rows take: the internal O rate, or the chosen one valid today. */
async function targetRate(db: Db, companyId: string, change: VatStatusChange): Promise<string> {
  if (!change.vatPayer) {
    const internal = await vatRatesRepo.internal(db, companyId);
    if (!internal) throw new Error(`company ${companyId} has no internal VAT rate`);
    return internal.id;
  }
  const rate = await vatRatesRepo.find(db, companyId, change.vatRateId ?? '');
  if (!rate || rate.internal || !isVatRateValidOn(rate, todayInRomania())) {
    throw new ValidationError({ vatRateId: ['invalid'] });
  }
  return rate.id;
}

export function createVatStatusService(database: Database, hooks: VatStatusHooks) {
  return {
    /**
     * Changes the company's VAT status and moves all its products (and, through the hooks, its draft
     * documents) to the internal rate or the chosen one, in one transaction. Refused when nothing
     * changes and while a blocker applies (client draft invoices).
     */
    async change(companyId: string, change: VatStatusChange): Promise<VatStatus> {
      return database.transaction(async (tx) => {
        const company = await vatStatusRepo.lockCompany(tx.db, companyId);
        if (!company) throw notFound();
        if (company.vatPayer === change.vatPayer) throw new ValidationError({ vatPayer: ['unchanged'] });
        const reasons: string[] = [];
        for (const blocker of hooks.blockers) {
          if ((await blocker.count(tx.db, companyId)) > 0) reasons.push(blocker.reason);
        }
        if (reasons.length > 0) {
          throw new HttpError(422, 'settings.vat-status.errors.blocked', { errors: { vatPayer: reasons } });
        }
        const status = { vatPayer: change.vatPayer, vatRateId: await targetRate(tx.db, companyId, change) };
        await vatStatusRepo.setVatPayer(tx.db, companyId, status.vatPayer);
        await setAllVatRates(tx, companyId, status.vatRateId);
        for (const step of hooks.steps) await step(tx, companyId, status);
        return status;
      });
    },
  };
}
