import { ownerAndStranger } from '../../testing/company-fixture';
import { type Harness, startHarness } from '../../testing/harness';
import type { TestClient } from '../../testing/test-client';
import { type SupplierReportFixture, seedSupplierReportData } from './supplier-reports.fixture';

export type SupplierReportsSetup = {
  h: Harness;
  owner: TestClient;
  stranger: TestClient;
  tenantId: string;
  companyId: string;
  /** The owner's supplier-reports path. */
  base: string;
  data: SupplierReportFixture;
};

/** A harness with an owner whose company holds the hand-computed supplier data set, and a stranger. */
export async function startSupplierReportsSetup(): Promise<SupplierReportsSetup> {
  const h = await startHarness();
  const setup = await ownerAndStranger(h);
  return {
    h,
    owner: setup.owner,
    stranger: setup.stranger,
    tenantId: setup.tenantId,
    companyId: setup.companyId,
    base: `${setup.base}/supplier-reports`,
    data: await seedSupplierReportData(h.ctx.database.db, setup.companyId),
  };
}
