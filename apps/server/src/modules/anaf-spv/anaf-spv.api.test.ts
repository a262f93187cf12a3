import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerAndStranger } from '../../testing/company-fixture';
import { type Harness, startHarness } from '../../testing/harness';
import { authorizeAtSimulator, connectSpv } from '../../testing/spv-fixture';
import type { TestClient } from '../../testing/test-client';
import { addCompanyWithCui, freshCui } from './anaf-spv.test-support';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const notificationTypes = async (client: TestClient, base: string) => {
  const listed = await client.get(`${base}/notifications?perPage=50`);
  return (listed.body.items as { type: string }[]).map((entry) => entry.type);
};

/** An owner with a company of a CUI of its own (one SPV connection per CUI), and a stranger. */
const setUp = () => ownerAndStranger(h, async (client) => (await addCompanyWithCui(client)).companyId);

describe('SPV connection over the simulator', () => {
  it('connects through ANAF authorization, keeps the tokens encrypted, calls ANAF, and deactivates', async () => {
    const { owner, companyId, base } = await setUp();
    const before = await owner.get(`${base}/anaf-spv`);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ status: 'inactive', simulator: true, activatedAt: null });

    const connected = await connectSpv(h, owner, companyId);
    expect(connected.location).toBe(
      `${h.ctx.config.appUrl}/my-companies/${companyId}/anaf-spv?postback=success`,
    );
    const view = await owner.get(`${base}/anaf-spv`);
    expect(view.body).toMatchObject({ status: 'active', cif: before.body.cif, activatedByAccountant: null });
    expect(view.body.activatedAt).not.toBeNull();
    const company = await owner.get(base);
    expect(company.body.anafSpvStatus).toBe('active');

    // Tokens at rest: neither the JWT nor any part of it is readable in the table.
    const stored = await h.ctx.database.pool.query(
      'SELECT access_token_enc, refresh_token_enc FROM anaf_spv_connections WHERE company_id = $1',
      [companyId],
    );
    const row = stored.rows[0] as { access_token_enc: string; refresh_token_enc: string };
    expect(row.access_token_enc).toMatch(/^v1\.[0-9a-f]{8}\./);
    expect(row.access_token_enc).not.toContain('eyJ');
    expect(row.refresh_token_enc).toMatch(/^v1\./);

    const messages = await h.app.spvAccess.call(companyId, (api, context) =>
      api.listMessages({ cif: context.cif, days: 1 }, context.accessToken),
    );
    expect(messages).toEqual([]);
    expect(await h.app.spvAccess.isActive(companyId)).toBe(true);
    expect(await h.app.einvoiceConnection.isActive(companyId)).toBe(true);
    expect(await notificationTypes(owner, base)).toContain('my-companies-anaf-spv-activated');

    const again = await owner.post(`${base}/anaf-spv/start`);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('anaf-spv.errors.already-active');

    const off = await owner.delete(`${base}/anaf-spv`);
    expect(off.status).toBe(200);
    expect(off.body.status).toBe('inactive');
    expect((await owner.get(base)).body.anafSpvStatus).toBe('inactive');
    expect(await h.app.spvAccess.isActive(companyId)).toBe(false);
    expect(await notificationTypes(owner, base)).toContain('my-companies-anaf-spv-deactivated');
    const cleared = await h.ctx.database.pool.query(
      'SELECT access_token_enc, refresh_token_enc FROM anaf_spv_connections WHERE company_id = $1',
      [companyId],
    );
    expect(cleared.rows[0]).toEqual({ access_token_enc: null, refresh_token_enc: null });
    expect((await owner.delete(`${base}/anaf-spv`)).body.message).toBe('anaf-spv.errors.not-connected');
  });

  it('answers every postback code', async () => {
    const { owner, companyId, base } = await setUp();
    const cif = (await owner.get(`${base}/anaf-spv`)).body.cif as string;
    const start = async () => (await owner.post(`${base}/anaf-spv/start`)).body.url as string;

    expect((await authorizeAtSimulator(owner, await start(), { cuis: [cif], deny: true })).postback).toBe(
      'access_denied',
    );
    const state = new URL(await start()).searchParams.get('state') ?? '';
    const callback = (query: string) => owner.get(`/v1/anaf-spv/oauth/callback?${query}`);
    const postbackOf = (answer: { headers: Record<string, unknown> }) =>
      new URL(String(answer.headers.location)).searchParams.get('postback');
    expect(postbackOf(await callback(`state=${encodeURIComponent(state)}`))).toBe('missing-code');
    expect(postbackOf(await callback(`state=${encodeURIComponent(state)}&code=not-a-code`))).toBe(
      'access-token',
    );
    expect(postbackOf(await callback(`state=tampered.${encodeURIComponent(state)}&code=x`))).toBe(
      'generic-error',
    );
    expect(postbackOf(await callback(`state=${encodeURIComponent(state)}&error=server_error`))).toBe(
      'generic-error',
    );

    // A certificate that may not act for the company's CUI: pending, re-checked later.
    expect((await authorizeAtSimulator(owner, await start(), { cuis: ['18547290'] })).postback).toBe(
      'pending',
    );
    expect((await owner.get(`${base}/anaf-spv`)).body).toMatchObject({
      status: 'pending',
      lastError: 'certificate-not-authorized',
    });

    await connectSpv(h, owner, companyId);
    // The same state finished twice: already active.
    expect(postbackOf(await callback(`state=${encodeURIComponent(state)}&code=x`))).toBe('already-active');

    // Another account's company with the same CUI cannot connect while this one holds it.
    const other = await h.signUp();
    const { companyId: otherCompany } = await addCompanyWithCui(other.client, cif);
    const refused = await other.client.post(`/v1/my-companies/${otherCompany}/anaf-spv/start`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('anaf-spv.errors.system-exists');
  });

  it('answers system-exists when another company connected the same CUI meanwhile', async () => {
    const first = await h.signUp();
    const { companyId: firstCompany, cui } = await addCompanyWithCui(first.client);
    const second = await h.signUp();
    const { companyId: secondCompany } = await addCompanyWithCui(second.client, cui);
    const firstUrl = (await first.client.post(`/v1/my-companies/${firstCompany}/anaf-spv/start`)).body.url;
    const secondUrl = (await second.client.post(`/v1/my-companies/${secondCompany}/anaf-spv/start`)).body.url;
    expect((await authorizeAtSimulator(first.client, firstUrl, { cuis: [cui] })).postback).toBe('success');
    const refused = await authorizeAtSimulator(second.client, secondUrl, { cuis: [cui] });
    expect(refused.postback).toBe('system-exists');
    expect(refused.location).toContain(`/my-companies/${secondCompany}/anaf-spv?`);
    expect((await second.client.get(`/v1/my-companies/${secondCompany}/anaf-spv`)).body.status).toBe(
      'inactive',
    );
  });

  it('sets the certificate date and the sending delay, with the company kept in step', async () => {
    const { owner, base } = await setUp();
    const dated = await owner.put(`${base}/anaf-spv/certificate-expiration-date`, { date: '2027-03-31' });
    expect(dated.status).toBe(200);
    expect(dated.body.certificateExpiresAt).toBe('2027-03-31');
    expect((await owner.get(base)).body.certificateExpirationDate).toBe('2027-03-31');
    expect(
      (await owner.put(`${base}/anaf-spv/certificate-expiration-date`, { date: '31.03.2027' })).body.errors,
    ).toEqual({
      date: ['date'],
    });
    const undated = await owner.delete(`${base}/anaf-spv/certificate-expiration-date`);
    expect(undated.body.certificateExpiresAt).toBeNull();
    expect((await owner.get(base)).body.certificateExpirationDate).toBeNull();

    expect(
      (await owner.put(`${base}/anaf-spv/settings`, { autoSendAfterHours: 48 })).body.autoSendAfterHours,
    ).toBe(48);
    expect(
      (await owner.put(`${base}/anaf-spv/settings`, { autoSendAfterHours: null })).body.autoSendAfterHours,
    ).toBeNull();
    expect((await owner.put(`${base}/anaf-spv/settings`, { autoSendAfterHours: 121 })).body.errors).toEqual({
      autoSendAfterHours: ['max:120'],
    });
  });

  it('keeps other tenants out (404) and members without the permission (403)', async () => {
    const { owner, tenantId, companyId, base, stranger } = await setUp();
    expect((await stranger.get(`${base}/anaf-spv`)).status).toBe(404);
    expect((await stranger.post(`${base}/anaf-spv/start`)).status).toBe(404);
    const reader = await h.createMember(tenantId, {
      company: { [companyId]: ['anaf-spv.ro-e-factura.read'] },
    });
    expect((await reader.client.get(`${base}/anaf-spv`)).status).toBe(200);
    expect((await reader.client.post(`${base}/anaf-spv/start`)).status).toBe(403);
    expect((await reader.client.delete(`${base}/anaf-spv`)).status).toBe(403);
    expect((await reader.client.get(`${base}/anaf-spv/accountant`)).status).toBe(403);
    const nobody = await h.createMember(tenantId, { company: { [companyId]: ['partners.read'] } });
    expect((await nobody.client.get(`${base}/anaf-spv`)).status).toBe(403);
    expect((await owner.get(`${base}/anaf-spv`)).status).toBe(200);
  });

  it("keeps the company's tax code while connected, and revokes the tokens at ANAF when it is deleted", async () => {
    const { owner, companyId, base } = await setUp();
    await connectSpv(h, owner, companyId);
    const company = (await owner.get(base)).body;
    const edit = (businessId: string) =>
      owner.put(base, {
        businessId,
        legalName: company.legalName,
        vatPayer: true,
        vatUponCollection: false,
        address: {
          countryCode: 'RO',
          countyCode: 'RO-CJ',
          city: 'Cluj-Napoca',
          street: 'Str. Memorandumului 28',
        },
      });
    const moved = await edit(freshCui());
    expect(moved.status).toBe(422);
    expect(moved.body.errors).toEqual({ businessId: ['anaf-spv-connected'] });
    expect((await edit(company.businessId)).status).toBe(200);

    const stored = await h.ctx.database.pool.query(
      'SELECT access_token_enc FROM anaf_spv_connections WHERE company_id = $1',
      [companyId],
    );
    const cif = company.businessId as string;
    const accessToken = h.app.anafSpv.core.crypto.decrypt(stored.rows[0].access_token_enc as string);
    const list = () => h.app.anafSpv.core.runtime.api.listMessages({ cif, days: 1 }, accessToken);
    expect(await list()).toEqual([]);

    await addCompanyWithCui(owner); // the only company of an account cannot be deleted
    const deleted = await owner.delete(base);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    await expect(list()).rejects.toMatchObject({ kind: 'unauthorized' });
  });
});
