import { newTotpSecret, otpauthUri } from '@app/domain/auth/totp';
import type { TwoFactorSetup, TwoFactorStartInput } from '@app/domain/auth/two-factor.schemas';
import { normalisePhone } from '@app/domain/auth/two-factor.schemas';
import type { AppContext, RequestMeta } from '../../../app-context';
import { fieldError, ValidationError } from '../../../platform/http/errors';
import { accountsRepo, type UserRow } from '../accounts.repo';
import type { CurrentPasswordCheck } from '../current-password';
import { securityLog } from '../security/security-log';
import type { SecondFactor } from './second-factor';
import { newRecoveryCodes } from './second-factor-codes';
import { type TwoFactorRow, twoFactorRepo } from './two-factor.repo';

/** The name authenticator apps show next to the account. */
export const TOTP_ISSUER = 'Facturare';

const alreadyEnabled = () => fieldError('type', 'two-factor.already-enabled');
const notEnabled = () => new ValidationError({ twoFactor: ['two-factor.not-enabled'] });
const notStarted = () => fieldError('code', 'two-factor.not-started');

/**
 * Turning two-factor sign-in on (start, then finish with a first code and the password), its
 * recovery codes, and turning it off. Every change signs the account's other sessions out.
 */
export function createTwoFactorService(
  ctx: AppContext,
  factor: SecondFactor,
  checkPassword: CurrentPasswordCheck,
) {
  const { database, sessions } = ctx;

  async function pendingSetup(user: UserRow): Promise<TwoFactorRow> {
    const row = await twoFactorRepo.find(database.db, user.id);
    if (!row || row.enabledAt) throw notStarted();
    return row;
  }

  /** New recovery codes replace the old ones; returned in clear this once. */
  async function replaceRecoveryCodes(userId: string, work?: (db: typeof database.db) => Promise<void>) {
    const codes = newRecoveryCodes();
    await database.transaction(async (tx) => {
      await work?.(tx.db);
      await twoFactorRepo.replaceRecoveryCodes(tx.db, userId, factor.hashRecoveryCodes(userId, codes));
    });
    return codes;
  }

  return {
    async start(user: UserRow, input: TwoFactorStartInput): Promise<TwoFactorSetup> {
      if (user.twoFactorType) throw alreadyEnabled();
      if (input.type === 'app') {
        const secret = newTotpSecret();
        await twoFactorRepo.replaceSetup(database.db, {
          userId: user.id,
          type: 'app',
          sealedSecret: factor.seal(secret),
          phone: null,
        });
        const uri = otpauthUri({ issuer: TOTP_ISSUER, account: user.email, secret });
        return { type: 'app', secret, otpauthUri: uri, phone: null };
      }
      const phone = normalisePhone(input.phone ?? '');
      const previous = await twoFactorRepo.find(database.db, user.id);
      // Another number within the minute waits too: one account cannot be used to flood phones.
      if (previous?.type === 'sms') factor.assertSmsResendAllowed(previous);
      await twoFactorRepo.replaceSetup(database.db, {
        userId: user.id,
        type: 'sms',
        sealedSecret: null,
        phone,
      });
      await factor.sendSmsCode(await pendingSetup(user), user.locale);
      return { type: 'sms', secret: null, otpauthUri: null, phone };
    },

    async resendSetupSms(user: UserRow): Promise<void> {
      if (user.twoFactorType) throw alreadyEnabled();
      const row = await pendingSetup(user);
      if (row.type !== 'sms') throw notStarted();
      factor.assertSmsResendAllowed(row);
      await factor.sendSmsCode(row, user.locale);
    },

    async finish(
      user: UserRow,
      input: { code: string; password: string },
      currentToken: string,
      meta: RequestMeta,
    ): Promise<string[]> {
      if (user.twoFactorType) throw alreadyEnabled();
      const row = await pendingSetup(user);
      await checkPassword(user, input.password, 'password');
      await factor.useCode(row, input.code, meta);
      const codes = await replaceRecoveryCodes(user.id, async (db) => {
        await twoFactorRepo.enable(db, user.id);
        await accountsRepo.update(db, user.id, { twoFactorType: row.type });
      });
      await sessions.destroyOthersOfUser(user.id, currentToken);
      await securityLog.record(database.db, user.id, 'two-factor-enabled', meta);
      return codes;
    },

    async regenerateRecoveryCodes(user: UserRow, password: string, meta: RequestMeta): Promise<string[]> {
      if (!user.twoFactorType) throw notEnabled();
      await checkPassword(user, password, 'password');
      const codes = await replaceRecoveryCodes(user.id);
      await securityLog.record(database.db, user.id, 'recovery-codes-regenerated', meta);
      return codes;
    },

    async deactivate(
      user: UserRow,
      password: string,
      currentToken: string,
      meta: RequestMeta,
    ): Promise<void> {
      if (!user.twoFactorType) throw notEnabled();
      await checkPassword(user, password, 'password');
      await database.transaction(async (tx) => {
        await twoFactorRepo.remove(tx.db, user.id);
        await accountsRepo.update(tx.db, user.id, { twoFactorType: null });
      });
      await sessions.destroyOthersOfUser(user.id, currentToken);
      await securityLog.record(database.db, user.id, 'two-factor-disabled', meta);
    },
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
