import { createHmac, randomInt } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verificationCodes } from './accounts.tables';

export type CodePurpose = (typeof verificationCodes.$inferSelect)['purpose'];
export const CODE_LIFETIME_MS = 30 * 60_000;

export type CodeCheck =
  | { ok: true; newEmail: string | null }
  | { ok: false; reason: 'code.wrong' | 'expired' };

/** Six-digit e-mailed codes: stored as keyed hashes, single use, the newest one replaces older ones. */
export function createVerificationCodes(secret: Buffer) {
  const hashOf = (userId: string, purpose: string, code: string) =>
    createHmac('sha256', secret).update(`${purpose}:${userId}:${code}`).digest('base64url');

  return {
    /** Issues a fresh code (older unused codes of the same purpose stop working) and returns it in clear for the e-mail. */
    async issue(
      db: Db,
      userId: string,
      purpose: CodePurpose,
      newEmail: string | null = null,
    ): Promise<string> {
      await db
        .update(verificationCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(verificationCodes.userId, userId),
            eq(verificationCodes.purpose, purpose),
            isNull(verificationCodes.usedAt),
          ),
        );
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.insert(verificationCodes).values({
        userId,
        purpose,
        codeHash: hashOf(userId, purpose, code),
        newEmail,
        expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
      });
      return code;
    },
    /** Checks a code without using it up: it must be the newest unused one of its purpose, and fresh. */
    async peek(
      db: Db,
      userId: string,
      purpose: CodePurpose,
      code: string,
    ): Promise<CodeCheck & { id?: string }> {
      const [latest] = await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.userId, userId),
            eq(verificationCodes.purpose, purpose),
            isNull(verificationCodes.usedAt),
          ),
        )
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      if (!latest || latest.codeHash !== hashOf(userId, purpose, code))
        return { ok: false, reason: 'code.wrong' };
      if (latest.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
      return { ok: true, newEmail: latest.newEmail, id: latest.id };
    },
    /** Uses the code up; of two concurrent uses only one succeeds. */
    async consume(db: Db, userId: string, purpose: CodePurpose, code: string): Promise<CodeCheck> {
      const check = await this.peek(db, userId, purpose, code);
      if (!check.ok || !check.id) return check;
      const used = await db
        .update(verificationCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(verificationCodes.id, check.id), isNull(verificationCodes.usedAt)))
        .returning({ id: verificationCodes.id });
      return used.length === 1 ? { ok: true, newEmail: check.newEmail } : { ok: false, reason: 'code.wrong' };
    },
  };
}
export type VerificationCodes = ReturnType<typeof createVerificationCodes>;
