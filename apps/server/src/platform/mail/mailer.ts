import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db, Tx } from '../../db/client';
import type { Jobs } from '../jobs/jobs';
import { mailMessages } from './mail.tables';

export type OutgoingMail = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  /** Writes the message and its delivery job in the caller's transaction. */
  queue(tx: Tx, mail: OutgoingMail): Promise<void>;
  latest(limit: number): Promise<(typeof mailMessages.$inferSelect)[]>;
};

const DELIVER = 'mail.deliver';

export async function createMailer(options: {
  db: Db;
  jobs: Jobs;
  smtpUrl: string | null;
  from: string;
}): Promise<Mailer> {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;

  await options.jobs.register<{ id: string }>(DELIVER, async ({ id }) => {
    const [mail] = await options.db.select().from(mailMessages).where(eq(mailMessages.id, id));
    if (!mail || mail.status === 'sent' || mail.status === 'stored') return;
    if (!transport) {
      // No SMTP configured: the message stays readable in the development mailbox.
      await options.db.update(mailMessages).set({ status: 'stored' }).where(eq(mailMessages.id, id));
      return;
    }
    await transport.sendMail({
      from: options.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
    });
    await options.db
      .update(mailMessages)
      .set({ status: 'sent', sentAt: new Date() })
      .where(eq(mailMessages.id, id));
  });

  return {
    async queue(tx, mail) {
      const [row] = await tx.db
        .insert(mailMessages)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
        .returning({ id: mailMessages.id });
      await options.jobs.enqueue(tx, DELIVER, { id: row?.id });
    },
    latest: (limit) =>
      options.db.select().from(mailMessages).orderBy(desc(mailMessages.createdAt)).limit(limit),
  };
}
