import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Identity } from '@app/domain/auth/auth.schemas';
import type { FastifyInstance } from 'fastify';
import { type BuiltApp, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { createDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { accountsRepo } from '../modules/accounts/accounts.repo';
import { hashPassword } from '../platform/auth/passwords';
import { startJobs } from '../platform/jobs/jobs';
import { openRealtimeBus } from '../platform/realtime/open-bus';
import { codeIn, type SmtpSink, startSmtpSink } from './smtp-sink';
import { TestClient } from './test-client';
import { createTestDatabase } from './test-database';

export type Harness = BuiltApp & {
  smtp: SmtpSink;
  client(ip?: string): TestClient;
  /** Signs up a fresh account (verified unless asked otherwise) and returns its signed-in client. */
  signUp(options?: {
    verified?: boolean;
    email?: string;
    password?: string;
  }): Promise<{ client: TestClient; email: string; password: string; identity: Identity }>;
  /** A verified member of a tenant with the given grants, signed in. */
  createMember(
    tenantId: string,
    grants?: { global?: string[]; company?: Record<string, string[]> },
  ): Promise<{ client: TestClient; email: string; id: string }>;
  close(): Promise<void>;
};

export const MEMBER_PASSWORD = 'Member-Pass-2026';

let counter = 0;
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${Date.now().toString(36)}${counter++}@example.com`;
export const GOOD_PASSWORD = 'Brasov-Carpati-2026';

/** What became of a message that did not arrive: its row and the latest delivery jobs. */
async function mailDiagnostics(database: Database, email: string): Promise<string> {
  const mails = await database.pool.query(
    'SELECT status, error, created_at, sent_at FROM mail_messages WHERE "to" = $1',
    [email],
  );
  const jobs = await database.pool.query(
    "SELECT state, retry_count, created_on, started_on, completed_on, output FROM pgboss.job WHERE name = 'mail.deliver' ORDER BY created_on DESC LIMIT 3",
  );
  return `mail rows ${JSON.stringify(mails.rows)}; latest jobs ${JSON.stringify(jobs.rows)}; now ${new Date().toISOString()}`;
}

/** The real app on a fresh database, real pg-boss workers and a real SMTP server. */
export async function startHarness(
  overrides: Partial<Config> = {},
  beforeReady?: (app: FastifyInstance) => void,
): Promise<Harness> {
  const testDb = await createTestDatabase();
  const database = createDatabase(testDb.url);
  await runMigrations(database);
  const smtp = await startSmtpSink();
  const jobs = await startJobs({
    connectionString: testDb.url,
    workers: true,
    pollingIntervalSeconds: 0.5,
    log: { error: (details, message) => console.error(message, details) },
  });
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    smtpUrl: smtp.url,
    webDist: null,
    archivesDir: path.join(os.tmpdir(), `app-archives-${randomUUID()}`),
    ...overrides,
  };
  const realtime = await openRealtimeBus({ kind: testDb.kind, url: testDb.url, database });
  let built: BuiltApp;
  try {
    built = await buildApp(config, database, jobs, realtime);
    beforeReady?.(built.app);
    await built.app.ready();
  } catch (error) {
    await realtime.close();
    await jobs.stop();
    await database.close();
    await smtp.close();
    await testDb.drop();
    throw error;
  }

  const client = (ip?: string) => new TestClient(built.app, ip);
  return {
    ...built,
    smtp,
    client,
    async signUp(options = {}) {
      const user = client();
      const email = options.email ?? uniqueEmail();
      const password = options.password ?? GOOD_PASSWORD;
      const before = smtp.countTo(email);
      const signup = await user.post('/v1/auth/signup', {
        email,
        password,
        confirmPassword: password,
        fname: 'Ioana',
        lname: 'Popescu',
        tos: true,
      });
      if (signup.status !== 202) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
      // Sign-up signs nothing in: the mailed code does (or, left unverified, a plain sign-in).
      let identity: Identity;
      if (options.verified !== false) {
        const mail = await smtp.waitFor(email, before).catch(async (error: Error) => {
          throw new Error(`${error.message}; ${await mailDiagnostics(database, email)}`);
        });
        const code = codeIn(mail);
        const verified = await user.post('/v1/auth/verify-email/finish', { code, email });
        if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
        identity = verified.body;
      } else {
        const login = await user.post('/v1/auth/login', { email, password });
        if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
        identity = login.body;
      }
      return { client: user, email, password, identity };
    },
    async createMember(tenantId, grants = {}) {
      const email = uniqueEmail('member');
      const member = await accountsRepo.insertUser(database.db, {
        tenantId,
        email,
        passwordHash: await hashPassword(MEMBER_PASSWORD),
        role: 'member',
        fname: 'Sub',
        lname: 'Utilizator',
        timezone: 'Europe/Bucharest',
        locale: 'ro-RO',
        dateFormat: 'yyyy-MM-dd',
        emailVerifiedAt: new Date(),
      });
      await accountsRepo.grant(database.db, member.id, null, grants.global ?? []);
      for (const [companyId, permissions] of Object.entries(grants.company ?? {})) {
        await accountsRepo.grant(database.db, member.id, companyId, permissions);
      }
      const memberClient = client();
      const login = await memberClient.post('/v1/auth/login', { email, password: MEMBER_PASSWORD });
      if (login.status !== 200) throw new Error(`member login failed: ${JSON.stringify(login.body)}`);
      return { client: memberClient, email, id: member.id };
    },
    async close() {
      await built.app.close();
      await jobs.stop();
      await realtime.close();
      await database.close();
      await smtp.close();
      await testDb.drop();
      await rm(config.archivesDir, { recursive: true, force: true });
    },
  };
}
