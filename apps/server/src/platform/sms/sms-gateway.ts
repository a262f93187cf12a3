import { desc } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { smsMessages } from './sms.tables';

export type OutgoingSms = { to: string; text: string };
export type SmsRow = typeof smsMessages.$inferSelect;

/**
 * Text messages (two-factor codes). The product has no SMS provider contract yet: this
 * implementation keeps every message in the outbox table, which the development outbox page shows;
 * a provider plugs in behind the same two calls.
 */
export type SmsGateway = {
  /** Writes the message in the caller's transaction. */
  queue(tx: Tx, sms: OutgoingSms): Promise<void>;
  latest(limit: number): Promise<SmsRow[]>;
};

export function createSmsOutbox(db: Db): SmsGateway {
  return {
    async queue(tx, sms) {
      await tx.db.insert(smsMessages).values({ ...sms, status: 'stored' });
    },
    latest: (limit) => db.select().from(smsMessages).orderBy(desc(smsMessages.createdAt)).limit(limit),
  };
}
