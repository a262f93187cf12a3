import { ownerAndStranger } from '../../testing/company-fixture';
import { type Harness, startHarness } from '../../testing/harness';
import type { TestClient } from '../../testing/test-client';
import { type ReportFixture, seedReportData } from './client-reports.fixture';

export type ReportsSetup = {
  h: Harness;
  owner: TestClient;
  stranger: TestClient;
  tenantId: string;
  companyId: string;
  /** The owner's and the stranger's client-reports paths. */
  base: string;
  strangerBase: string;
  data: ReportFixture;
};

/** A harness with an owner whose company holds the hand-computed data set, and a stranger. */
export async function startReportsSetup(): Promise<ReportsSetup> {
  const h = await startHarness();
  const setup = await ownerAndStranger(h);
  return {
    h,
    owner: setup.owner,
    stranger: setup.stranger,
    tenantId: setup.tenantId,
    companyId: setup.companyId,
    base: `${setup.base}/client-reports`,
    strangerBase: `${setup.strangerBase}/client-reports`,
    data: await seedReportData(h.ctx.database.db, setup.companyId),
  };
}

// The report tests' helpers, shared with the supplier reports' tests.
export { download, pick, query } from '../../platform/reports/reports.test-support';
