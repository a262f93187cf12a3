import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { authClock } from '../../../platform/auth/clock';
import { loginChallenges, recoveryCodes, userTwoFactor } from './two-factor.tables';

export type TwoFactorRow = typeof userTwoFactor.$inferSelect;
export type LoginChallengeRow = typeof loginChallenges.$inferSelect;

export const twoFactorRepo = {
  async find(db: Db, userId: string): Promise<TwoFactorRow | null> {
    const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
    return row ?? null;
  },
  /** A new setup replaces one left unfinished. */
  async replaceSetup(
    db: Db,
    values: Pick<TwoFactorRow, 'userId' | 'type' | 'sealedSecret' | 'phone'>,
  ): Promise<void> {
    const fresh = {
      ...values,
      lastUsedStep: null,
      smsCodeHash: null,
      smsCodeExpiresAt: null,
      smsSentAt: null,
      enabledAt: null,
      createdAt: authClock.date(),
    };
    await db
      .insert(userTwoFactor)
      .values(fresh)
      .onConflictDoUpdate({ target: userTwoFactor.userId, set: fresh });
  },
  async setSmsCode(db: Db, userId: string, codeHash: string, expiresAt: Date): Promise<void> {
    await db
      .update(userTwoFactor)
      .set({ smsCodeHash: codeHash, smsCodeExpiresAt: expiresAt, smsSentAt: authClock.date() })
      .where(eq(userTwoFactor.userId, userId));
  },
  /** Takes a TOTP step once: false when this step or a later one was already used (a replay). */
  async useStep(db: Db, userId: string, step: number): Promise<boolean> {
    const rows = await db
      .update(userTwoFactor)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(userTwoFactor.userId, userId),
          or(isNull(userTwoFactor.lastUsedStep), lt(userTwoFactor.lastUsedStep, step)),
        ),
      )
      .returning({ userId: userTwoFactor.userId });
    return rows.length === 1;
  },
  /** Takes the SMS code in flight once: false when it is not that one, was used or expired. */
  async useSmsCode(db: Db, userId: string, codeHash: string): Promise<boolean> {
    const rows = await db
      .update(userTwoFactor)
      .set({ smsCodeHash: null, smsCodeExpiresAt: null })
      .where(
        and(
          eq(userTwoFactor.userId, userId),
          eq(userTwoFactor.smsCodeHash, codeHash),
          gt(userTwoFactor.smsCodeExpiresAt, authClock.date()),
        ),
      )
      .returning({ userId: userTwoFactor.userId });
    return rows.length === 1;
  },
  async enable(db: Db, userId: string): Promise<void> {
    await db
      .update(userTwoFactor)
      .set({ enabledAt: authClock.date() })
      .where(eq(userTwoFactor.userId, userId));
  },
  async remove(db: Db, userId: string): Promise<void> {
    await db.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
    await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await db.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
  },

  async replaceRecoveryCodes(db: Db, userId: string, hashes: string[]): Promise<void> {
    await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  },
  /** Uses a recovery code up; false when it is not one of the user's unused codes. */
  async useRecoveryCode(db: Db, userId: string, codeHash: string): Promise<boolean> {
    const rows = await db
      .update(recoveryCodes)
      .set({ usedAt: authClock.date() })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, codeHash),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return rows.length === 1;
  },
  async unusedRecoveryCodes(db: Db, userId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    return row?.n ?? 0;
  },

  async insertChallenge(db: Db, values: Omit<LoginChallengeRow, 'createdAt'>): Promise<void> {
    await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, authClock.date()));
    await db.insert(loginChallenges).values(values);
  },
  async findChallenge(db: Db, id: string): Promise<LoginChallengeRow | null> {
    const [row] = await db
      .select()
      .from(loginChallenges)
      .where(and(eq(loginChallenges.id, id), gt(loginChallenges.expiresAt, authClock.date())));
    return row ?? null;
  },
  async deleteChallenge(db: Db, id: string): Promise<void> {
    await db.delete(loginChallenges).where(eq(loginChallenges.id, id));
  },
};
