import { createHash, randomBytes } from 'node:crypto';
import type { LoginTwoFactorInput, TwoFactorChallenge } from '@app/domain/auth/two-factor.schemas';
import { maskPhone } from '@app/domain/auth/two-factor.schemas';
import type { AppContext, RequestMeta } from '../../../app-context';
import { authClock } from '../../../platform/auth/clock';
import { fieldError } from '../../../platform/http/errors';
import { accountsRepo, type UserRow } from '../accounts.repo';
import { securityLog } from '../security/security-log';
import type { SecondFactor } from './second-factor';
import { twoFactorRepo } from './two-factor.repo';

export const LOGIN_CHALLENGE_COOKIE = 'login_challenge';
/** Minutes between a right password and the second step before signing in starts over. */
export const LOGIN_CHALLENGE_MINUTES = 10;

const idOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const expired = () => fieldError('code', 'two-factor.login-expired');

/**
 * The sign-in's second step. A right password for an account with two-factor sign-in gives a
 * challenge (a random token in an http-only cookie), and only a code of the second factor, or a
 * recovery code, turns the challenge into a session.
 */
export function createLoginChallenges(ctx: AppContext, factor: SecondFactor) {
  const { database } = ctx;

  async function open(token: string | undefined) {
    const challenge = token ? await twoFactorRepo.findChallenge(database.db, idOf(token)) : null;
    const row = challenge ? await twoFactorRepo.find(database.db, challenge.userId) : null;
    if (!challenge || !row?.enabledAt) throw expired();
    return { challenge, row };
  }

  return {
    async issue(user: UserRow, rememberMe: boolean): Promise<TwoFactorChallenge & { token: string }> {
      const row = await twoFactorRepo.find(database.db, user.id);
      if (!row?.enabledAt) throw new Error('two-factor: enabled on the user but not stored');
      const token = randomBytes(32).toString('base64url');
      await twoFactorRepo.insertChallenge(database.db, {
        id: idOf(token),
        userId: user.id,
        rememberMe,
        expiresAt: new Date(authClock.now() + LOGIN_CHALLENGE_MINUTES * 60_000),
      });
      // A code sent within the last minute is still valid: signing in twice does not send two.
      if (row.type === 'sms' && factor.smsResendWait(row) === 0) await factor.sendSmsCode(row, user.locale);
      return {
        token,
        twoFactorType: row.type,
        maskedPhone: row.type === 'sms' && row.phone ? maskPhone(row.phone) : null,
      };
    },

    /** Checks the second step; the challenge is used up only when it passes. */
    async complete(
      token: string | undefined,
      input: LoginTwoFactorInput,
      meta: RequestMeta,
    ): Promise<{ userId: string; rememberMe: boolean }> {
      const { challenge, row } = await open(token);
      if (input.recoveryCode !== undefined) {
        await factor.useRecoveryCode(row.userId, input.recoveryCode, meta);
        await securityLog.record(database.db, row.userId, 'recovery-code-used', meta);
      } else await factor.useCode(row, input.code ?? '', meta);
      await twoFactorRepo.deleteChallenge(database.db, challenge.id);
      return { userId: challenge.userId, rememberMe: challenge.rememberMe };
    },

    async resendSms(token: string | undefined): Promise<void> {
      const { row } = await open(token);
      if (row.type !== 'sms') throw fieldError('code', 'two-factor.not-sms');
      factor.assertSmsResendAllowed(row);
      const user = await accountsRepo.findById(database.db, row.userId);
      await factor.sendSmsCode(row, user?.locale ?? 'ro-RO');
    },
  };
}
export type LoginChallenges = ReturnType<typeof createLoginChallenges>;
