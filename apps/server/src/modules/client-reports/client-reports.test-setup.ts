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

export const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** The cells of the rows (and of the totals) for the given columns, in order. */
export const pick = (rows: Record<string, unknown>[], keys: string[]) =>
  rows.map((row) => keys.map((key) => row[key]));

/** A report file as bytes (the test client reads answers as text). */
export async function download(
  setup: Pick<ReportsSetup, 'h' | 'owner'>,
  url: string,
): Promise<{ status: number; type: string; disposition: string; body: Buffer }> {
  const response = await setup.h.app.inject({
    method: 'GET',
    url,
    headers: { cookie: [...setup.owner.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
  });
  return {
    status: response.statusCode,
    type: String(response.headers['content-type']),
    disposition: String(response.headers['content-disposition']),
    body: response.rawPayload,
  };
}
