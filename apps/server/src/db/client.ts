import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export type Db = NodePgDatabase;

/**
 * A transaction: drizzle for the feature's SQL, the raw client for pg-boss (same connection), and
 * afterCommit for effects that must only happen once the change is durable (real-time events).
 */
export type Tx = { db: Db; client: pg.PoolClient; afterCommit(effect: () => void | Promise<void>): void };

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
      const effects: (() => void | Promise<void>)[] = [];
      let result: Awaited<ReturnType<typeof work>>;
      try {
        await client.query('BEGIN');
        result = await work({ db: drizzle(client), client, afterCommit: (effect) => effects.push(effect) });
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
      // Effects are best-effort notices of what committed; one failing must not undo the others.
      for (const effect of effects) await Promise.resolve(effect()).catch(() => undefined);
      return result;
    },
    close: () => pool.end(),
  };
}
