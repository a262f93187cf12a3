import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompany } from '../../testing/company-fixture';
import { type Harness, startHarness } from '../../testing/harness';

const OPERATOR = 'operator.facturare@example.com';
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ operators: [OPERATOR] });
});
afterAll(async () => {
  await h?.close();
});

describe('the platform operator’s billing administration', () => {
  it('lists every tenant’s subscriptions to the operator only, and extends one with an audited reason', async () => {
    const owner = await h.signUp();
    const companyId = await addCompany(owner.client, 'clujVatPayer');
    const operator = await h.signUp({ email: OPERATOR });

    // A tenant's owner is no operator, whatever their rights at home.
    expect((await owner.client.get('/v1/platform/subscriptions')).status).toBe(403);
    const listed = await operator.client.get('/v1/platform/subscriptions');
    expect(listed.status).toBe(200);
    const basic = listed.body.items.find(
      (item: { myCompanyId: string; planCode: string }) =>
        item.myCompanyId === companyId && item.planCode === 'plan:invoicing-basic:yearly',
    );
    expect(basic).toMatchObject({ companyName: expect.any(String), ended: false });

    const url = `/v1/platform/subscriptions/${basic.id}/extend`;
    const bad = await operator.client.post(url, { months: 0, reason: '' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ months: ['min:1'], reason: ['min:3'] });
    expect((await owner.client.post(url, { months: 1, reason: 'Compensare' })).status).toBe(403);
    const extended = await operator.client.post(url, {
      months: 2,
      reason: 'Compensare pentru o întrerupere',
    });
    expect(extended.status).toBe(200);
    const from = new Date(basic.expiresAt);
    const to = new Date(extended.body.expiresAt);
    expect((to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth()).toBe(
      2,
    );
    const own = await owner.client.get('/v1/billing/subscriptions');
    expect(own.body.items.find((item: { id: string }) => item.id === basic.id).expiresAt).toBe(
      extended.body.expiresAt,
    );

    const audit = await operator.client.get('/v1/platform/billing-audit');
    expect(audit.body.items[0]).toMatchObject({
      actorUserId: operator.identity.id,
      action: 'subscription-extended',
      subjectId: basic.id,
      details: {
        months: 2,
        reason: 'Compensare pentru o întrerupere',
        from: basic.expiresAt,
        to: extended.body.expiresAt,
      },
    });
    expect((await owner.client.get('/v1/platform/billing-audit')).status).toBe(403);
    expect(
      (
        await operator.client.post('/v1/platform/subscriptions/00000000-0000-4000-8000-000000000000/extend', {
          months: 1,
          reason: 'Nimic',
        })
      ).status,
    ).toBe(404);
    expect((await operator.client.get('/v1/platform/payments')).status).toBe(200);
  });
});
