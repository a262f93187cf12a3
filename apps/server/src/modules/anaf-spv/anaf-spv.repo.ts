import { and, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../accounts/accounts.tables';
import { anafSpvConnections } from './anaf-spv.tables';

export type SpvConnectionRow = typeof anafSpvConnections.$inferSelect;
export type NewSpvConnection = typeof anafSpvConnections.$inferInsert;
export type SpvConnectionPatch = Partial<Omit<NewSpvConnection, 'companyId'>>;

/** The tokens of one refresh, encrypted, as they are stored together. */
export type StoredTokens = {
  accessTokenEnc: string;
  refreshTokenEnc: string;
  accessExpiresAt: Date;
  refreshedAt: Date;
};

const ACTIVE_LIKE = ['active', 'pending', 'unauthorized'] as const;

export const anafSpvRepo = {
  async find(db: Db, companyId: string): Promise<SpvConnectionRow | null> {
    const [row] = await db
      .select()
      .from(anafSpvConnections)
      .where(eq(anafSpvConnections.companyId, companyId));
    return row ?? null;
  },

  /** The row, locked until the transaction ends (activation, deactivation and timers take turns). */
  async lock(db: Db, companyId: string): Promise<SpvConnectionRow | null> {
    const [row] = await db
      .select()
      .from(anafSpvConnections)
      .where(eq(anafSpvConnections.companyId, companyId))
      .for('update');
    return row ?? null;
  },

  /** Creates the company's row or replaces its values (a new authorization starts a new token line). */
  async upsert(db: Db, values: NewSpvConnection): Promise<SpvConnectionRow> {
    const { companyId: _id, ...rest } = values;
    const [row] = await db
      .insert(anafSpvConnections)
      .values(values)
      .onConflictDoUpdate({
        target: anafSpvConnections.companyId,
        set: { ...rest, tokenVersion: sql`${anafSpvConnections.tokenVersion} + 1`, updatedAt: new Date() },
      })
      .returning();
    if (!row) throw new Error('SPV connection not stored');
    return row;
  },

  async update(db: Db, companyId: string, patch: SpvConnectionPatch): Promise<SpvConnectionRow | null> {
    const [row] = await db
      .update(anafSpvConnections)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(anafSpvConnections.companyId, companyId))
      .returning();
    return row ?? null;
  },

  /**
   * Compare and set of a refresh: the rotated refresh token and its access token are written only
   * over the token version the refresher read, so of two refreshers one wins and the other re-reads.
   */
  async storeRefreshed(
    db: Db,
    companyId: string,
    readVersion: number,
    tokens: StoredTokens,
  ): Promise<SpvConnectionRow | null> {
    const [row] = await db
      .update(anafSpvConnections)
      .set({ ...tokens, tokenVersion: readVersion + 1, updatedAt: new Date() })
      .where(
        and(eq(anafSpvConnections.companyId, companyId), eq(anafSpvConnections.tokenVersion, readVersion)),
      )
      .returning();
    return row ?? null;
  },

  /** Another company whose connection (active-like) acts for the same CUI. */
  async otherHolderOf(db: Db, cif: string, companyId: string): Promise<string | null> {
    const [row] = await db
      .select({ companyId: anafSpvConnections.companyId })
      .from(anafSpvConnections)
      .where(
        and(
          eq(anafSpvConnections.cif, cif),
          ne(anafSpvConnections.companyId, companyId),
          inArray(anafSpvConnections.status, [...ACTIVE_LIKE]),
        ),
      )
      .limit(1);
    return row?.companyId ?? null;
  },

  /** Connections whose timer is due: pending and unauthorized re-checks. */
  async dueChecks(db: Db, now: Date, limit = 100): Promise<SpvConnectionRow[]> {
    return db
      .select()
      .from(anafSpvConnections)
      .where(
        and(lte(anafSpvConnections.nextCheckAt, now), inArray(anafSpvConnections.status, [...ACTIVE_LIKE])),
      )
      .orderBy(anafSpvConnections.nextCheckAt)
      .limit(limit);
  },

  /** Every connection the daily sweep looks at (refresh age, certificate dates). */
  async allLive(db: Db): Promise<SpvConnectionRow[]> {
    return db
      .select()
      .from(anafSpvConnections)
      .where(inArray(anafSpvConnections.status, [...ACTIVE_LIKE, 'expired']));
  },

  /** The name shown as the inviter of an accountant. */
  async userName(db: Db, userId: string): Promise<string | null> {
    const [row] = await db
      .select({ fname: users.fname, lname: users.lname })
      .from(users)
      .where(eq(users.id, userId));
    return row ? `${row.fname} ${row.lname}`.trim() : null;
  },

  /** The tenant's administrators, who receive the certificate e-mails. */
  async admins(db: Db, tenantId: string): Promise<{ email: string; locale: 'ro-RO' | 'en-GB' }[]> {
    return db
      .select({ email: users.email, locale: users.locale })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.role, 'admin')));
  },

  /** Serialises activations of one CUI across companies (system-exists) until the transaction ends. */
  async lockCif(db: Db, cif: string): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`anaf-spv:${cif}`}))`);
  },
};
