import type { CompanyHooks, DeletionBlocker } from '../../modules/companies/company-hooks';
import type { PaymentsRepo } from './payments.repo';

/** The one reason both sides' payments give for refusing a company's deletion (spec 02 §8). */
const REASON = 'payments';

/**
 * Payments use their partner (`reason`: `client-payments`, `supplier-payments`), and a company with
 * payments of either side cannot be deleted: both sides count under one `payments` reason, so the
 * refusal names it once.
 */
export function registerPaymentUses(hooks: CompanyHooks, reason: string, repo: PaymentsRepo): void {
  hooks.usage.register('partner', { reason, count: repo.countOfPartner });
  const blocker = hooks.deletionBlockers.find((candidate) => candidate.reason === REASON);
  if (!blocker) {
    hooks.deletionBlockers.push({ reason: REASON, count: repo.countOfCompany });
    return;
  }
  const before: DeletionBlocker['count'] = blocker.count;
  blocker.count = async (db, companyId) =>
    (await before(db, companyId)) + (await repo.countOfCompany(db, companyId));
}
