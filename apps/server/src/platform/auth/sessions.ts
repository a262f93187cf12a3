import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from './auth.tables';

export const SESSION_COOKIE = 'session';
/** A session without "remember me" ends after two idle hours; with it, after 30 days. */
export const SHORT_SESSION_MS = 2 * 3600_000;
export const LONG_SESSION_MS = 30 * 24 * 3600_000;
/**
 * However busy, a session ends this long after its sign-in (OWASP ASVS 3.3.2): a working day
 * without "remember me", the 30 days with it.
 */
export const SHORT_SESSION_ABSOLUTE_MS = 12 * 3600_000;
export const LONG_SESSION_ABSOLUTE_MS = LONG_SESSION_MS;

const absoluteEnd = (session: { createdAt: Date; rememberMe: boolean }) =>
  session.createdAt.getTime() + (session.rememberMe ? LONG_SESSION_ABSOLUTE_MS : SHORT_SESSION_ABSOLUTE_MS);
const TOUCH_AFTER_MS = 60_000;

const idOf = (token: string) => createHash('sha256').update(token).digest('base64url');
/** The name a session goes by in the sessions list: it does not look the session up by itself. */
export const publicSessionId = (sessionId: string) =>
  createHash('sha256').update(`public:${sessionId}`).digest('base64url').slice(0, 22);

export type SessionRow = typeof sessions.$inferSelect;

export function createSessions(db: Db) {
  return {
    /** A new random token; the database keeps only its hash, so a leaked table opens nothing. */
    async create(input: {
      userId: string;
      tenantId: string;
      rememberMe: boolean;
      ip: string | null;
      userAgent: string | null;
    }) {
      const token = randomBytes(32).toString('base64url');
      const lifetime = input.rememberMe ? LONG_SESSION_MS : SHORT_SESSION_MS;
      const expiresAt = new Date(Date.now() + lifetime);
      await db.insert(sessions).values({ id: idOf(token), ...input, expiresAt });
      return { token, expiresAt };
    },
    async find(token: string): Promise<SessionRow | null> {
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.id, idOf(token)), gt(sessions.expiresAt, new Date())));
      return row && absoluteEnd(row) > Date.now() ? row : null;
    },
    /** Slides the idle expiry forward (at most once a minute per session), never past the absolute end. */
    async touch(session: SessionRow): Promise<void> {
      if (Date.now() - session.lastSeenAt.getTime() < TOUCH_AFTER_MS) return;
      const lifetime = session.rememberMe ? LONG_SESSION_MS : SHORT_SESSION_MS;
      const expiresAt = new Date(Math.min(Date.now() + lifetime, absoluteEnd(session)));
      await db.update(sessions).set({ lastSeenAt: new Date(), expiresAt }).where(eq(sessions.id, session.id));
    },
    /**
     * A new id for the same session (OWASP ASVS 3.2.1 / 3.3.x): after a change of the account's
     * security the token the browser held before no longer opens anything. Sign-in time, and with
     * it the absolute end, stay.
     */
    async rotate(token: string): Promise<{ token: string; expiresAt: Date; rememberMe: boolean } | null> {
      const [row] = await db
        .select()
        .from(sessions)
        .where(eq(sessions.id, idOf(token)));
      if (!row) return null;
      const fresh = randomBytes(32).toString('base64url');
      await db.insert(sessions).values({ ...row, id: idOf(fresh) });
      await db.delete(sessions).where(eq(sessions.id, row.id));
      return { token: fresh, expiresAt: row.expiresAt, rememberMe: row.rememberMe };
    },
    destroy: async (token: string) => {
      await db.delete(sessions).where(eq(sessions.id, idOf(token)));
    },
    destroyAllOfUser: async (userId: string) => {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
    /** The user's sessions still valid, the most recently used first. */
    listOfUser: (userId: string) =>
      db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
        .orderBy(desc(sessions.lastSeenAt)),
    /** Ends one session of the user by its public id; false when the user has no such session. */
    async destroyOfUser(userId: string, publicId: string): Promise<boolean> {
      const own = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
      const match = own.find((row) => publicSessionId(row.id) === publicId);
      if (!match) return false;
      await db.delete(sessions).where(eq(sessions.id, match.id));
      return true;
    },
    isToken: (session: SessionRow, token: string) => session.id === idOf(token),
    destroyOthersOfUser: async (userId: string, keepToken: string) => {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, idOf(keepToken))));
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
