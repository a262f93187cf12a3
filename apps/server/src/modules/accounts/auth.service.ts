import type { loginSchema, resetPasswordFinishSchema, signupSchema } from '@app/domain/auth/auth.schemas';
import { DEFAULT_DATE_FORMAT, DEFAULT_TIMEZONE } from '@app/domain/auth/locale';
import type { LoginTwoFactorInput, TwoFactorChallenge } from '@app/domain/auth/two-factor.schemas';
import { normaliseEmail } from '@app/domain/validators/email';
import type { z } from 'zod';
import type { AppContext, RequestMeta } from '../../app-context';
import { assertAcceptableNewPassword, hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { fieldError, ValidationError } from '../../platform/http/errors';
import { accountExistsMail, codeMail } from './account-mails';
import { accountsRepo, type UserRow } from './accounts.repo';
import { securityLog } from './security/security-log';
import type { SignInWatch } from './security/sign-in-watch';
import type { LoginChallenges } from './two-factor/login-challenges';
import { CODE_LIFETIME_MS, type CodePurpose, type VerificationCodes } from './verification-codes';
import { welcomeFlags } from './welcome-flags';

type SignupInput = z.output<typeof signupSchema>;
type LoginInput = z.output<typeof loginSchema>;
type ResetFinishInput = z.output<typeof resetPasswordFinishSchema>;

export type SignedIn = { user: UserRow; token: string; expiresAt: Date; rememberMe: boolean };
/** A sign-in either opens a session or, with two-factor sign-in on, waits for its second step. */
export type LoginOutcome =
  | { kind: 'signed-in'; signed: SignedIn }
  | { kind: 'second-factor'; challenge: TwoFactorChallenge & { token: string } };

// Verified against when the e-mail is unknown, so a wrong address costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
const unknownUserHash = () => {
  dummyHash ??= hashPassword('unknown-user-placeholder');
  return dummyHash;
};

/** "You already have an account" notices an address may get in an hour. */
export const ACCOUNT_EXISTS_MAILS = { max: 3, windowSeconds: 3600 };

export function createAuthService(
  ctx: AppContext,
  codes: VerificationCodes,
  challenges: LoginChallenges,
  signedIn: SignInWatch,
) {
  const { database, sessions, throttle, mailer } = ctx;
  const codeMinutes = CODE_LIFETIME_MS / 60_000;

  async function sendCode(
    user: UserRow,
    purpose: CodePurpose,
    to = user.email,
    newEmail: string | null = null,
  ) {
    await database.transaction(async (tx) => {
      const code = await codes.issue(tx.db, user.id, purpose, newEmail);
      await mailer.queue(tx, codeMail(to, user.locale, purpose, code, codeMinutes));
    });
  }

  async function startSession(user: UserRow, rememberMe: boolean, meta: RequestMeta): Promise<SignedIn> {
    const session = await sessions.create({
      userId: user.id,
      tenantId: user.tenantId,
      rememberMe,
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
    await signedIn(user, meta);
    return { user, rememberMe, ...session };
  }

  /**
   * Checks a code under throttling: too many wrong codes from one account or address answer 429;
   * a wrong, replaced, used or expired code is a 422 on the code field and counts as a failure.
   */
  async function consumeCode(userId: string, purpose: CodePurpose, code: string, meta: RequestMeta) {
    const keys = [`code:${purpose}:user:${userId}`, `code:ip:${meta.ip}`];
    await throttle.assertAllowed(keys);
    const result = await codes.consume(database.db, userId, purpose, code);
    if (!result.ok) {
      await throttle.recordFailure(keys);
      throw fieldError('code', result.reason);
    }
    return result;
  }

  async function finishLogin(
    user: UserRow,
    rememberMe: boolean,
    meta: RequestMeta,
    previousToken: string | undefined,
  ): Promise<SignedIn> {
    // Signing in during the recovery period cancels a scheduled account deletion.
    const active = user.deletionScheduledAt
      ? await accountsRepo.update(database.db, user.id, { deletionScheduledAt: null })
      : user;
    // A new session id at every login: a token planted before login is worthless after it.
    if (previousToken) await sessions.destroy(previousToken);
    return startSession(active, rememberMe, meta);
  }

  return {
    sendCode,
    consumeCode,

    /**
     * Creates the account and mails the code that verifies its address; nothing is signed in until
     * the code comes back (verifyEmailWithCode). A taken address gets the same answer, and its
     * owner an e-mail saying so: sign-up must not tell which addresses have accounts.
     */
    async signup(input: SignupInput): Promise<void> {
      await assertAcceptableNewPassword(input.password, null);
      // Hashed whether or not the address is taken, so that both answers take as long.
      const passwordHash = await hashPassword(input.password);
      const existing = await accountsRepo.findByEmail(database.db, input.email);
      if (existing) {
        // A few notices an hour at most: sign-up must not become a way to flood someone's mailbox.
        const key = [`signup-exists:user:${existing.id}`];
        const mayMail = await throttle.assertAllowed(key, ACCOUNT_EXISTS_MAILS).then(
          () => true,
          () => false,
        );
        if (!mayMail) return;
        await throttle.recordFailure(key);
        await database.transaction((tx) =>
          mailer.queue(tx, accountExistsMail(existing.email, existing.locale, ctx.config.appUrl)),
        );
        return;
      }
      await database.transaction(async (tx) => {
        const tenantId = await accountsRepo.createTenant(tx.db);
        const created = await accountsRepo.insertUser(tx.db, {
          tenantId,
          email: input.email,
          passwordHash,
          role: 'admin',
          fname: input.fname,
          lname: input.lname,
          locale: input.locale,
          timezone: DEFAULT_TIMEZONE,
          dateFormat: DEFAULT_DATE_FORMAT,
          marketingOptIn: input.marketingOptIn,
          signupCompanyBusinessId: input.signupCompanyBusinessId || null,
          signupCompanyLegalName: input.signupCompanyLegalName || null,
          tosAcceptedAt: new Date(),
          // The web app shows its welcome modal once the first company exists.
          featureFlags: await welcomeFlags(tx.db),
        });
        const code = await codes.issue(tx.db, created.id, 'verify-email');
        await mailer.queue(tx, codeMail(created.email, created.locale, 'verify-email', code, codeMinutes));
      });
    },

    async login(
      input: LoginInput,
      meta: RequestMeta,
      previousToken: string | undefined,
    ): Promise<LoginOutcome> {
      const emailKey = `login:email:${normaliseEmail(input.email)}`;
      const keys = [emailKey, `login:ip:${meta.ip}`];
      await throttle.assertAllowed(keys);
      const user = await accountsRepo.findByEmail(database.db, input.email);
      const passwordOk = await verifyPassword(
        user?.passwordHash ?? (await unknownUserHash()),
        input.password,
      );
      if (!user || !passwordOk) {
        await throttle.recordFailure(keys);
        throw fieldError('email', 'auth.failed');
      }
      await throttle.clear(emailKey);
      if (user.twoFactorType)
        return { kind: 'second-factor', challenge: await challenges.issue(user, input.rememberMe) };
      return { kind: 'signed-in', signed: await finishLogin(user, input.rememberMe, meta, previousToken) };
    },

    /** A passkey proved who signs in: it stands for the password and the second factor. */
    async signInProven(
      userId: string,
      meta: RequestMeta,
      previousToken: string | undefined,
    ): Promise<SignedIn> {
      const user = await accountsRepo.findById(database.db, userId);
      if (!user) throw fieldError('credential', 'passkey.refused');
      return finishLogin(user, false, meta, previousToken);
    },

    /** The second step of a two-factor sign-in: a code or a recovery code against the challenge. */
    async loginSecondStep(
      challengeToken: string | undefined,
      input: LoginTwoFactorInput,
      meta: RequestMeta,
      previousToken: string | undefined,
    ): Promise<SignedIn> {
      const { userId, rememberMe } = await challenges.complete(challengeToken, input, meta);
      const user = await accountsRepo.findById(database.db, userId);
      if (!user) throw fieldError('code', 'two-factor.login-expired');
      return finishLogin(user, rememberMe, meta, previousToken);
    },

    /** Signing out ends every session of the account, on every device. */
    async logout(userId: string, meta: RequestMeta): Promise<void> {
      await sessions.destroyAllOfUser(userId);
      await securityLog.record(database.db, userId, 'sign-out', meta);
    },

    /** Sends a code when the account exists; the caller answers the same either way. */
    async resetPasswordStart(email: string): Promise<void> {
      const user = await accountsRepo.findByEmail(database.db, email);
      if (user && !user.deletionScheduledAt) await sendCode(user, 'reset-password');
    },

    async resetPasswordFinish(input: ResetFinishInput, meta: RequestMeta): Promise<void> {
      const user = await accountsRepo.findByEmail(database.db, input.email);
      if (!user) {
        const keys = [`code:reset-password:email:${normaliseEmail(input.email)}`, `code:ip:${meta.ip}`];
        await throttle.assertAllowed(keys);
        await throttle.recordFailure(keys);
        // The same answer as a wrong code: it must not tell whether the address has an account.
        throw fieldError('code', 'code.wrong');
      }
      // The password is judged only after the code proved the caller owns the mailbox, so the
      // "same as before" answer cannot be used to guess the current password.
      const keys = [`code:reset-password:user:${user.id}`, `code:ip:${meta.ip}`];
      await throttle.assertAllowed(keys);
      const check = await codes.peek(database.db, user.id, 'reset-password', input.code);
      if (!check.ok) {
        await throttle.recordFailure(keys);
        throw fieldError('code', check.reason);
      }
      await assertAcceptableNewPassword(input.password, user.passwordHash);
      const passwordHash = await hashPassword(input.password);
      await consumeCode(user.id, 'reset-password', input.code, meta);
      await accountsRepo.update(database.db, user.id, {
        passwordHash,
        // Reading the code proved the mailbox is theirs.
        emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
      });
      await sessions.destroyAllOfUser(user.id);
      await securityLog.record(database.db, user.id, 'password-reset', meta);
    },

    async verifyEmailFinish(user: UserRow, code: string, meta: RequestMeta): Promise<UserRow> {
      if (user.emailVerifiedAt) return user;
      await consumeCode(user.id, 'verify-email', code, meta);
      return accountsRepo.update(database.db, user.id, { emailVerifiedAt: new Date() });
    },

    /**
     * After sign-up, without a session: the address and its mailed code verify the account and
     * sign it in. An address without an unverified account answers as a wrong code does.
     */
    async verifyEmailWithCode(
      email: string,
      code: string,
      meta: RequestMeta,
      previousToken: string | undefined,
    ): Promise<SignedIn> {
      const user = await accountsRepo.findByEmail(database.db, email);
      if (!user || user.emailVerifiedAt || user.deletionScheduledAt) {
        const keys = [`code:verify-email:email:${normaliseEmail(email)}`, `code:ip:${meta.ip}`];
        await throttle.assertAllowed(keys);
        await throttle.recordFailure(keys);
        throw fieldError('code', 'code.wrong');
      }
      await consumeCode(user.id, 'verify-email', code, meta);
      const verified = await accountsRepo.update(database.db, user.id, { emailVerifiedAt: new Date() });
      return finishLogin(verified, false, meta, previousToken);
    },

    /** Without a session: a new code for an unverified account; the same answer for any address. */
    async verifyEmailResendTo(email: string): Promise<void> {
      const user = await accountsRepo.findByEmail(database.db, email);
      if (!user || user.emailVerifiedAt || user.deletionScheduledAt) return;
      const key = [`resend:verify-email:${user.id}`];
      await throttle.assertAllowed(key);
      await throttle.recordFailure(key);
      await sendCode(user, 'verify-email');
    },

    async verifyEmailResend(user: UserRow): Promise<void> {
      if (user.emailVerifiedAt) throw new ValidationError({ email: ['already-verified'] });
      const key = [`resend:verify-email:${user.id}`];
      await throttle.assertAllowed(key);
      await throttle.recordFailure(key);
      await sendCode(user, 'verify-email');
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
