import { billingService } from '../modules/billing/billing.service';
import type { Harness } from './harness';

/**
 * Gives a company the Smart plan for a year, which the inventory routes (warehouses, stock documents,
 * stock and stock reports) need: without it they answer 403 `common.errors.smart-plan-required`.
 */
export async function grantSmartPlan(h: Harness, companyId: string): Promise<void> {
  await billingService.grantSmart(h.ctx.database.db, companyId);
}
