import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tooManyRequests } from '../http/errors';
import { authFailures } from './auth.tables';

export const MAX_FAILURES = 5;
export const WINDOW_SECONDS = 60;

/**
 * Failed attempts are rows, so every server process sees the same counts. A key is
 * "login:email:x", "login:ip:y", "code:user:z" and so on; any key at the limit refuses.
 */
export function createThrottle(db: Db) {
  return {
    /** Refuses (429) when a key reached its limit; five a minute unless told (at most an hour). */
    async assertAllowed(
      keys: string[],
      { max = MAX_FAILURES, windowSeconds = WINDOW_SECONDS }: { max?: number; windowSeconds?: number } = {},
    ): Promise<void> {
      const windowStart = () => new Date(Date.now() - windowSeconds * 1000);
      const rows = await db
        .select({
          key: authFailures.key,
          count: sql<number>`count(*)::int`,
          oldest: sql<Date>`min(${authFailures.at})`,
        })
        .from(authFailures)
        .where(and(inArray(authFailures.key, keys), gt(authFailures.at, windowStart())))
        .groupBy(authFailures.key);
      const blocked = rows.filter((row) => row.count >= max);
      if (blocked.length === 0) return;
      const oldest = Math.min(...blocked.map((row) => new Date(row.oldest).getTime()));
      throw tooManyRequests(windowSeconds - (Date.now() - oldest) / 1000);
    },
    async recordFailure(keys: string[]): Promise<void> {
      await db.insert(authFailures).values(keys.map((key) => ({ key })));
      await db.delete(authFailures).where(lt(authFailures.at, new Date(Date.now() - 3600_000)));
    },
    async clear(key: string): Promise<void> {
      await db.delete(authFailures).where(eq(authFailures.key, key));
    },
  };
}
export type Throttle = ReturnType<typeof createThrottle>;
