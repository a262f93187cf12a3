import { ownerAndStranger } from '../../testing/company-fixture';
import { type Harness, startHarness } from '../../testing/harness';
import { grantSmartPlan } from '../../testing/plan-fixture';
import type { TestClient } from '../../testing/test-client';
import { type StockFixture, seedStockData } from './stock-reports.fixture';

export type StockReportsSetup = {
  h: Harness;
  owner: TestClient;
  stranger: TestClient;
  companyId: string;
  strangerCompanyId: string;
  /** The owner's and the stranger's stock-reports paths. */
  base: string;
  strangerBase: string;
  data: StockFixture;
};

/** A harness with an owner whose company holds the hand-computed ledger, and a stranger (Smart too). */
export async function startStockReportsSetup(): Promise<StockReportsSetup> {
  const h = await startHarness();
  const setup = await ownerAndStranger(h);
  const db = h.ctx.database.db;
  // The stock reports are behind the Smart plan.
  await grantSmartPlan(h, setup.companyId);
  await grantSmartPlan(h, setup.strangerCompanyId);
  return {
    h,
    owner: setup.owner,
    stranger: setup.stranger,
    companyId: setup.companyId,
    strangerCompanyId: setup.strangerCompanyId,
    base: `${setup.base}/stock-reports`,
    strangerBase: `${setup.strangerBase}/stock-reports`,
    data: await seedStockData(db, setup.companyId),
  };
}

export { download, pick, query } from '../../platform/reports/reports.test-support';

/** The columns of the reports, as the API answers them. */
export const STOCK = ['product', 'code', 'unit', 'warehouse', 'quantity', 'value', 'averageCost'];
export const BALANCE = [
  'product',
  'warehouse',
  'openingQuantity',
  'openingValue',
  'inQuantity',
  'inValue',
  'outQuantity',
  'outValue',
  'closingQuantity',
  'closingValue',
];
export const RECORD = [
  'date',
  'documentType',
  'number',
  'partner',
  'unitCost',
  'inQuantity',
  'inValue',
  'outQuantity',
  'outValue',
  'stockQuantity',
  'stockValue',
];
