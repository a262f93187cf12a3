import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { passkeys, webauthnChallenges } from './passkeys.tables';

export type PasskeyRow = typeof passkeys.$inferSelect;

export const passkeysRepo = {
  ofUser: (db: Db, userId: string) =>
    db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(desc(passkeys.createdAt)),
  async find(db: Db, id: string): Promise<PasskeyRow | null> {
    const [row] = await db.select().from(passkeys).where(eq(passkeys.id, id));
    return row ?? null;
  },
  async insert(db: Db, row: typeof passkeys.$inferInsert): Promise<void> {
    await db.insert(passkeys).values(row);
  },
  async used(db: Db, id: string, counter: number): Promise<void> {
    await db.update(passkeys).set({ counter, lastUsedAt: new Date() }).where(eq(passkeys.id, id));
  },
  async remove(db: Db, userId: string, id: string): Promise<boolean> {
    const rows = await db
      .delete(passkeys)
      .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
      .returning({ id: passkeys.id });
    return rows.length === 1;
  },

  async putChallenge(db: Db, id: string, challenge: string, expiresAt: Date): Promise<void> {
    await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date()));
    await db
      .insert(webauthnChallenges)
      .values({ id, challenge, expiresAt })
      .onConflictDoUpdate({ target: webauthnChallenges.id, set: { challenge, expiresAt } });
  },
  /** Takes a challenge once: it is gone whether the ceremony then passes or not. */
  async takeChallenge(db: Db, id: string): Promise<string | null> {
    const [row] = await db
      .delete(webauthnChallenges)
      .where(and(eq(webauthnChallenges.id, id), gt(webauthnChallenges.expiresAt, new Date())))
      .returning({ challenge: webauthnChallenges.challenge });
    return row?.challenge ?? null;
  },
};
