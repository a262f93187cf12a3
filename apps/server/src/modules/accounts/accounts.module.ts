import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../platform/auth/access';
import type { SessionRow } from '../../platform/auth/sessions';
import type { NotificationsService } from '../notifications/notifications.service';
import { createAccountService } from './account.service';
import { accountsRepo } from './accounts.repo';
import { registerAccountRoutes } from './accounts.routes';
import { createAuthService } from './auth.service';
import { createCurrentPasswordCheck } from './current-password';
import { toAuthUser } from './identity';
import { registerPasskeyRoutes } from './passkeys/passkeys.routes';
import { createPasskeys } from './passkeys/passkeys.service';
import { permissionsOf } from './permissions.service';
import { registerSecurityRoutes } from './security/security.routes';
import { createSignInWatch } from './security/sign-in-watch';
import { registerSubUserRoutes } from './sub-users/sub-users.routes';
import { createSubUsers } from './sub-users/sub-users.service';
import { createLoginChallenges } from './two-factor/login-challenges';
import { createSecondFactor } from './two-factor/second-factor';
import { createTwoFactorService } from './two-factor/two-factor.service';
import { createVerificationCodes } from './verification-codes';

const PURGE_JOB = 'accounts.purge-deleted';

export async function registerAccounts(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { notifications: NotificationsService },
) {
  const codes = createVerificationCodes(ctx.appKey);
  const secondFactor = createSecondFactor(ctx);
  const challenges = createLoginChallenges(ctx, secondFactor);
  const auth = createAuthService(ctx, codes, challenges, createSignInWatch(ctx, deps.notifications));
  const account = createAccountService(ctx, auth);
  const twoFactor = createTwoFactorService(ctx, secondFactor, createCurrentPasswordCheck(ctx.throttle));
  registerAccountRoutes(app, ctx, auth, account, challenges, twoFactor);
  registerSecurityRoutes(app, ctx);
  registerPasskeyRoutes(app, ctx, createPasskeys(ctx), auth);
  registerSubUserRoutes(app, createSubUsers(ctx), auth, ctx.config.operators);

  await ctx.jobs.register(PURGE_JOB, async () => {
    await account.purgeDueDeletions();
  });
  await ctx.jobs.schedule(PURGE_JOB, '17 * * * *');

  return {
    auth,
    account,
    deletionBlockers: account.deletionBlockers,
    async globalPermissions(user: AuthUser): Promise<Set<string>> {
      const permissions = await permissionsOf(ctx.database.db, user);
      return new Set(permissions.global.permissions);
    },
    /** The session's user, unless the account was removed or is waiting for deletion. */
    async userOf(session: SessionRow): Promise<AuthUser | null> {
      const user = await accountsRepo.findById(ctx.database.db, session.userId);
      if (!user || user.deletionScheduledAt) return null;
      return toAuthUser(user);
    },
  };
}
