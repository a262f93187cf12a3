import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import { authorizeAtSimulator, connectSpv } from '../../testing/spv-fixture';
import { addCompanyWithCui } from './anaf-spv.test-support';
import { signAccountantLink } from './spv-signing';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

async function invited() {
  const owner = await h.signUp();
  const { companyId, cui } = await addCompanyWithCui(owner.client);
  const invitation = await owner.client.post(`/v1/my-companies/${companyId}/anaf-spv/accountant`);
  expect(invitation.status).toBe(200);
  return { owner, companyId, cui, invitation: invitation.body };
}

describe('accountant invitation link', () => {
  it('signs a 7-day link that the public page verifies, and the accountant connects the company', async () => {
    const { owner, companyId, cui, invitation } = await invited();
    expect(invitation.userName).toBe('Ioana Popescu');
    expect(invitation.params).toMatchObject({ businessId: cui, other: companyId, userName: 'Ioana Popescu' });
    const days = (Date.parse(invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const url = new URL(invitation.url);
    expect(url.pathname).toBe('/anaf-spv');
    expect(Object.fromEntries(url.searchParams)).toEqual(invitation.params);

    const accountant = h.client();
    const verified = await accountant.get(`/v1/anaf-spv/accountant/verify?${url.searchParams}`);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({
      businessId: cui,
      businessName: invitation.params.businessName,
      userName: 'Ioana Popescu',
      expiry: invitation.expiresAt,
    });

    const started = await accountant.post('/v1/anaf-spv/accountant/start', invitation.params);
    expect(started.status).toBe(200);
    const result = await authorizeAtSimulator(accountant, started.body.url, { cuis: [cui] });
    expect(result.postback).toBe('success');
    const back = new URL(result.location);
    expect(back.pathname).toBe('/anaf-spv');
    expect(back.searchParams.get('sig')).toBe(invitation.params.sig);

    const connection = (await owner.client.get(`/v1/my-companies/${companyId}/anaf-spv`)).body;
    expect(connection).toMatchObject({ status: 'active', activatedByAccountant: 'Ioana Popescu' });
    const notes = await owner.client.get(`/v1/my-companies/${companyId}/notifications?perPage=10`);
    expect(notes.body.items.map((n: { type: string }) => n.type)).toContain(
      'my-companies-anaf-spv-activated-by-accountant',
    );

    // Once connected the link says so.
    const again = await accountant.get(`/v1/anaf-spv/accountant/verify?${url.searchParams}`);
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ businessId: ['hasAnafSpv'] });
  });

  it('refuses expired, tampered, incomplete and orphaned links', async () => {
    const { companyId, cui, invitation } = await invited();
    const accountant = h.client();
    const verify = (params: Record<string, string>) =>
      accountant.get(`/v1/anaf-spv/accountant/verify?${query(params)}`);

    const tampered = await verify({ ...invitation.params, businessName: 'Alta Firma SRL' });
    expect(tampered.status).toBe(422);
    expect(tampered.body.errors).toEqual({ sig: ['invalid'] });
    expect((await verify({ ...invitation.params, sig: 'x' })).body.errors).toEqual({ sig: ['invalid'] });

    const old = signAccountantLink(
      h.ctx.appKey,
      {
        businessId: cui,
        businessName: invitation.params.businessName,
        userName: 'Ioana Popescu',
        other: companyId,
      },
      new Date(Date.now() - 8 * 86_400_000),
    );
    expect((await verify(old)).body.errors).toEqual({ sig: ['expired'] });
    const startedOld = await accountant.post('/v1/anaf-spv/accountant/start', old);
    expect(startedOld.status).toBe(422);
    expect(startedOld.body.errors).toEqual({ sig: ['expired'] });

    const { sig: _sig, ...unsigned } = invitation.params;
    expect((await verify(unsigned)).body.errors).toEqual({ sig: ['required'] });

    const missing = signAccountantLink(
      h.ctx.appKey,
      { businessId: cui, businessName: 'X', userName: 'Y', other: '00000000-0000-4000-8000-000000000000' },
      new Date(),
    );
    expect((await verify(missing)).body.errors).toEqual({ businessId: ['notFound'] });
  });

  it('throttles an address that keeps trying forged links', async () => {
    const { invitation } = await invited();
    const prober = h.client();
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await prober.get(
        `/v1/anaf-spv/accountant/verify?${query({ ...invitation.params, sig: `f${attempt}` })}`,
      );
      expect(answer.status).toBe(422);
    }
    expect((await prober.get(`/v1/anaf-spv/accountant/verify?${query(invitation.params)}`)).status).toBe(429);
    expect((await h.client().get(`/v1/anaf-spv/accountant/verify?${query(invitation.params)}`)).status).toBe(
      200,
    );
  });

  it('finishes from the web page when ANAF redirected there, for the owner and the accountant', async () => {
    const owner = await h.signUp();
    const { companyId, cui } = await addCompanyWithCui(owner.client);
    const started = await owner.client.post(`/v1/my-companies/${companyId}/anaf-spv/start`);
    const token = new URL(started.body.url).searchParams.get('state') ?? '';
    const denied = await owner.client.post(`/v1/my-companies/${companyId}/anaf-spv/finish`, {
      token,
      error: 'access_denied',
    });
    expect(denied.body).toEqual({ postback: 'access_denied', status: null });
    const otherCompany = (await addCompanyWithCui(owner.client)).companyId;
    const wrong = await owner.client.post(`/v1/my-companies/${otherCompany}/anaf-spv/finish`, { token });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('anaf-spv.errors.invalid-state');
    const asAccountant = await h.client().post('/v1/anaf-spv/accountant/finish', { token, code: 'x' });
    expect(asAccountant.body.message).toBe('anaf-spv.errors.invalid-state');
    expect(
      (await owner.client.post(`/v1/my-companies/${companyId}/anaf-spv/finish`, { token })).body.postback,
    ).toBe('missing-code');
    await connectSpv(h, owner.client, companyId, { cuis: [cui] });
  });
});
