import type { changePasswordSchema, updateAccountSchema } from '@app/domain/auth/auth.schemas';
import type { z } from 'zod';
import type { AppContext, RequestMeta } from '../../app-context';
import type { Db } from '../../db/client';
import { assertAcceptableNewPassword, hashPassword } from '../../platform/auth/passwords';
import { fieldError, HttpError } from '../../platform/http/errors';
import { accountsRepo, type UserRow } from './accounts.repo';
import type { AuthService } from './auth.service';
import { createCurrentPasswordCheck } from './current-password';
import { securityLog } from './security/security-log';

type UpdateAccountInput = z.output<typeof updateAccountSchema>;
type ChangePasswordInput = z.output<typeof changePasswordSchema>;

/**
 * A reason the last user of a team may not delete the account, which would take the team's
 * companies with it (spec 02 §8 "Account deletion refused"): the module that holds the blocking
 * rows registers a count, so accounts import none of them.
 */
export type AccountDeletionBlocker = {
  reason: string;
  count(db: Db, tenantId: string): Promise<number>;
};

/** Days during which signing in again cancels a requested account deletion. */
export const DELETION_RECOVERY_DAYS = 30;

const refusal = (reason: string) =>
  new HttpError(422, `account.errors.${reason}`, { errors: { account: [reason] } });

export function createAccountService(ctx: AppContext, auth: AuthService) {
  const { database, sessions, throttle } = ctx;
  const deletionBlockers: AccountDeletionBlocker[] = [];

  const assertCurrentPassword = createCurrentPasswordCheck(throttle);

  return {
    deletionBlockers,
    update: (user: UserRow, input: UpdateAccountInput) => accountsRepo.update(database.db, user.id, input),

    async changeEmailStart(user: UserRow, input: { password: string; email: string }): Promise<void> {
      await assertCurrentPassword(user, input.password, 'password');
      if (await accountsRepo.emailTaken(database.db, input.email)) throw fieldError('email', 'unique');
      // The code goes to the new address: receiving it proves the new mailbox is theirs.
      await auth.sendCode(user, 'change-email', input.email, input.email);
    },

    async changeEmailFinish(user: UserRow, code: string, meta: RequestMeta): Promise<UserRow> {
      const result = await auth.consumeCode(user.id, 'change-email', code, meta);
      const email = result.ok ? result.newEmail : null;
      if (!email) throw fieldError('code', 'invalid');
      if (await accountsRepo.emailTaken(database.db, email, user.id)) throw fieldError('code', 'email-taken');
      const changed = await accountsRepo.update(database.db, user.id, { email, emailVerifiedAt: new Date() });
      await securityLog.record(database.db, user.id, 'email-changed', meta);
      return changed;
    },

    /** Ends the account's other sessions; the one that made the change stays signed in. */
    async changePassword(
      user: UserRow,
      input: ChangePasswordInput,
      currentToken: string,
      meta: RequestMeta,
    ): Promise<void> {
      await assertCurrentPassword(user, input.currentPassword, 'currentPassword');
      await assertAcceptableNewPassword(input.password, user.passwordHash);
      const passwordHash = await hashPassword(input.password);
      await accountsRepo.update(database.db, user.id, { passwordHash });
      await sessions.destroyOthersOfUser(user.id, currentToken);
      await securityLog.record(database.db, user.id, 'password-changed', meta);
    },

    /**
     * Schedules the deletion and signs out everywhere. The last admin of a team must first make
     * someone else admin, or the team would be left without one.
     */
    async requestDeletion(user: UserRow, password: string, meta: RequestMeta): Promise<Date> {
      await assertCurrentPassword(user, password, 'password');
      const others = await accountsRepo.otherActiveUsers(database.db, user.tenantId, user.id);
      if (user.role === 'admin' && others.length > 0 && !others.some((other) => other.role === 'admin')) {
        throw refusal('sole-admin');
      }
      // The last user takes the team's companies along: nothing they still owe ANAF may be dropped.
      if (others.length === 0) {
        for (const blocker of deletionBlockers) {
          if ((await blocker.count(database.db, user.tenantId)) > 0) throw refusal(blocker.reason);
        }
      }
      const deletionScheduledAt = new Date(Date.now() + DELETION_RECOVERY_DAYS * 24 * 3600_000);
      await accountsRepo.update(database.db, user.id, { deletionScheduledAt });
      await sessions.destroyAllOfUser(user.id);
      await securityLog.record(database.db, user.id, 'deletion-requested', meta);
      return deletionScheduledAt;
    },

    /** Deletes accounts whose recovery period ended; the last user of a tenant takes the tenant with it. */
    async purgeDueDeletions(now = new Date()): Promise<number> {
      const due = await accountsRepo.dueForDeletion(database.db, now);
      for (const user of due) {
        await database.transaction(async (tx) => {
          const remaining = await accountsRepo.countUsersOfTenant(tx.db, user.tenantId);
          if (remaining <= 1) await accountsRepo.deleteTenant(tx.db, user.tenantId);
          else await accountsRepo.deleteUser(tx.db, user.id);
        });
        await sessions.destroyAllOfUser(user.id);
      }
      return due.length;
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
