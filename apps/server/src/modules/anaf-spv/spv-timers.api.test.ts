import { todayInRomania } from '@app/domain/validators/iso-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import { authorizeAtSimulator, connectSpv } from '../../testing/spv-fixture';
import type { TestClient } from '../../testing/test-client';
import { anafSpvRepo } from './anaf-spv.repo';
import { addCompanyWithCui, freshCui } from './anaf-spv.test-support';
import { createSpvSweep } from './spv-sweep';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const HOUR = 3600_000;
/** The timers' job handler with the clock at `now`. */
const sweepAt = (now: Date) => createSpvSweep({ ...h.app.anafSpv.core, now: () => now }).run();
const view = async (client: TestClient, companyId: string) =>
  (await client.get(`/v1/my-companies/${companyId}/anaf-spv`)).body;
const types = async (client: TestClient, companyId: string) =>
  (
    (await client.get(`/v1/my-companies/${companyId}/notifications?perPage=50`)).body.items as {
      type: string;
    }[]
  ).map((entry) => entry.type);

/** A company whose certificate cannot act for its CUI yet: pending after authorization. */
async function pendingCompany() {
  const owner = await h.signUp();
  const { companyId } = await addCompanyWithCui(owner.client);
  const started = await owner.client.post(`/v1/my-companies/${companyId}/anaf-spv/start`);
  const result = await authorizeAtSimulator(owner.client, started.body.url, { cuis: [freshCui()] });
  expect(result.postback).toBe('pending');
  return { owner, companyId };
}

describe('SPV connection timers (job handler, fake clock)', () => {
  it('pending: re-checked every 4 hours, active once ANAF lets the certificate act, inactive after 24 hours', async () => {
    const first = await pendingCompany();
    const since = new Date((await view(first.owner.client, first.companyId)).statusSince);
    await sweepAt(new Date(since.getTime() + 3 * HOUR));
    expect((await view(first.owner.client, first.companyId)).nextCheckAt).toBe(
      new Date(since.getTime() + 4 * HOUR).toISOString(),
    );
    await sweepAt(new Date(since.getTime() + 4 * HOUR));
    expect(await view(first.owner.client, first.companyId)).toMatchObject({
      status: 'pending',
      nextCheckAt: new Date(since.getTime() + 8 * HOUR).toISOString(),
    });

    // ANAF's registration of the certificate went through: every token may act for every CUI.
    const simulator = h.app.anafSimulator;
    const handle = h.app.anafSimulatorHandle;
    if (!simulator || !handle) throw new Error('the tests run on the in-process simulator');
    simulator.setAuthorize((token) => (handle.oauth.verify(token) ? 'ok' : 'unauthorized'));
    try {
      await sweepAt(new Date(since.getTime() + 8 * HOUR));
    } finally {
      simulator.setAuthorize((token, cif) => {
        const grant = handle.oauth.verify(token);
        if (!grant) return 'unauthorized';
        return grant.cuis.includes(cif) ? 'ok' : 'forbidden';
      });
    }
    expect(await view(first.owner.client, first.companyId)).toMatchObject({
      status: 'active',
      lastError: null,
    });
    expect((await first.owner.client.get(`/v1/my-companies/${first.companyId}`)).body.anafSpvStatus).toBe(
      'active',
    );
    expect(await types(first.owner.client, first.companyId)).toContain('my-companies-anaf-spv-activated');

    const second = await pendingCompany();
    const secondSince = new Date((await view(second.owner.client, second.companyId)).statusSince);
    await sweepAt(new Date(secondSince.getTime() + 24 * HOUR));
    expect(await view(second.owner.client, second.companyId)).toMatchObject({
      status: 'inactive',
      nextCheckAt: null,
    });
    expect((await second.owner.client.get(`/v1/my-companies/${second.companyId}`)).body.anafSpvStatus).toBe(
      'inactive',
    );
    expect(await types(second.owner.client, second.companyId)).toContain('my-companies-anaf-spv-deactivated');
  });

  it('unauthorized: a 403 disables the connection, the hourly re-check brings it back', async () => {
    const owner = await h.signUp();
    const { companyId, cui } = await addCompanyWithCui(owner.client);
    await connectSpv(h, owner.client, companyId);
    h.app.anafSimulatorHandle?.oauth.revokeCui(cui);
    await expect(
      h.app.spvAccess.call(companyId, (api, context) =>
        api.listMessages({ cif: context.cif, days: 1 }, context.accessToken),
      ),
    ).rejects.toMatchObject({ kind: 'forbidden' });
    const disabled = await view(owner.client, companyId);
    expect(disabled.status).toBe('unauthorized');
    expect(await h.app.spvAccess.isActive(companyId)).toBe(true);
    await expect(h.app.spvAccess.call(companyId, async () => 1)).rejects.toMatchObject({
      name: 'SpvUnavailableError',
    });

    const since = new Date(disabled.statusSince);
    await sweepAt(new Date(since.getTime() + HOUR));
    expect(await view(owner.client, companyId)).toMatchObject({
      status: 'unauthorized',
      nextCheckAt: new Date(since.getTime() + 2 * HOUR).toISOString(),
    });
    // ANAF gives the permission back (the certificate may act for the CUI again).
    const simulator = h.app.anafSimulator;
    simulator?.setAuthorize(() => 'ok');
    try {
      await sweepAt(new Date(since.getTime() + 2 * HOUR));
    } finally {
      const handle = h.app.anafSimulatorHandle;
      simulator?.setAuthorize((token, cif) => {
        const grant = handle?.oauth.verify(token);
        if (!grant) return 'unauthorized';
        return grant.cuis.includes(cif) ? 'ok' : 'forbidden';
      });
    }
    expect((await view(owner.client, companyId)).status).toBe('active');
  });

  it('renews the tokens after 90 days, and gives the certificate notices, then expires', async () => {
    const owner = await h.signUp();
    const { companyId } = await addCompanyWithCui(owner.client);
    await connectSpv(h, owner.client, companyId);
    const before = await anafSpvRepo.find(h.ctx.database.db, companyId);
    const renewed = await sweepAt(new Date(Date.now() + 90 * 24 * HOUR));
    expect(renewed.refresh).toBeGreaterThanOrEqual(1);
    const after = await anafSpvRepo.find(h.ctx.database.db, companyId);
    expect(after?.tokenVersion).toBe((before?.tokenVersion ?? 0) + 1);
    expect(after?.refreshTokenEnc).not.toBe(before?.refreshTokenEnc);
    expect(await h.app.spvAccess.call(companyId, async (_api, context) => context.cif)).toBe(after?.cif);

    const today = todayInRomania();
    const in30 = new Date(`${today}T12:00:00Z`);
    in30.setUTCDate(in30.getUTCDate() + 30);
    const date = in30.toISOString().slice(0, 10);
    await owner.client.put(`/v1/my-companies/${companyId}/anaf-spv/certificate-expiration-date`, { date });
    const mailsBefore = h.smtp.countTo(owner.email);
    await sweepAt(new Date());
    await sweepAt(new Date());
    const notices = (await types(owner.client, companyId)).filter(
      (t) => t === 'my-companies-anaf-spv-certificate-expiring',
    );
    expect(notices).toHaveLength(1);
    const mail = await h.smtp.waitFor(owner.email, mailsBefore);
    expect(JSON.stringify(mail)).toContain('30');

    await sweepAt(new Date(`${date}T10:00:00Z`));
    expect(
      (await types(owner.client, companyId)).filter(
        (t) => t === 'my-companies-anaf-spv-certificate-expiring',
      ),
    ).toHaveLength(2);
    await sweepAt(new Date(`${date}T23:00:00Z`));
    expect((await view(owner.client, companyId)).status).toBe('expired');
    expect((await owner.client.get(`/v1/my-companies/${companyId}`)).body.anafSpvStatus).toBe('expired');
    expect(await h.app.spvAccess.isActive(companyId)).toBe(false);
  });
});
