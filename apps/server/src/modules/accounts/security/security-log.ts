import type { SecurityEventType } from '@app/domain/auth/security.schemas';
import { desc, eq } from 'drizzle-orm';
import type { RequestMeta } from '../../../app-context';
import type { Db } from '../../../db/client';
import { securityEvents } from './sign-in-origins.tables';

/** The account's audit trail of security events (who did what to the sign-in, from where). */
export const securityLog = {
  async record(db: Db, userId: string, type: SecurityEventType, meta: RequestMeta | null): Promise<void> {
    await db
      .insert(securityEvents)
      .values({ userId, type, ip: meta?.ip ?? null, userAgent: meta?.userAgent ?? null });
  },
  latest: (db: Db, userId: string, limit: number) =>
    db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, userId))
      .orderBy(desc(securityEvents.createdAt))
      .limit(limit),
};
