import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export type Db = NodePgDatabase;

/** A transaction: drizzle for the feature's SQL and the raw client for pg-boss (same connection). */
export type Tx = { db: Db; client: pg.PoolClient };

export type Database = {
  pool: pg.Pool;
  db: Db;
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

// numeric stays a string (exact decimals); bigint as string too, counts are cast in SQL.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => value);

export function createDatabase(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next checkout.
  });
  const db = drizzle(pool);
  return {
    pool,
    db,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({ db: drizzle(client), client });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
