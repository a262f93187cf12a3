import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type ServerDatabase = { env: Record<string, string>; drop(): Promise<void> };

/**
 * The database a browser-test server runs on: its own embedded one by default, or with
 * E2E_DATABASE_URL a fresh database created beside that one on the PostgreSQL server (dropped after),
 * so the browser suite also proves the app on PostgreSQL.
 */
export async function serverDatabase(): Promise<ServerDatabase> {
  const adminUrl = process.env.E2E_DATABASE_URL;
  if (!adminUrl) return { env: {}, drop: async () => undefined };
  const name = `e2e_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
