import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompany } from '../../../testing/company-fixture';
import { type Harness, startHarness } from '../../../testing/harness';
import type { TestClient } from '../../../testing/test-client';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ appUrl: 'https://facturare.example.test' });
});
afterAll(async () => {
  await h?.close();
});

const NEW_PASSWORD = 'Contabil-Cluj-2026';

/** The invitation link of the last mail to the address; its token. */
async function invitationToken(email: string, after: number): Promise<string> {
  const mail = await h.smtp.waitFor(email, after);
  const token = /https:\/\/facturare\.example\.test\/invitation\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no invitation link in: ${mail.text}`);
  return token;
}

let counter = 0;
const inviteeEmail = () => `invitat-${Date.now().toString(36)}-${counter++}@firma.example.test`;

async function ownerWithTwoCompanies() {
  const owner = await h.signUp();
  const first = await addCompany(owner.client, 'clujVatPayer');
  const second = await addCompany(owner.client, 'iasiNonVatPayer', false);
  return { ...owner, first, second };
}

async function invite(owner: TestClient, body: Record<string, unknown>) {
  return owner.post('/v1/sub-users', { fname: 'Dana', lname: 'Pop', role: 'member', ...body });
}

describe('sub-users', () => {
  it('invites a member with read rights on one of two companies; the link sets the password and signs in', async () => {
    const { client: owner, first, second } = await ownerWithTwoCompanies();
    const email = inviteeEmail();
    const created = await invite(owner, {
      email,
      myCompanyIds: [first],
      permissions: ['client-invoices.read', 'partners.read'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      email,
      role: 'member',
      allCompanies: false,
      myCompanyIds: [first],
      permissions: ['client-invoices.read', 'partners.read'],
      current: false,
    });
    expect(created.body.invitationExpiresAt).not.toBeNull();

    // Before the link is used, no password opens the account.
    expect((await h.client().post('/v1/auth/login', { email, password: NEW_PASSWORD })).status).toBe(422);

    const token = await invitationToken(email, 0);
    expect((await h.client().get(`/v1/auth/invitation/${token}`)).body).toEqual({
      email,
      fname: 'Dana',
      lname: 'Pop',
    });
    const member = h.client();
    const accepted = await member.post('/v1/auth/invitation/accept', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.emailVerifiedAt).not.toBeNull();
    // The link works once.
    const again = await h.client().post('/v1/auth/invitation/accept', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(again.body.errors).toEqual({ token: ['invalid'] });

    const companies = (await member.get('/v1/my-companies')).body.items as Array<{ id: string }>;
    expect(companies.map((company) => company.id)).toEqual([first]);
    expect((await member.get(`/v1/my-companies/${first}/client-invoices`)).status).toBe(200);
    expect((await member.post(`/v1/my-companies/${first}/partners`, { name: 'X' })).status).toBe(403);
    expect((await member.get(`/v1/my-companies/${second}/client-invoices`)).status).toBe(404);
    expect((await member.get('/v1/sub-users')).status).toBe(403);
  });

  it('changes the grants and removes the user, both from the next request on', async () => {
    const { client: owner, first, second } = await ownerWithTwoCompanies();
    const email = inviteeEmail();
    const created = await invite(owner, { email, myCompanyIds: [first], permissions: ['partners.read'] });
    const token = await invitationToken(email, 0);
    const member = h.client();
    await member.post('/v1/auth/invitation/accept', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect((await member.get(`/v1/my-companies/${second}/partners`)).status).toBe(404);

    const updated = await owner.put(`/v1/sub-users/${created.body.id}`, {
      email,
      fname: 'Dana',
      lname: 'Pop',
      role: 'member',
      allCompanies: true,
      permissions: ['partners.read', 'partners.write'],
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ allCompanies: true, myCompanyIds: [] });
    expect((await member.get(`/v1/my-companies/${second}/partners`)).status).toBe(200);

    const renamed = await owner.put(`/v1/sub-users/${created.body.id}`, {
      email: `alt-${email}`,
      fname: 'Dana',
      lname: 'Pop',
      role: 'member',
      allCompanies: true,
    });
    expect(renamed.body.errors).toEqual({ email: ['immutable'] });

    expect((await owner.delete(`/v1/sub-users/${created.body.id}`)).status).toBe(204);
    expect((await member.get('/v1/auth/identity')).status).toBe(401);
    expect(
      (await owner.get('/v1/sub-users')).body.items.map((user: { email: string }) => user.email),
    ).not.toContain(email);
  });

  it('answers the field rules, the taken address, the own account and other tenants', async () => {
    const { client: owner, identity, first } = await ownerWithTwoCompanies();
    const empty = await owner.post('/v1/sub-users', { email: 'x', fname: '', lname: '', role: 'member' });
    expect(empty.body.errors).toEqual({
      email: ['email'],
      fname: ['required'],
      lname: ['required'],
      myCompanyIds: ['required'],
    });
    const taken = await invite(owner, { email: identity.email, myCompanyIds: [first] });
    expect(taken.body.errors).toEqual({ email: ['unique'] });
    expect((await owner.delete(`/v1/sub-users/${identity.id}`)).body.errors).toEqual({
      id: ['sub-users.self'],
    });

    const stranger = await ownerWithTwoCompanies();
    const foreign = await invite(owner, { email: inviteeEmail(), myCompanyIds: [stranger.first] });
    expect(foreign.body.errors).toEqual({ myCompanyIds: ['exists'] });
    const theirs = await invite(stranger.client, { email: inviteeEmail(), myCompanyIds: [stranger.first] });
    expect((await owner.delete(`/v1/sub-users/${theirs.body.id}`)).status).toBe(404);
  });

  it('lets a member holding sub-users.write manage members but not administrators', async () => {
    const { client: owner, identity, first } = await ownerWithTwoCompanies();
    // Sees every company (a global grant), so it may hand out any of them.
    const manager = await h.createMember(identity.tenantId, {
      global: ['sub-users.read', 'sub-users.write', 'sub-users.delete', 'partners.read'],
    });
    const listed = await manager.client.get('/v1/sub-users');
    expect(listed.status).toBe(200);
    expect(listed.body.items.find((user: { id: string }) => user.id === identity.id)).toMatchObject({
      role: 'admin',
    });
    const member = await invite(manager.client, { email: inviteeEmail(), myCompanyIds: [first] });
    expect(member.status).toBe(201);
    expect((await invite(manager.client, { email: inviteeEmail(), role: 'admin' })).status).toBe(403);
    expect((await manager.client.delete(`/v1/sub-users/${identity.id}`)).status).toBe(403);
    expect((await owner.get('/v1/sub-users')).body.items).toHaveLength(3);
  });

  it('needs sub-users.delete to remove a user, and hands it out only to one who holds it', async () => {
    const { client: owner, identity, first } = await ownerWithTwoCompanies();
    const editor = await h.createMember(identity.tenantId, {
      global: ['sub-users.read', 'sub-users.write', 'partners.read'],
    });
    const member = await invite(editor.client, { email: inviteeEmail(), myCompanyIds: [first] });
    expect(member.status).toBe(201);
    expect((await editor.client.delete(`/v1/sub-users/${member.body.id}`)).status).toBe(403);
    const deleting = await invite(editor.client, {
      email: inviteeEmail(),
      myCompanyIds: [first],
      permissions: ['sub-users.read', 'sub-users.delete'],
    });
    expect(deleting.body.errors).toEqual({ permissions: ['sub-users.not-held'] });
    const remover = await h.createMember(identity.tenantId, {
      global: ['sub-users.read', 'sub-users.delete'],
    });
    expect((await remover.client.delete(`/v1/sub-users/${member.body.id}`)).status).toBe(204);
    expect((await owner.get('/v1/sub-users')).body.items).toHaveLength(3);
  });

  it('lets a member hand out only the permissions they hold', async () => {
    const { identity, first, second } = await ownerWithTwoCompanies();
    const manager = await h.createMember(identity.tenantId, {
      global: ['sub-users.read', 'sub-users.write'],
      company: { [first]: ['partners.read', 'partners.write'], [second]: ['partners.read'] },
    });
    const within = await invite(manager.client, {
      email: inviteeEmail(),
      myCompanyIds: [first],
      permissions: ['partners.read', 'partners.write'],
    });
    expect(within.status).toBe(201);
    const beyond = await invite(manager.client, {
      email: inviteeEmail(),
      myCompanyIds: [first, second],
      permissions: ['partners.read', 'partners.write'],
    });
    expect(beyond.body.errors).toEqual({ permissions: ['sub-users.not-held'] });
    const everywhere = await invite(manager.client, {
      email: inviteeEmail(),
      allCompanies: true,
      permissions: ['partners.read'],
    });
    expect(everywhere.body.errors).toEqual({ permissions: ['sub-users.not-held'] });
  });
});
