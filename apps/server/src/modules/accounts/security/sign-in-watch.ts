import { describeUserAgent, networkOf } from '@app/domain/auth/sign-in-origin';
import { eq, sql } from 'drizzle-orm';
import type { AppContext, RequestMeta } from '../../../app-context';
import type { Tx } from '../../../db/client';
import type { NotificationsService } from '../../notifications/notifications.service';
import type { UserRow } from '../accounts.repo';
import { securityLog } from './security-log';
import { newSignInMail } from './security-mails';
import { signInOrigins } from './sign-in-origins.tables';

/**
 * Every sign-in is logged; one from a device (browser and system) or a network the user never
 * signed in from is announced: the `suspicious-login` notification in real time and an e-mail.
 * The first sign-in of an account (its sign-up) only learns where the user is.
 */
export function createSignInWatch(ctx: AppContext, notifications: NotificationsService) {
  const { database, mailer } = ctx;

  return async function signedIn(user: UserRow, meta: RequestMeta): Promise<{ newOrigin: boolean }> {
    const device = describeUserAgent(meta.userAgent);
    const origins = [
      { kind: 'device' as const, value: `${device.browser ?? '?'}|${device.os ?? '?'}` },
      ...(networkOf(meta.ip) ? [{ kind: 'network' as const, value: networkOf(meta.ip) as string }] : []),
    ];
    return database.transaction(async (tx: Tx) => {
      const known = await tx.db
        .select({ kind: signInOrigins.kind, value: signInOrigins.value })
        .from(signInOrigins)
        .where(eq(signInOrigins.userId, user.id));
      const isKnown = (origin: { kind: string; value: string }) =>
        known.some((row) => row.kind === origin.kind && row.value === origin.value);
      const newOrigin = known.length > 0 && origins.some((origin) => !isKnown(origin));
      await tx.db
        .insert(signInOrigins)
        .values(origins.map((origin) => ({ userId: user.id, ...origin })))
        .onConflictDoUpdate({
          target: [signInOrigins.userId, signInOrigins.kind, signInOrigins.value],
          set: { lastSeenAt: sql`now()` },
        });
      await securityLog.record(tx.db, user.id, newOrigin ? 'sign-in-new-origin' : 'sign-in', meta);
      if (newOrigin) {
        const at = new Date();
        await notifications.notify(tx, {
          tenantId: user.tenantId,
          companyId: null,
          userId: user.id,
          type: 'suspicious-login',
          data: { ip: meta.ip, userAgent: meta.userAgent ?? '' },
        });
        await mailer.queue(
          tx,
          newSignInMail({
            to: user.email,
            locale: user.locale,
            timezone: user.timezone,
            at,
            ip: meta.ip,
            device,
          }),
        );
      }
      return { newOrigin };
    });
  };
}
export type SignInWatch = ReturnType<typeof createSignInWatch>;
