import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedDatabase, startEmbeddedDatabase } from './embedded';

let embedded: EmbeddedDatabase;
beforeAll(async () => {
  embedded = await startEmbeddedDatabase(null);
});
afterAll(async () => {
  await embedded?.stop();
});

describe('embedded database: extended-protocol sequences', () => {
  // Each protocol message is queued on its own: another connection's BEGIN used to run between the
  // Parse and the Bind of a query outside a transaction, after which that connection's statements
  // were swallowed and its client waited forever (a series allocation under load hung this way).
  it('keeps transactions and parameterised queries outside them from starving each other', async () => {
    const pool = new pg.Pool({ connectionString: embedded.url, max: 10 });
    try {
      await pool.query('CREATE TABLE series (id int PRIMARY KEY, last bigint NOT NULL)');
      await pool.query('INSERT INTO series VALUES (1, 0)');
      const transactions = Array.from({ length: 64 }, async () => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const { rows } = await client.query('SELECT last FROM series WHERE id = $1 FOR UPDATE', [1]);
          await client.query('UPDATE series SET last = $1 WHERE id = $2', [Number(rows[0].last) + 1, 1]);
          await client.query('COMMIT');
        } finally {
          client.release();
        }
      });
      const reads = Array.from({ length: 64 }, (_, i) => pool.query('SELECT $1::int AS n', [i]));
      const all = Promise.all([...transactions, ...reads]);
      const outcome = await Promise.race([
        all.then(() => 'done'),
        new Promise((resolve) => setTimeout(() => resolve('stuck'), 20_000)),
      ]);
      expect(outcome).toBe('done');
      expect(Number((await pool.query('SELECT last FROM series')).rows[0].last)).toBe(64);
    } finally {
      await pool.end();
    }
  }, 30_000);
});
