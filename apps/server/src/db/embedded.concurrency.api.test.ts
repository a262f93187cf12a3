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

describe('embedded database over the wire protocol', () => {
  it('keeps each connection’s parameterised queries apart under concurrency', async () => {
    const pool = new pg.Pool({ connectionString: embedded.url, max: 12 });
    try {
      const wrong: string[] = [];
      await Promise.all(
        Array.from({ length: 12 }, async (_, worker) => {
          for (let i = 0; i < 60; i++) {
            const expected = worker * 1000 + i;
            const { rows } = await pool.query('SELECT $1::int AS n, $2::text AS label', [
              expected,
              `w${worker}`,
            ]);
            if (rows[0]?.n !== expected || rows[0]?.label !== `w${worker}`)
              wrong.push(`${expected}: ${JSON.stringify(rows)}`);
          }
        }),
      );
      expect(wrong).toEqual([]);
    } finally {
      await pool.end();
    }
  });

  it('gives a transaction the database to itself and keeps serving after a failed statement', async () => {
    const pool = new pg.Pool({ connectionString: embedded.url, max: 6 });
    try {
      await pool.query('CREATE TABLE counter (n int)');
      await pool.query('INSERT INTO counter VALUES (0)');
      await Promise.all(
        Array.from({ length: 6 }, async () => {
          for (let i = 0; i < 10; i++) {
            const client = await pool.connect();
            try {
              await client.query('BEGIN');
              const { rows } = await client.query('SELECT n FROM counter');
              await client.query('UPDATE counter SET n = $1', [rows[0].n + 1]);
              await client.query('COMMIT');
            } finally {
              client.release();
            }
          }
        }),
      );
      await expect(pool.query('SELECT * FROM no_such_table')).rejects.toThrow(/does not exist/);
      const { rows } = await pool.query('SELECT n FROM counter');
      expect(rows[0].n).toBe(60);
    } finally {
      await pool.end();
    }
  });

  it('keeps serving other connections after a multi-statement transaction fails midway', async () => {
    const failing = new pg.Client({ connectionString: embedded.url });
    const other = new pg.Client({ connectionString: embedded.url });
    await failing.connect();
    await other.connect();
    try {
      // pg-boss sends its maintenance as one "BEGIN; ...; COMMIT" string like this.
      await expect(failing.query('BEGIN; SELECT 1/0; COMMIT;')).rejects.toThrow(/division by zero/);
      const answer = await Promise.race([
        other.query('SELECT 42 AS n').then((result) => result.rows[0].n),
        new Promise((resolve) => setTimeout(() => resolve('blocked'), 3000)),
      ]);
      expect(answer).toBe(42);
      expect((await failing.query('SELECT 1 AS n')).rows[0].n).toBe(1);
    } finally {
      await failing.end();
      await other.end();
    }
  });

  it('names the connection whose idle transaction keeps the others waiting', async () => {
    const reports: string[] = [];
    const watched = await startEmbeddedDatabase(null, {
      stall: { stallMs: 200, onStall: (text) => reports.push(text) },
    });
    const holder = new pg.Client({ connectionString: watched.url });
    const other = new pg.Client({ connectionString: watched.url });
    try {
      await holder.connect();
      await other.connect();
      await holder.query('BEGIN');
      await holder.query("SELECT 'the holder' AS who");
      const waiting = other.query('SELECT 2 AS n');
      await expect.poll(() => reports.length, { timeout: 30_000 }).toBe(1);
      expect(reports[0]).toMatch(/held the session for \d+ s while \d+ messages of other connections wait/);
      expect(reports[0]).toContain("SELECT 'the holder' AS who");
      await holder.query('COMMIT');
      expect((await waiting).rows).toEqual([{ n: 2 }]);
      expect(reports).toHaveLength(1);
    } finally {
      await holder.end();
      await other.end();
      await watched.stop();
    }
  });
});
