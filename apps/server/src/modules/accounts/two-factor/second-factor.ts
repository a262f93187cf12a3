import { hkdfSync } from 'node:crypto';
import type { Locale } from '@app/domain/auth/locale';
import { matchingTotpStep } from '@app/domain/auth/totp';
import { normalisePhone } from '@app/domain/auth/two-factor.schemas';
import type { AppContext, RequestMeta } from '../../../app-context';
import { createTokenCrypto } from '../../../platform/anaf/token-crypto';
import { authClock } from '../../../platform/auth/clock';
import { fieldError, tooManyRequests } from '../../../platform/http/errors';
import { createCodeHasher, newSmsCode, SMS_CODE_MINUTES, smsCodeText } from './second-factor-codes';
import { type TwoFactorRow, twoFactorRepo } from './two-factor.repo';

/** A new SMS code is sent at most once a minute per user (spec: resend and its throttle). */
export const SMS_RESEND_SECONDS = 60;

/** Seconds before another SMS code may go to the row's phone. */
function smsResendWait(row: TwoFactorRow): number {
  if (!row.smsSentAt) return 0;
  return Math.max(0, SMS_RESEND_SECONDS - (authClock.now() - row.smsSentAt.getTime()) / 1000);
}

/**
 * The checks shared by the setup and the sign-in: a code of the app or of the SMS, a recovery code,
 * each used once and throttled per account and per address.
 */
export function createSecondFactor(ctx: AppContext) {
  const { database, throttle, sms } = ctx;
  // The authenticator secrets are sealed with a key of their own, derived from the configured
  // encryption key when there is one (so a copy of the database alone does not open them).
  const sealer = createTokenCrypto([
    Buffer.from(hkdfSync('sha256', ctx.config.spv.tokenKey ?? ctx.appKey, 'two-factor', 'totp-secret', 32)),
  ]);
  const hash = createCodeHasher(ctx.appKey);
  const keysOf = (userId: string, meta: RequestMeta) => [`2fa:user:${userId}`, `code:ip:${meta.ip}`];

  async function checked(userId: string, meta: RequestMeta, attempt: () => Promise<string | null>) {
    const keys = keysOf(userId, meta);
    await throttle.assertAllowed(keys);
    const refusal = await attempt();
    if (refusal) {
      await throttle.recordFailure(keys);
      throw refusal === 'two-factor.recovery-code-wrong'
        ? fieldError('recoveryCode', refusal)
        : fieldError('code', refusal);
    }
    await throttle.clear(keys[0] as string);
  }

  return {
    seal: (secret: string) => sealer.encrypt(secret),

    /** Refuses (429) a new SMS within a minute of the last one. */
    assertSmsResendAllowed(row: TwoFactorRow): void {
      const wait = smsResendWait(row);
      if (wait > 0) throw tooManyRequests(wait);
    },
    smsResendWait,

    /** A fresh code to the row's phone; the previous one stops working. */
    async sendSmsCode(row: TwoFactorRow, locale: Locale): Promise<void> {
      const code = newSmsCode();
      await database.transaction(async (tx) => {
        const expiresAt = new Date(authClock.now() + SMS_CODE_MINUTES * 60_000);
        await twoFactorRepo.setSmsCode(tx.db, row.userId, hash('sms', row.userId, code), expiresAt);
        await sms.queue(tx, { to: normalisePhone(row.phone ?? ''), text: smsCodeText(locale, code) });
      });
    },

    /** Uses a code of the row's factor up, or answers 422 on `code` (429 after five misses a minute). */
    useCode: (row: TwoFactorRow, code: string, meta: RequestMeta) =>
      checked(row.userId, meta, async () => {
        if (row.type === 'sms')
          return (await twoFactorRepo.useSmsCode(database.db, row.userId, hash('sms', row.userId, code)))
            ? null
            : 'two-factor.code-wrong';
        const step = await matchingTotpStep(sealer.decrypt(row.sealedSecret ?? ''), code, authClock.now());
        if (step === null) return 'two-factor.code-wrong';
        // The same code twice (or one older than the last accepted) is a replay.
        return (await twoFactorRepo.useStep(database.db, row.userId, step)) ? null : 'two-factor.code-used';
      }),

    useRecoveryCode: (userId: string, code: string, meta: RequestMeta) =>
      checked(userId, meta, async () =>
        (await twoFactorRepo.useRecoveryCode(database.db, userId, hash('recovery', userId, code)))
          ? null
          : 'two-factor.recovery-code-wrong',
      ),

    hashRecoveryCodes: (userId: string, codes: string[]) =>
      codes.map((code) => hash('recovery', userId, code)),
  };
}
export type SecondFactor = ReturnType<typeof createSecondFactor>;
