import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompany } from '../../testing/company-fixture';
import { type Harness, startHarness, uniqueEmail } from '../../testing/harness';
import { codeIn } from '../../testing/smtp-sink';
import { accountsRepo } from './accounts.repo';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('POST /v1/auth/update-account', () => {
  const valid = {
    fname: 'Maria',
    lname: 'Enache',
    timezone: 'Europe/London',
    marketingOptIn: true,
    locale: 'en-GB',
  };

  it('updates the account and answers the identity', async () => {
    const { client } = await h.signUp();
    const response = await client.post('/v1/auth/update-account', valid);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject(valid);
    expect((await client.get('/v1/auth/identity')).body).toMatchObject(valid);
  });

  it('validates every field', async () => {
    const { client } = await h.signUp();
    const response = await client.post('/v1/auth/update-account', {
      fname: ' ',
      lname: 'y'.repeat(51),
      timezone: 'Mars/Olympus',
      marketingOptIn: 'no',
      locale: 'de-DE',
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      fname: ['required'],
      lname: ['max:50'],
      timezone: ['invalid'],
      marketingOptIn: ['boolean'],
      locale: ['invalid'],
    });
    expect((await client.post('/v1/auth/update-account', {})).body.errors).toEqual({
      fname: ['required'],
      lname: ['required'],
      timezone: ['required'],
      marketingOptIn: ['required'],
      locale: ['required'],
    });
  });

  it('needs a session', async () => {
    expect((await h.client().post('/v1/auth/update-account', valid)).status).toBe(401);
  });
});

describe('change e-mail', () => {
  it('mails a code to the new address and switches to it with the code', async () => {
    const { client, password } = await h.signUp();
    const newEmail = uniqueEmail('moved');
    expect((await client.post('/v1/auth/change-email/start', { password, email: newEmail })).status).toBe(
      204,
    );
    const code = codeIn(await h.smtp.waitFor(newEmail));
    const finish = await client.post('/v1/auth/change-email/finish', { code });
    expect(finish.status).toBe(200);
    expect(finish.body.email).toBe(newEmail);
    expect(finish.body.emailVerifiedAt).not.toBeNull();
    expect((await h.client().post('/v1/auth/login', { email: newEmail, password })).status).toBe(200);
    expect((await client.post('/v1/auth/change-email/finish', { code })).body.errors).toEqual({
      code: ['code.wrong'],
    });
  });

  it('needs the current password and a free, valid address', async () => {
    const { client, password } = await h.signUp();
    const taken = await h.signUp();
    expect(
      (await client.post('/v1/auth/change-email/start', { password: 'Wrong-Pass-77', email: uniqueEmail() }))
        .body.errors,
    ).toEqual({
      password: ['current-password'],
    });
    expect(
      (await client.post('/v1/auth/change-email/start', { password, email: taken.email.toUpperCase() })).body
        .errors,
    ).toEqual({
      email: ['unique'],
    });
    expect(
      (await client.post('/v1/auth/change-email/start', { password: '', email: 'bad' })).body.errors,
    ).toEqual({
      password: ['required'],
      email: ['email'],
    });
  });
});

describe('DELETE /v1/auth/delete-account', () => {
  it('needs the right password', async () => {
    const { client } = await h.signUp();
    const missing = await client.delete('/v1/auth/delete-account', {});
    expect(missing.body.errors).toEqual({ password: ['required'] });
    const wrong = await client.delete('/v1/auth/delete-account', { password: 'Wrong-Pass-77' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ password: ['current-password'] });
  });

  it('schedules the deletion with a recovery period and signs out; signing in again recovers it', async () => {
    const { client, email, password, identity } = await h.signUp();
    const response = await client.delete('/v1/auth/delete-account', { password });
    expect(response.status).toBe(200);
    const when = new Date(response.body.deletionScheduledAt).getTime();
    expect(when - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
    expect((await client.get('/v1/auth/identity')).status).toBe(401);
    expect((await h.client().post('/v1/auth/login', { email, password })).status).toBe(200);
    const user = await accountsRepo.findById(h.ctx.database.db, identity.id);
    expect(user?.deletionScheduledAt).toBeNull();
  });

  it('refuses the sole admin of a team with other users', async () => {
    const { client, password, identity } = await h.signUp();
    await accountsRepo.insertUser(h.ctx.database.db, {
      tenantId: identity.tenantId,
      email: uniqueEmail('member'),
      passwordHash: 'x',
      role: 'member',
      fname: 'Sub',
      lname: 'User',
      timezone: 'Europe/Bucharest',
      locale: 'ro-RO',
      dateFormat: 'yyyy-MM-dd',
    });
    const response = await client.delete('/v1/auth/delete-account', { password });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: 'account.errors.sole-admin',
      errors: { account: ['sole-admin'] },
    });
    expect((await client.get('/v1/auth/identity')).status).toBe(200);
  });

  it('removes the account and its tenant once the recovery period is over', async () => {
    const { client, email, password, identity } = await h.signUp();
    await client.delete('/v1/auth/delete-account', { password });
    await accountsRepo.update(h.ctx.database.db, identity.id, {
      deletionScheduledAt: new Date(Date.now() - 1000),
    });
    const job = await h.ctx.jobs.boss.send('accounts.purge-deleted', {});
    expect(job).toBeTruthy();
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && (await accountsRepo.findById(h.ctx.database.db, identity.id))) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await accountsRepo.findById(h.ctx.database.db, identity.id)).toBeNull();
    expect((await h.client().post('/v1/auth/login', { email, password })).status).toBe(422);
  });
});

describe('GET /v1/auth/timezones and /v1/auth/permissions', () => {
  it('lists time zones as value -> label', async () => {
    const response = await h.client().get('/v1/auth/timezones');
    expect(response.status).toBe(200);
    expect(response.body['Europe/Bucharest']).toMatch(/^\(UTC\+0[23]:00\) Europe\/Bucharest$/);
    expect(response.body.UTC).toBe('(UTC+00:00) UTC');
  });

  it('gives a member the global grants and the grants per company', async () => {
    const owner = await h.signUp();
    const companyId = await addCompany(owner.client, 'clujVatPayer');
    const { client } = await h.createMember(owner.identity.tenantId, {
      global: ['partners.read'],
      company: { [companyId]: ['warehouses.read', 'warehouses.write'] },
    });
    const response = await client.get('/v1/auth/permissions');
    expect(response.body).toEqual({
      global: { roles: ['member'], permissions: ['partners.read'] },
      byCompany: [{ myCompanyId: companyId, permissions: ['warehouses.read', 'warehouses.write'] }],
    });
  });
});
