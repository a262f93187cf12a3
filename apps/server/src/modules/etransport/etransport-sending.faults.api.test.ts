import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import {
  type EtransportCompany,
  etransportCompany,
  saleDeclaration,
  settledItem,
} from './etransport.test-setup';

/**
 * Sending through the simulator over real HTTP while it loses answers after taking the upload,
 * fails with 5xx and answers 204/429, and processes each upload for a while: every declaration ends
 * accepted with its own UIT and ANAF holds exactly one upload for each. A seeded sample in CI;
 * ETRANSPORT_FAULTS_SENDS sets another count, ETRANSPORT_FAULTS_SEED replays a run.
 */
const SENDS = Number(process.env.ETRANSPORT_FAULTS_SENDS ?? 12);
const SEED = Number(process.env.ETRANSPORT_FAULTS_SEED ?? Math.floor(Math.random() * 2 ** 31));
process.env.EFACTURA_TIME_SCALE = '0.001';

let h: Harness;
let company: EtransportCompany;

beforeAll(async () => {
  h = await startHarness();
  company = await etransportCompany(h);
}, 120_000);
afterAll(async () => {
  await h?.close();
  delete process.env.EFACTURA_TIME_SCALE;
});

describe('e-Transport sending with injected faults', () => {
  it('sends every declaration exactly once and records its UIT', async () => {
    console.log(`e-Transport faults: seed ${SEED}, ${SENDS} declarations (ETRANSPORT_FAULTS_SEED replays)`);
    const simulator = h.app.anafSimulator;
    if (!simulator) throw new Error('the in-process simulator is needed');
    const ids: string[] = [];
    for (let index = 0; index < SENDS; index++) {
      // Half without a reference of their own: the product's reference tells their uploads apart.
      const reference = index % 2 === 0 ? { referenceCode: `CMD-${SEED}-${index}` } : {};
      const created = await company.client.post(
        `${company.et}/declarations`,
        saleDeclaration(company, reference),
      );
      expect(created.status).toBe(201);
      ids.push(created.body.id);
    }
    const before = simulator.etransportStats().uploads;
    simulator.setSettings({ processingMs: 50 });
    simulator.setFaults({
      seed: SEED,
      rates: { lostAfterAccept: 0.2, serverError: 0.1, limit: 0.05, timeout: 0, stuck: 0 },
    });
    for (const id of ids)
      expect((await company.client.post(`${company.et}/${id}/send-to-etransport`)).status).toBe(202);

    const results = [];
    for (const id of ids) results.push(await settledItem(company, id));
    simulator.setFaults({ rates: { lostAfterAccept: 0, serverError: 0, limit: 0, timeout: 0, stuck: 0 } });
    for (const result of results) expect(result).toMatchObject({ state: 'accepted', status: 'published' });
    const uits = results.map((result) => result.uit);
    expect(new Set(uits).size).toBe(SENDS);
    expect(simulator.etransportStats().uploads - before).toBe(SENDS);
    for (const result of results)
      expect(simulator.findEtransportUpload(result.uploadIndex)?.uit).toBe(result.uit);
  }, 240_000);
});
