import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db, Tx } from '../../db/client';
import type { Jobs } from '../jobs/jobs';
import { mailAttachments, mailMessages } from './mail.tables';

export type MailAttachment = { fileName: string; contentType: string; content: Buffer };
export type OutgoingMail = {
  to: string;
  cc?: string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
};

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
    const attachments = await options.db
      .select()
      .from(mailAttachments)
      .where(eq(mailAttachments.messageId, id));
    await transport.sendMail({
      from: options.from,
      to: mail.to,
      cc: mail.cc ?? undefined,
      attachments: attachments.map((file) => ({
        filename: file.fileName,
        contentType: file.contentType,
        content: file.content,
      })),
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
        .values({
          to: mail.to,
          cc: mail.cc?.length ? mail.cc.join(', ') : null,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
        })
        .returning({ id: mailMessages.id });
      if (row && mail.attachments?.length) {
        await tx.db
          .insert(mailAttachments)
          .values(mail.attachments.map((file) => ({ ...file, messageId: row.id })));
      }
      await options.jobs.enqueue(tx, DELIVER, { id: row?.id });
    },
    latest: (limit) =>
      options.db.select().from(mailMessages).orderBy(desc(mailMessages.createdAt)).limit(limit),
  };
}
