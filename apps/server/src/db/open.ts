import type { Config } from '../config';
import { createDatabase, type Database } from './client';
import { startEmbeddedDatabase } from './embedded';
import { runMigrations } from './migrate';

export type OpenDatabase = {
  database: Database;
  url: string;
  kind: 'embedded' | 'postgres';
  close(): Promise<void>;
};

/**
 * The configured PostgreSQL server, or the embedded one in the data folder (in memory when the
 * folder is null); migrated either way.
 */
export async function openDatabase(config: {
  databaseUrl: Config['databaseUrl'];
  dataDir: string | null;
}): Promise<OpenDatabase> {
  const embedded = config.databaseUrl ? null : await startEmbeddedDatabase(config.dataDir);
  const url = config.databaseUrl ?? (embedded as NonNullable<typeof embedded>).url;
  const database = createDatabase(url);
  await runMigrations(database);
  return {
    database,
    url,
    kind: embedded ? 'embedded' : 'postgres',
    async close() {
      await database.close();
      await embedded?.stop();
    },
  };
}
