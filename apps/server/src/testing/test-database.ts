import { randomBytes } from 'node:crypto';
import { startEmbeddedDatabase } from '../db/embedded';
import { adminQuery, createMigratedPostgresDatabase, migratedEmbeddedImage } from './migrated-template';

export type TestDatabase = { url: string; kind: 'embedded' | 'postgres'; drop(): Promise<void> };

/**
 * A fresh database per test file, every migration applied: in-memory PGlite by default, or with
 * TEST_DB=postgres a new database created next to TEST_DATABASE_URL on the PostgreSQL server
 * (dropped afterwards). Both are copies of a migrated template (see migrated-template.ts).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB !== 'postgres') {
    const embedded = await startEmbeddedDatabase(null, { image: await migratedEmbeddedImage() });
    return { url: embedded.url, kind: 'embedded', drop: () => embedded.stop() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const url = await createMigratedPostgresDatabase(adminUrl, name);
  return {
    url,
    kind: 'postgres',
    drop: async () => {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
